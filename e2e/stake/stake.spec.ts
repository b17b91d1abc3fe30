import type { Locator } from '@playwright/test'
import { parseEther } from 'ethers'
import { formatAmount, formatUnits } from '../../src/lib/units'
import { expect, test } from '../fixtures'
import { advanceChainTime, claimedIn, feeOf, lastReceipt, readUint, stakeContracts, withChainClock } from './stakeChain'

/** The visible message of a form (the disabled button's reason repeats it for screen readers, hidden). */
const said = (panel: Locator, text: string | RegExp) => panel.getByRole('paragraph').filter({ hasText: text })

/** Amounts as the stake screen shows them: 18 decimals, at most 6 shown, rounded down. */
const shown = (wei: bigint) => formatAmount(wei, 18, 6)

const TEXT = {
  confirmToast: 'Please confirm the transaction.',
  waitingToast: /^Please wait for your transaction to confirm/,
  approvedDemo: (demo: string) => `You have approved ${demo} DEMO for adding liquidity.`,
  added: (demo: string, eth: string) => `You have added ${demo} DEMO and ${eth} ETH to the pool!`,
  approvedLpStaking: (lp: string) => `You have approved ${lp} LP for staking.`,
  staked: (lp: string) => `You have staked ${lp} LP!`,
  claimed: 'You have claimed your staking rewards!',
  withdrawn: (lp: string) => `You have withdrawn ${lp} LP!`,
  approvedLpRouter: (lp: string) => `You have approved ${lp} LP for removing liquidity.`,
  removed: (lp: string) => `You have removed ${lp} LP from the pool!`,
} as const

test.describe('Stake & Earn', () => {
  test('add liquidity → deposit → a period passes → claim → withdraw → remove liquidity', async ({
    app,
    page,
    devnet,
    wallet,
  }) => {
    test.setTimeout(240_000)
    const { staking, lp, router } = stakeContracts(devnet)
    const me = wallet.address
    const demoOf = () => devnet.chatTokenBalance(me)
    const ethOf = () => devnet.provider.getBalance(me)
    const lpOf = () => readUint(lp, 'balanceOf', me)
    await devnet.giveChatTokens(me, 200)

    await app.open('/stake')
    await app.connect()
    const overview = page.getByRole('region', { name: 'Your stake' })
    const liquidity = page.getByRole('region', { name: 'Get LP tokens' })
    const actions = page.getByRole('region', { name: 'Stake LP, earn ETH' })
    await expect(overview.getByTestId('stake-lp-balance')).toHaveText('0 LP')
    await expect(overview.getByTestId('stake-staked')).toHaveText('0 LP')
    await expect(overview.getByTestId('stake-lock')).toHaveText('Nothing staked')
    await expect(overview.getByTestId('stake-period-length')).toHaveText('3m 00s')
    await expect(overview.getByTestId('stake-limits')).toHaveText('0.1–100 LP')

    // Nothing to claim and nothing to withdraw yet.
    await actions.getByRole('tab', { name: 'Claim' }).click()
    const claimPanel = actions.getByRole('tabpanel', { name: 'Claim' })
    await expect(said(claimPanel, 'You have no rewards to claim yet.')).toBeVisible()
    await expect(claimPanel.getByRole('button', { name: 'Claim rewards' })).toBeDisabled()
    await actions.getByRole('tab', { name: 'Withdraw' }).click()
    const withdrawPanel = actions.getByRole('tabpanel', { name: 'Withdraw' })
    await expect(said(withdrawPanel, 'You have nothing staked.')).toBeVisible()
    await expect(withdrawPanel.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled()

    // 1. Get LP: approve 100 DEMO, then add it with the ETH the router computes.
    const addPanel = liquidity.getByRole('tabpanel', { name: 'Add liquidity' })
    const demoInput = addPanel.getByRole('textbox', { name: 'Amount to add (DEMO)' })
    await demoInput.fill('250')
    await expect(said(addPanel, 'That is more than your balance of 200 DEMO.')).toBeVisible()
    await expect(addPanel.getByRole('button', { name: 'Approve DEMO' })).toHaveCount(0)
    await expect(addPanel.getByRole('button', { name: 'Add liquidity' })).toBeDisabled()
    await demoInput.fill('100')
    const ethQuote = await readUint(router, 'calculateETHForLiquidity', devnet.addresses.chatToken, parseEther('100'))
    await expect(addPanel.getByTestId('stake-add-eth')).toHaveText(`Adds ${shown(ethQuote)} ETH at the pool's price.`)
    await addPanel.getByRole('button', { name: 'Approve DEMO' }).click()
    await expect(app.toast(TEXT.approvedDemo('100'))).toBeVisible()
    const [demoBefore, ethBefore] = await Promise.all([demoOf(), ethOf()])
    await addPanel.getByRole('button', { name: 'Add liquidity' }).click()
    await expect(app.toast(TEXT.added('100', shown(ethQuote)))).toBeVisible()
    const added = await lastReceipt(devnet, wallet)
    const lpMinted = await lpOf()
    expect(lpMinted).toBeGreaterThan(parseEther('0.5'))
    // The pool takes the 100 DEMO and the quoted ETH (less if another test moved the price meanwhile: refunded).
    expect(demoBefore - (await demoOf())).toBeLessThanOrEqual(parseEther('100'))
    expect(demoBefore - (await demoOf())).toBeGreaterThanOrEqual(parseEther('99.5'))
    expect(ethBefore - (await ethOf()) - feeOf(added)).toBeLessThanOrEqual(ethQuote)
    await expect(overview.getByTestId('stake-lp-balance')).toHaveText(`${shown(lpMinted)} LP`)
    await expect(demoInput).toHaveValue('')

    // 2. Deposit: the limits first, then approve and stake 0.5 LP; the stake is locked for one period.
    await actions.getByRole('tab', { name: 'Deposit' }).click()
    const depositPanel = actions.getByRole('tabpanel', { name: 'Deposit' })
    const depositInput = depositPanel.getByRole('textbox', { name: 'Amount to deposit (LP)' })
    const deposit = depositPanel.getByRole('button', { name: 'Deposit', exact: true })
    await depositInput.fill('0.05')
    await expect(said(depositPanel, 'The minimum deposit is 0.1 LP.')).toBeVisible()
    await expect(deposit).toBeDisabled()
    await expect(deposit).toHaveAttribute('title', 'The minimum deposit is 0.1 LP.')
    await depositInput.fill('50')
    await expect(said(depositPanel, `That is more than your balance of ${shown(lpMinted)} LP.`)).toBeVisible()
    await expect(deposit).toBeDisabled()
    await depositInput.fill('0.5')
    await depositPanel.getByRole('button', { name: 'Approve LP' }).click()
    await expect(app.toast(TEXT.approvedLpStaking('0.5'))).toBeVisible()
    await withChainClock(devnet, async () => {
      await deposit.click()
      await expect(app.toast(TEXT.staked('0.5'))).toBeVisible()
      expect(await readUint(staking, 'balanceOf', me)).toBe(parseEther('0.5'))
      expect(await lpOf()).toBe(lpMinted - parseEther('0.5'))
      await expect(overview.getByTestId('stake-staked')).toHaveText('0.5 LP')
      await expect(overview.getByTestId('stake-lp-balance')).toHaveText(`${shown(lpMinted - parseEther('0.5'))} LP`)
      await expect(overview.getByTestId('stake-lock')).toHaveText(/^Locked for [23]m \d\ds$/)
      await actions.getByRole('tab', { name: 'Withdraw' }).click()
      await expect(said(withdrawPanel, /^Your stake is locked for another [23]m \d\ds\.$/)).toBeVisible()
      await withdrawPanel.getByRole('textbox', { name: 'Amount to withdraw (LP)' }).fill('0.5')
      const lockedWithdraw = withdrawPanel.getByRole('button', { name: 'Withdraw', exact: true })
      await expect(lockedWithdraw).toBeDisabled()
      await expect(lockedWithdraw).toHaveAttribute('title', /^Your stake is locked for another [23]m \d\ds\.$/)
    })

    // 3. Swap fees reach the staking contract as plain ETH; then a period passes on the chain's clock. The page
    // follows the chain (issue #39): no reload, the figures change with the blocks.
    const futureShown = overview.getByTestId('stake-rewards-future')
    const feePayer = await devnet.createAccount()
    await (
      await devnet.signer(feePayer).sendTransaction({ to: devnet.addresses.staking, value: parseEther('1') })
    ).wait()
    // Other journeys fund the same contract meanwhile: the page matches the chain once both are read.
    await expect
      .poll(async () => (await futureShown.textContent()) === `${shown(await readUint(staking, 'futureRewards'))} ETH`)
      .toBe(true)
    await withChainClock(devnet, async () => {
      const locked = await readUint(staking, 'getLockedTimeLeft', me)
      if (locked > 0n) await advanceChainTime(devnet, locked + 1n)
    })
    const reward = await readUint(staking, 'previewClaim', me)
    expect(reward).toBeGreaterThan(0n)
    await expect(overview.getByTestId('stake-lock')).toHaveText('Unlocked')
    await expect(overview.getByTestId('stake-claimable')).toHaveText(`${shown(reward)} ETH`)

    // 4. Claim: the share arrives in the wallet, less the gas.
    await actions.getByRole('tab', { name: 'Claim' }).click()
    await expect(claimPanel.getByTestId('stake-claim-amount')).toHaveText(`${shown(reward)} ETH`)
    const ethBeforeClaim = await ethOf()
    await claimPanel.getByRole('button', { name: 'Claim rewards' }).click()
    await expect(app.toast(TEXT.claimed)).toBeVisible()
    const claim = await lastReceipt(devnet, wallet)
    expect(claimedIn(claim)).toBe(reward)
    expect(await ethOf()).toBe(ethBeforeClaim + reward - feeOf(claim))
    await expect(said(claimPanel, 'You have no rewards to claim yet.')).toBeVisible()
    await expect(overview.getByTestId('stake-claimable')).toHaveText('0 ETH')

    // 5. Withdraw: a remainder below the minimum is refused; all of it comes back.
    await actions.getByRole('tab', { name: 'Withdraw' }).click()
    const withdrawInput = withdrawPanel.getByRole('textbox', { name: 'Amount to withdraw (LP)' })
    const withdraw = withdrawPanel.getByRole('button', { name: 'Withdraw', exact: true })
    await withdrawInput.fill('0.45')
    await expect(said(withdrawPanel, 'Leave at least 0.1 LP staked, or withdraw all 0.5 LP.')).toBeVisible()
    await expect(withdraw).toBeDisabled()
    await withdrawInput.fill('0.6')
    await expect(said(withdrawPanel, 'That is more than your stake of 0.5 LP.')).toBeVisible()
    await expect(withdraw).toBeDisabled()
    await withdrawInput.fill('0.5')
    await withdraw.click()
    await expect(app.toast(TEXT.withdrawn('0.5'))).toBeVisible()
    expect(await lpOf()).toBe(lpMinted)
    expect(await readUint(staking, 'balanceOf', me)).toBe(0n)
    await expect(overview.getByTestId('stake-staked')).toHaveText('0 LP')
    await expect(overview.getByTestId('stake-lp-balance')).toHaveText(`${shown(lpMinted)} LP`)

    // 6. Remove liquidity: all the LP (Max), with the payout previewed, back to DEMO and ETH.
    await liquidity.getByRole('tab', { name: 'Remove liquidity' }).click()
    const removePanel = liquidity.getByRole('tabpanel', { name: 'Remove liquidity' })
    await removePanel.getByRole('button', { name: 'Max LP to remove' }).click()
    const lpText = formatUnits(lpMinted, 18)
    await expect(removePanel.getByRole('textbox', { name: 'Amount to remove (LP)' })).toHaveValue(lpText)
    const [demoOut, ethOut] = (await router.getFunction('calculateETHAndTokensToReceive')(
      devnet.addresses.chatToken,
      lpMinted,
    )) as [bigint, bigint]
    await expect(removePanel.getByTestId('stake-remove-preview')).toContainText(
      `You receive about ${shown(demoOut)} DEMO and ${shown(ethOut)} ETH`,
    )
    await removePanel.getByRole('button', { name: 'Approve LP' }).click()
    await expect(app.toast(TEXT.approvedLpRouter(lpText))).toBeVisible()
    const [demoBeforeRemove, ethBeforeRemove] = await Promise.all([demoOf(), ethOf()])
    await removePanel.getByRole('button', { name: 'Remove liquidity' }).click()
    await expect(app.toast(TEXT.removed(lpText))).toBeVisible()
    const removed = await lastReceipt(devnet, wallet)
    expect(await lpOf()).toBe(0n)
    // The payout is the preview unless another test traded meanwhile; never below the 0.5 % slippage minimum.
    const demoBack = (await demoOf()) - demoBeforeRemove
    const ethBack = (await ethOf()) - ethBeforeRemove + feeOf(removed)
    expect(demoBack).toBeGreaterThanOrEqual((demoOut * 995n) / 1000n)
    expect(ethBack).toBeGreaterThanOrEqual((ethOut * 995n) / 1000n)
    await expect(overview.getByTestId('stake-lp-balance')).toHaveText('0 LP')
  })

  test('a rejected signature leaves no spinner and changes nothing', async ({ app, page, devnet, wallet }) => {
    await devnet.giveChatTokens(wallet.address, 50)
    await app.open('/stake')
    await app.connect()
    const addPanel = page
      .getByRole('region', { name: 'Get LP tokens' })
      .getByRole('tabpanel', { name: 'Add liquidity' })
    await addPanel.getByRole('textbox', { name: 'Amount to add (DEMO)' }).fill('10')
    const approve = addPanel.getByRole('button', { name: 'Approve DEMO' })

    const tx = wallet.holdNextTransaction()
    await approve.click()
    await tx.requested
    await expect(app.toast(TEXT.confirmToast)).toBeVisible()
    await expect(approve).toHaveAttribute('aria-busy', 'true')
    tx.reject()

    await expect(app.toast(TEXT.confirmToast)).toHaveCount(0)
    await expect(approve).toBeEnabled()
    await expect(approve).not.toHaveAttribute('aria-busy')
    await expect(page.getByTestId('spinner')).toHaveCount(0)
    await expect(app.toast(TEXT.waitingToast)).toHaveCount(0)
    await expect(app.toast(TEXT.approvedDemo('10'))).toHaveCount(0)
    const allowance = (await devnet.contracts.chatToken.getFunction('allowance')(
      wallet.address,
      devnet.addresses.swapRouter,
    )) as bigint
    expect(allowance).toBe(0n)
  })

  test('mobile: a typed amount survives opening and closing the ⋮ panel (issue #39)', async ({ app, page }) => {
    test.skip(app.isDesktop, 'the ⋮ panel is mobile only')
    await app.open('/stake')
    await app.connect()
    const input = page
      .getByRole('region', { name: 'Get LP tokens' })
      .getByRole('tabpanel', { name: 'Add liquidity' })
      .getByRole('textbox', { name: 'Amount to add (DEMO)' })
    await input.fill('12.5')
    await app.openRightSidebar()
    await expect(input).toBeHidden()
    await app.closeSidebars()
    await expect(input).toHaveValue('12.5')
  })
})
