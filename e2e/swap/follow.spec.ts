import type { Page } from '@playwright/test'
import type { Contract } from 'ethers'
import { parseEther } from 'ethers'
import { expect, test } from '../fixtures'
import type { DevnetHelpers, WalletAccount } from '../fixtures'
import { openSwap, pickToken } from './swapHelpers'

/** Sends `demo` DEMO to `to` from a fresh account of its own (a transfer the app had no part in). */
async function sendDemoFromOutside(devnet: DevnetHelpers, to: string, demo: string): Promise<number> {
  const sender = await devnet.createAccount()
  await devnet.giveChatTokens(sender.address, demo)
  const token = devnet.contracts.chatToken.connect(devnet.signer(sender)) as Contract
  const tx = (await token.getFunction('transfer')(to, parseEther(demo))) as { wait(): Promise<{ blockNumber: number }> }
  return (await tx.wait()).blockNumber
}

/** Sends `eth` ETH to `to` from a fresh account; resolves the block it landed in. */
async function sendEthFromOutside(devnet: DevnetHelpers, to: string, eth: string): Promise<number> {
  const sender: WalletAccount = await devnet.createAccount()
  const receipt = await (await devnet.signer(sender).sendTransaction({ to, value: parseEther(eth) })).wait()
  if (!receipt) throw new Error('No receipt for the ETH transfer')
  return receipt.blockNumber
}

/** Makes the page hidden or shown as a switch of tab would (headless Chromium never hides a page by itself). */
async function setPageHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', { value: isHidden ? 'hidden' : 'visible', configurable: true })
    Object.defineProperty(document, 'hidden', { value: isHidden, configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  }, hidden)
}

/** Resolves once the chain has mined `count` blocks after the current one. */
async function waitForBlocks(devnet: DevnetHelpers, count: number): Promise<void> {
  const start = await devnet.provider.getBlockNumber()
  await expect.poll(() => devnet.provider.getBlockNumber(), { timeout: 30_000 }).toBeGreaterThanOrEqual(start + count)
}

test.describe('balances follow the chain on /swap/univ2 (issue #39)', () => {
  test('DEMO and ETH sent from outside show up without a reload, and the refused amount becomes tradable', async ({
    app,
    devnet,
    account,
  }, testInfo) => {
    const s = await openSwap(app)
    await pickToken(app.page, 'From', 'DEMO')
    await pickToken(app.page, 'To', 'ETH')
    await expect(s.balanceIn).toHaveText('0 DEMO')
    await expect(s.balanceOut).toHaveText('100 ETH')
    await s.amount.fill('20')
    await expect(s.problem).toHaveText('That is more than your balance of 0 DEMO.')

    const demoBlock = await sendDemoFromOutside(devnet, account.address, '50')
    await expect(s.balanceIn).toHaveText('50 DEMO')
    const demoShownAt = await devnet.provider.getBlockNumber()
    await expect(s.problem).not.toHaveText('That is more than your balance of 0 DEMO.')
    await expect(s.button('Approve DEMO')).toBeEnabled()

    const ethBlock = await sendEthFromOutside(devnet, account.address, '1.5')
    await expect(s.balanceOut).toHaveText('101.5 ETH')
    const ethShownAt = await devnet.provider.getBlockNumber()
    // The chain also mines a block per second and other workers' transactions: the spread is an upper bound.
    testInfo.annotations.push({
      type: 'follow',
      description: `DEMO shown by block +${demoShownAt - demoBlock}, ETH by block +${ethShownAt - ethBlock}`,
    })
  })

  test('one batched read per block while visible, none while hidden; shown again, it catches up', async ({
    app,
    devnet,
    account,
    rpc,
  }) => {
    const s = await openSwap(app)
    await pickToken(app.page, 'From', 'DEMO')
    await pickToken(app.page, 'To', 'ETH')
    await expect(s.balanceIn).toHaveText('0 DEMO')
    await rpc.waitForQuiet()

    const from = await devnet.provider.getBlockNumber()
    rpc.reset()
    await waitForBlocks(devnet, 4)
    const visible = rpc.snapshot()
    const mined = (await devnet.provider.getBlockNumber()) - from
    expect(visible.ethCalls).toBeGreaterThan(0)
    // A read per new head at most (+1: a read of the block before the window may land in it).
    expect(visible.ethCalls).toBeLessThanOrEqual(mined + 1)

    await setPageHidden(app.page, true)
    await rpc.waitForQuiet()
    rpc.reset()
    await sendDemoFromOutside(devnet, account.address, '7')
    await waitForBlocks(devnet, 3)
    expect(rpc.snapshot().ethCalls).toBe(0)
    await expect(s.balanceIn).toHaveText('0 DEMO')

    await setPageHidden(app.page, false)
    await expect(s.balanceIn).toHaveText('7 DEMO')
  })
})
