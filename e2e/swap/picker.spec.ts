import { expect, test } from '../fixtures'
import { UNLISTED_TEXT, openSwap } from './swapHelpers'

test.describe('token picker: balances, logos, a warning for unlisted tokens (issue #39)', () => {
  test('each listed token shows its logo and the balance in its own decimals', async ({ app, devnet, account }) => {
    await devnet.giveChatTokens(account.address, 50)
    await openSwap(app)
    await app.page.getByRole('button', { name: /^From token: ETH/ }).click()
    const dialog = app.page.getByRole('dialog', { name: 'Select the token to swap from' })
    const option = (symbol: string) => dialog.getByRole('button', { name: new RegExp(`^${symbol}\\b`) })
    await expect(option('ETH').getByTestId('token-balance')).toHaveText('100 ETH')
    await expect(option('WETH').getByTestId('token-balance')).toHaveText('0 WETH')
    await expect(option('DEMO').getByTestId('token-balance')).toHaveText('50 DEMO')
    await expect(option('USD').getByTestId('token-balance')).toHaveText('0 USD')
    for (const symbol of ['ETH', 'WETH', 'DEMO', 'USD']) {
      const logo = option(symbol).locator('img')
      await expect(logo).toHaveAttribute('alt', '')
      // A logo that failed to load has no natural width.
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    }
  })

  test('a pasted token that is not listed is used only after its warning is accepted', async ({
    app,
    devnet,
    wallet,
  }) => {
    const s = await openSwap(app)
    const { demoWethPair } = devnet.addresses
    await app.page.getByRole('button', { name: /^To token: / }).click()
    const dialog = app.page.getByRole('dialog', { name: 'Select the token to swap to' })
    await dialog.getByLabel('Search by symbol or name, or paste a token address').fill(demoWethPair)
    const lp = dialog.getByRole('button', { name: /^UNI-V2\s+Uniswap V2\s+not on the list/ })
    await expect(lp.getByTestId('token-mark')).toHaveText('U')
    await lp.click()
    const warning = dialog.getByRole('alert')
    await expect(warning.getByRole('heading', { name: UNLISTED_TEXT.title })).toBeVisible()
    await expect(warning).toContainText(demoWethPair)
    // Back: nothing is chosen, the list is shown again.
    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect(lp).toBeVisible()
    await expect(app.page.getByRole('button', { name: /^To token: DEMO/ })).toBeVisible()
    await lp.click()
    await dialog.getByRole('button', { name: UNLISTED_TEXT.accept }).click()
    await expect(dialog).toHaveCount(0)
    await expect(app.page.getByRole('button', { name: 'To token: UNI-V2' })).toBeVisible()
    await s.amount.fill('1')
    await expect(s.problem).toHaveText('There is no pool for ETH and UNI-V2 yet.')

    // Once accepted, the token sits in the list and is chosen again without a second warning.
    await app.page.getByRole('button', { name: /^From token: / }).click()
    const from = app.page.getByRole('dialog', { name: 'Select the token to swap from' })
    await from.getByRole('button', { name: /^UNI-V2\s+Uniswap V2\s+not on the list/ }).click()
    await expect(from).toHaveCount(0)
    await expect(app.page.getByRole('button', { name: 'From token: UNI-V2' })).toBeVisible()
    expect(wallet.requestsFor('eth_sendTransaction')).toHaveLength(0)
  })
})
