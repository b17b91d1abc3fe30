import { parseEther, parseUnits } from 'ethers'
import { expect, test } from '../fixtures'
import { openSwap, pickToken, shown, tokenBalance } from './swapHelpers'

test.describe('exact output: "I want 100 DEMO" (issue #39)', () => {
  test('ETH -> 100 DEMO: the pay side is quoted, Maximum sold shown, exactly 100 DEMO arrive', async ({
    app,
    devnet,
    account,
  }) => {
    const s = await openSwap(app)
    await expect(s.balanceOut).toHaveText('0 DEMO')
    await s.output.fill('100')
    await expect(s.amount).not.toHaveValue('')
    await expect(s.card.getByText('You pay (estimate)')).toBeVisible()
    await expect(s.maximum).toContainText('ETH (slippage 0.5%)')
    await expect(s.route).toHaveText('ETH → DEMO')
    const quoted = parseEther(await s.amount.inputValue())
    expect(quoted).toBeGreaterThan(0n)

    const ethBefore = await devnet.provider.getBalance(account.address)
    await s.button('Swap').click()
    await expect(app.toast('You have successfully swapped ETH for 100 DEMO!')).toBeVisible()
    expect(await devnet.chatTokenBalance(account.address)).toBe(parseEther('100'))
    await expect(s.balanceOut).toHaveText('100 DEMO')
    // Uniswap's router sends back what the maximum sold did not need: the ETH spent is about the quote plus gas.
    const spent = ethBefore - (await devnet.provider.getBalance(account.address))
    expect(spent).toBeLessThan((quoted * 1005n) / 1000n + parseEther('0.01'))
    await expect(s.output).toHaveValue('')
  })

  test('DEMO -> 5 USD: an exact approval of the maximum sold, then exactly 5 USD arrive', async ({
    app,
    devnet,
    account,
  }) => {
    await devnet.giveChatTokens(account.address, 50)
    const usd = devnet.addresses.usdToken
    const s = await openSwap(app)
    await pickToken(app.page, 'From', 'DEMO')
    await pickToken(app.page, 'To', 'USD')
    await s.output.fill('5')
    await expect(s.route).toHaveText('DEMO → WETH → USD')
    await expect(s.maximum).toContainText('DEMO (slippage 0.5%)')
    await expect(s.fee).toHaveText('None: an exact output trades on Uniswap directly')
    await expect(app.page.getByRole('radio', { name: /^Exact amount \(\d+(\.\d+)? DEMO\)$/ })).toBeChecked()
    await s.button('Approve DEMO').click()
    await expect(app.toast(/^You have approved the swap router to spend [\d.]+ DEMO!$/)).toBeVisible()
    await s.button('Swap').click()
    await expect(app.toast('You have successfully swapped DEMO for 5 USD!')).toBeVisible()
    expect(await tokenBalance(devnet, usd, account.address)).toBe(parseUnits('5', 6))
    await expect(s.balanceOut).toHaveText('5 USD')
    const demoLeft = await devnet.chatTokenBalance(account.address)
    expect(demoLeft).toBeLessThan(parseEther('50'))
    await expect(s.balanceIn).toHaveText(shown(demoLeft, 18, 'DEMO'))
  })
})
