import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { openSwap, pickToken } from './swapHelpers'

/** Exact texts of the slippage guard and the dust amount (issue #39). */
const GUARD_TEXT = {
  frontRun: 'Your trade may be front-run: a slippage of 6% lets the price move that far against you.',
  zero: 'With 0% slippage your swap will likely fail: even the smallest price move before it is mined cancels it.',
  refused: 'Slippage of 60% is refused: swaps allow less than 50%. Lower it in the swap settings.',
  dust: 'The amount is too small to swap: enter at least 0.000001 ETH.',
} as const

/** Sets the slippage through the swap card's own settings button, as a trader would, and closes the dialog. */
async function setSlippage(page: Page, value: string): Promise<void> {
  const card = page.getByRole('region', { name: 'Swap', exact: true })
  await card.getByRole('button', { name: 'Swap settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Swap Settings' })
  await dialog.getByRole('textbox', { name: 'Slippage' }).fill(value)
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(dialog).toHaveCount(0)
}

test.describe('swap guard (issue #39)', () => {
  test('slippage from the card: a warning above 5 %, 0 % explained, a refusal at 50 % or more', async ({
    app,
    wallet,
  }) => {
    const s = await openSwap(app)
    const warning = s.card.getByTestId('swap-slippage-warning')
    await s.amount.fill('0.1')
    await expect(s.minimum).toContainText('(slippage 0.5%)')
    await expect(warning).toHaveCount(0)

    await setSlippage(app.page, '6')
    await expect(warning).toHaveText(GUARD_TEXT.frontRun)
    await expect(s.minimum).toContainText('(slippage 6%)')
    await expect(s.button('Swap')).toBeEnabled()

    await setSlippage(app.page, '0')
    await expect(warning).toHaveText(GUARD_TEXT.zero)
    await expect(s.button('Swap')).toBeEnabled()

    await setSlippage(app.page, '60')
    await expect(warning).toHaveCount(0)
    await expect(s.problem).toHaveText(GUARD_TEXT.refused)
    await expect(s.button('Swap')).toBeDisabled()
    await expect(s.button('Swap')).toHaveAttribute('title', GUARD_TEXT.refused)
    // The amount stays as typed: lowering the slippage is all it takes.
    await setSlippage(app.page, '1')
    await expect(s.problem).toHaveText('')
    await expect(s.amount).toHaveValue('0.1')
    await expect(s.button('Swap')).toBeEnabled()
    expect(wallet.requestsFor('eth_sendTransaction')).toHaveLength(0)
  })

  test('a 1-wei trade is refused with the smallest amount the form accepts', async ({ app, wallet }) => {
    const s = await openSwap(app)
    await s.amount.fill('0.000000000000000001')
    await expect(s.problem).toHaveText(GUARD_TEXT.dust)
    await expect(s.button('Swap')).toBeDisabled()
    await expect(s.button('Swap')).toHaveAttribute('title', GUARD_TEXT.dust)
    await s.amount.fill('0.000001')
    await expect(s.problem).toHaveText('')
    await expect(s.button('Swap')).toBeEnabled()
    expect(wallet.requestsFor('eth_sendTransaction')).toHaveLength(0)
  })

  test('mobile: the swap form keeps its tokens and amount through the ⋮ panel', async ({ app }) => {
    test.skip(app.isDesktop, 'the ⋮ panel is mobile only')
    const s = await openSwap(app)
    await pickToken(app.page, 'From', 'DEMO')
    await pickToken(app.page, 'To', 'ETH')
    await s.amount.fill('5')

    await app.openRightSidebar()
    await expect(s.card).toBeHidden()
    await app.closeSidebars()

    await expect(s.amount).toHaveValue('5')
    await expect(app.page.getByRole('button', { name: 'From token: DEMO' })).toBeVisible()
    await expect(app.page.getByRole('button', { name: 'To token: ETH' })).toBeVisible()
  })
})
