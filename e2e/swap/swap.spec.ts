import { parseEther, parseUnits } from 'ethers'
import { expect, test } from '../fixtures'
import { SWAP_TEXT, buyOnUniswap, openSwap, pickPasted, pickToken, shown, tokenBalance } from './swapHelpers'

const ETH = 18

test.describe('swap on Uniswap V2 (/swap/univ2)', () => {
  test('ETH -> DEMO: quote as you type, details, confirm and success toasts, balances before and after', async ({
    app,
    devnet,
    account,
    wallet,
  }) => {
    const s = await openSwap(app)
    const demo = devnet.addresses.chatToken
    await expect(s.balanceIn).toHaveText('100 ETH')
    await expect(s.balanceOut).toHaveText('0 DEMO')

    await s.amount.fill('0.1')
    await expect(s.output).not.toHaveValue('')
    await expect(s.route).toHaveText('ETH → DEMO')
    await expect(s.fee).toHaveText('0.8% (0.0008 ETH)')
    await expect(s.impact).toHaveText(/^(0\.\d+|\d)%$/)
    await expect(s.minimum).toContainText('DEMO (slippage 0.5%)')
    const estimate = parseEther(await s.output.inputValue())

    const tx = wallet.holdNextTransaction()
    await s.button('Swap').click()
    await tx.requested
    await expect(app.toast(SWAP_TEXT.confirmToast)).toBeVisible()
    await tx.confirm()
    await tx.broadcast()
    await expect(app.toast('You have successfully swapped 0.1 ETH for DEMO!')).toBeVisible()

    const received = await tokenBalance(devnet, demo, account.address)
    // Other workers trade on the same pool: the result is within the 0.5 % slippage of the estimate shown.
    expect(received).toBeGreaterThanOrEqual((estimate * 995n) / 1000n)
    await expect(s.balanceOut).toHaveText(shown(received, ETH, 'DEMO'))
    const eth = await devnet.provider.getBalance(account.address)
    expect(eth).toBeLessThan(parseEther('99.9'))
    await expect(s.balanceIn).toHaveText(shown(eth, ETH, 'ETH'))
    await expect(s.amount).toHaveValue('')
  })

  test('DEMO -> ETH needs an exact approval first, then swaps; the referrer stored from ?ref= is paid', async ({
    app,
    devnet,
    account,
  }) => {
    const referrer = await devnet.createAccount({ balance: 1 })
    await devnet.giveChatTokens(account.address, 50)
    await app.open(`/?ref=${referrer.address}`)
    // The referrer is stored once startup has checked it; only then is it safe to navigate away.
    await expect
      .poll(() => app.page.evaluate(() => window.localStorage.getItem('persist:root') ?? ''))
      .toContain(referrer.address)
    const s = await openSwap(app)
    await pickToken(app.page, 'From', 'DEMO')
    await pickToken(app.page, 'To', 'ETH')
    await expect(s.balanceIn).toHaveText('50 DEMO')

    await s.amount.fill('20')
    await expect(s.route).toHaveText('DEMO → ETH')
    await expect(s.button('Swap')).toHaveCount(0)
    await expect(app.page.getByRole('radio', { name: 'Exact amount (20 DEMO)' })).toBeChecked()
    await s.button('Approve DEMO').click()
    await expect(app.toast('You have approved the swap router to spend 20 DEMO!')).toBeVisible()

    const ethBefore = await devnet.provider.getBalance(account.address)
    await s.button('Swap').click()
    await expect(app.toast('You have successfully swapped 20 DEMO for ETH!')).toBeVisible()
    await expect(s.balanceIn).toHaveText('30 DEMO')
    expect(await devnet.chatTokenBalance(account.address)).toBe(parseEther('30'))
    const ethAfter = await devnet.provider.getBalance(account.address)
    expect(ethAfter).toBeGreaterThan(ethBefore) // 20 DEMO ≈ 0.002 ETH, more than the gas
    await expect(s.balanceOut).toHaveText(shown(ethAfter, ETH, 'ETH'))
    // The referrer got 10 % of the 0.8 % fee, in ETH.
    await expect.poll(() => devnet.provider.getBalance(referrer.address)).toBeGreaterThan(parseEther('1'))
  })

  test('a 6-decimal token: decimals checked, two-hop route through WETH, unlimited approval', async ({
    app,
    devnet,
    account,
  }) => {
    const usd = devnet.addresses.usdToken
    const bought = await buyOnUniswap(devnet, account, usd, '0.05') // ≈ 150 USD
    const s = await openSwap(app)
    await pickToken(app.page, 'From', 'USD')
    await pickToken(app.page, 'To', 'DEMO')
    await expect(s.balanceIn).toHaveText(shown(bought, 6, 'USD'))

    await s.amount.fill('1.1234567')
    await expect(s.problem).toHaveText('USD has 6 decimals: use at most 6 digits after the dot.')
    await expect(s.button('Approve USD')).toHaveCount(0)
    await s.amount.fill('100.5')
    await expect(s.route).toHaveText('USD → WETH → DEMO')
    await expect(s.fee).toContainText('DEMO)') // token -> token pays the fee in the output token
    await app.page.getByRole('radio', { name: 'Unlimited' }).check()
    await s.button('Approve USD').click()
    await expect(app.toast('You have approved the swap router to spend your USD!')).toBeVisible()
    await s.button('Swap').click()
    await expect(app.toast('You have successfully swapped 100.5 USD for DEMO!')).toBeVisible()
    const left = bought - parseUnits('100.5', 6)
    expect(await tokenBalance(devnet, usd, account.address)).toBe(left)
    await expect(s.balanceIn).toHaveText(shown(left, 6, 'USD'))
    const demo = await devnet.chatTokenBalance(account.address)
    expect(demo).toBeGreaterThan(parseEther('300')) // 100.5 USD ≈ 335 DEMO at the seeded prices
    await expect(s.balanceOut).toHaveText(shown(demo, ETH, 'DEMO'))

    // The unlimited approval covers the next swap: no Approve step.
    await s.amount.fill('10')
    await expect(s.button('Swap')).toBeEnabled()
  })

  test('wrap and unwrap ETH <-> WETH 1:1 without the router', async ({ app, devnet, account }) => {
    const weth = devnet.addresses.weth
    const s = await openSwap(app)
    await pickToken(app.page, 'To', 'WETH')
    await s.amount.fill('1.5')
    await expect(s.output).toHaveValue('1.5')
    await expect(s.card.getByText('1 ETH = 1 WETH, no fee')).toBeVisible()
    await s.button('Wrap').click()
    await expect(app.toast('You have wrapped 1.5 ETH into WETH!')).toBeVisible()
    await expect(s.balanceOut).toHaveText('1.5 WETH')
    expect(await tokenBalance(devnet, weth, account.address)).toBe(parseEther('1.5'))

    await s.button('Switch the two tokens').click()
    await expect(s.balanceIn).toHaveText('1.5 WETH')
    await s.amount.fill('0.4')
    await s.button('Unwrap').click()
    await expect(app.toast('You have unwrapped 0.4 WETH into ETH!')).toBeVisible()
    await expect(s.balanceIn).toHaveText('1.1 WETH')
    expect(await tokenBalance(devnet, weth, account.address)).toBe(parseEther('1.1'))
    const eth = await devnet.provider.getBalance(account.address)
    // 100 - 1.5 + 0.4, less the gas of two transactions
    expect(eth).toBeLessThan(parseEther('98.9'))
    expect(eth).toBeGreaterThan(parseEther('98.89'))
    await expect(s.balanceOut).toHaveText(shown(eth, ETH, 'ETH'))
  })

  test('price impact: a warning above 3 %, Swap disabled with the reason above 10 %', async ({ app }) => {
    const s = await openSwap(app)
    await s.amount.fill('0.5') // ≈ 4.8 % of a 10 ETH pool
    await expect(s.card.getByRole('status')).toHaveText(/^High price impact \(\d+(\.\d+)?%\)/)
    await expect(s.button('Swap')).toBeEnabled()

    await s.amount.fill('3') // ≈ 23 %
    await expect(s.problem).toHaveText(
      /^Price impact is too high \(\d+(\.\d+)?%\): this site allows at most 10%\. Try a smaller amount\.$/,
    )
    await expect(s.button('Swap')).toBeDisabled()
    await expect(s.button('Swap')).toHaveAttribute('title', /^Price impact is too high/)
  })

  test('bad inputs: a clear message and a disabled button, never a transaction', async ({ app, devnet, wallet }) => {
    const s = await openSwap(app)
    await expect(s.button('Swap')).toBeDisabled()
    await expect(s.button('Swap')).toHaveAttribute('title', 'Enter an amount.')
    await s.amount.fill('0')
    await expect(s.problem).toHaveText('The amount must be more than zero.')
    await s.amount.fill('1000')
    await expect(s.problem).toHaveText('That is more than your balance of 100 ETH.')
    // Max leaves ETH for the swap's gas (and then meets the price-impact limit of a 10 ETH pool).
    await s.button('Max').click()
    await expect(s.problem).toHaveText(/^Price impact is too high \(9\d(\.\d+)?%\)/)
    expect(Number(await s.amount.inputValue())).toBeLessThan(100)
    expect(Number(await s.amount.inputValue())).toBeGreaterThan(99.9)
    await pickToken(app.page, 'To', 'ETH')
    await expect(s.problem).toHaveText('Pick two different tokens.')

    // Any ERC-20 by address: the DEMO/WETH LP token is not on the list; an account is no token at all.
    await app.page.getByRole('button', { name: /^To token: / }).click()
    const dialog = app.page.getByRole('dialog', { name: 'Select the token to swap to' })
    const filter = dialog.getByLabel('Search by symbol or name, or paste a token address')
    await filter.fill(wallet.address)
    await expect(dialog.getByText('No ERC-20 token at this address on this network.')).toBeVisible()
    const { demoWethPair } = devnet.addresses
    await dialog.getByRole('button', { name: 'Close dialog' }).click()
    await pickPasted(app.page, 'To', demoWethPair, /^UNI-V2\s+Uniswap V2\s+not on the list/)
    await s.amount.fill('1')
    await expect(s.problem).toHaveText('There is no pool for ETH and UNI-V2 yet.')
    await expect(s.button('Swap')).toBeDisabled()
    expect(wallet.requestsFor('eth_sendTransaction')).toHaveLength(0)
  })

  test('a rejected signature: the rejection toast, no spinner, balances unchanged; the next try works', async ({
    app,
    devnet,
    account,
    wallet,
  }) => {
    const s = await openSwap(app)
    await s.amount.fill('0.01')
    await expect(s.route).toHaveText('ETH → DEMO')
    wallet.rejectNext('eth_sendTransaction')
    await s.button('Swap').click()
    await expect(app.toast(SWAP_TEXT.rejectedToast)).toBeVisible()
    await expect(app.toast(SWAP_TEXT.confirmToast)).toHaveCount(0)
    await expect(s.button('Swap')).toBeEnabled()
    await expect(s.button('Swap')).not.toHaveAttribute('aria-busy', 'true')
    expect(await devnet.chatTokenBalance(account.address)).toBe(0n)
    await expect(s.balanceIn).toHaveText('100 ETH')

    await s.button('Swap').click()
    await expect(app.toast('You have successfully swapped 0.01 ETH for DEMO!')).toBeVisible()
    expect(await devnet.chatTokenBalance(account.address)).toBeGreaterThan(0n)
  })

  test('a wallet on the wrong chain gets Switch to Base Sepolia instead of Swap', async ({ app, wallet }) => {
    const s = await openSwap(app)
    await wallet.setChain(1)
    await expect(s.card.getByText('Your wallet is on another network. Switch to Base Sepolia to swap.')).toBeVisible()
    await expect(s.button('Swap')).toHaveCount(0)
    await s.button(SWAP_TEXT.switchNetwork).click()
    await expect.poll(() => wallet.chainId).toBe(84532)
    await expect(s.button('Swap')).toBeVisible()
  })

  test('a visitor sees the form with Connect Wallet instead of Swap', async ({ app }) => {
    await app.open('/swap/univ2')
    const card = app.page.getByRole('region', { name: 'Swap', exact: true })
    await expect(card.getByText('Connect your wallet to swap.')).toBeVisible()
    await expect(card.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  })
})

test.describe('CoW swap (/swap/cow)', () => {
  test('on Base Sepolia says CoW does not serve it and links to the Uniswap swap; no request to CoW', async ({
    app,
    page,
  }) => {
    const cowRequests: string[] = []
    await page.route(/cow\.fi/, (route) => {
      cowRequests.push(route.request().url())
      return route.abort()
    })
    await app.open('/swap/cow')
    const card = page.getByRole('region', { name: 'Swap with CoW Protocol' })
    await expect(card).toContainText(
      'CoW Protocol does not serve Base Sepolia (chain 84532), the network this site runs on, so its swap cannot be shown here.',
    )
    await expect(card.locator('iframe')).toHaveCount(0)
    await card.getByRole('link', { name: 'Swap on Uniswap V2 instead' }).click()
    await expect(page).toHaveURL(/\/swap\/univ2$/)
    expect(cowRequests).toEqual([])
  })
})
