import type { AppDriver, InjectedWallet } from '../fixtures'
import type { HeldTransaction } from '../support/wallet/injectedWallet'
import { expect, test } from '../fixtures'
import { messageWith, nameHolder } from '../chat/chatDevnet'
import { TEXT } from '../identity/specTexts'
import { shown, swapScreen, tokenBalance } from '../swap/swapHelpers'
import type { FaultKind, RpcFault } from './faults'
import { breakRpc } from './faults'

/**
 * Issue #35: a transaction is pending until the chain settles it. The site's RPC fails from the moment the wallet
 * returns the hash (the wallet itself sends from Node and is not affected, so the transaction is mined during the
 * outage); the page keeps waiting, says "Checking…", and ends with one success toast and the chain's figures. A
 * mined revert is explained in plain words.
 */
const TX_FAULTS: readonly FaultKind[] = ['http-503', 'rate-limit-32005', 'malformed-json', 'hang']
const CHECKING = /^Checking… The network is not answering right now\./
const SWAPPED = 'You have successfully swapped 0.01 ETH for DEMO!'
const POSTED = 'Your message has been posted!'

/**
 * Keeps `fault` on for `ms` from now, the outage's length (the scenario, not a wait for the app), and until the page
 * has met it at least once; then heals it.
 */
async function outage(fault: RpcFault, ms: number): Promise<void> {
  const endsAt = Date.now() + ms
  await expect.poll(() => fault.hits, { timeout: ms + 20_000 }).toBeGreaterThan(0)
  await new Promise((resolve) => setTimeout(resolve, Math.max(endsAt - Date.now(), 0)))
  await fault.heal()
}

/** Every toast the page showed that is none of `expected` (texts or patterns): a failure toast would be here. */
async function unexpectedToasts(app: AppDriver, expected: readonly (string | RegExp)[]): Promise<string[]> {
  const allowed = [TEXT.confirmToast, TEXT.waitingToast, CHECKING, ...expected]
  const seen = await app.seenToasts()
  return seen.filter(
    (text) => !allowed.some((pattern) => (typeof pattern === 'string' ? text === pattern : pattern.test(text))),
  )
}

/** How many toasts the page showed with exactly `text`. */
const timesShown = async (app: AppDriver, text: string) =>
  (await app.seenToasts()).filter((seen) => seen === text).length

/** Fills `name` in the mint widget and clicks Mint with the wallet held; resolves once the wallet prompt is open. */
async function startMint(app: AppDriver, wallet: InjectedWallet, name: string): Promise<HeldTransaction> {
  const widget = await app.mintWidget()
  await widget.getByRole('textbox', { name: 'Name' }).fill(name)
  const tx = wallet.holdNextTransaction()
  await widget.getByRole('button', { name: TEXT.mintButton }).click()
  await tx.requested
  return tx
}

/** The user's name in the profile card (the chain's answer after the mint). */
async function expectNameShown(app: AppDriver, name: string): Promise<void> {
  // The success toast closes by itself (5 s): on mobile the toasts cover the sidebar toggles meanwhile.
  await expect(app.toasts).toHaveCount(0)
  const card = await app.profileCard()
  await expect(card.getByRole('link', { name: `${name}.demo` })).toBeVisible()
  await app.closeSidebars()
}

test.describe('a transaction waits through an RPC outage (issue #35)', () => {
  test.describe('each fault from the hash', () => {
    // The transaction lifecycle is the same on both layouts; mobile keeps the post and the reload below.
    test.skip(({ isMobile }) => isMobile, 'desktop only: the transaction lifecycle is the same on both layouts')

    for (const kind of TX_FAULTS) {
      test(`${kind} for 2 s from the hash: mint and swap each end with one success toast and the chain's figures`, async ({
        app,
        page,
        wallet,
        devnet,
        account,
      }) => {
        // The mint.
        const name = devnet.uniqueName()
        await app.open('/')
        await app.connect()
        const mint = await startMint(app, wallet, name)
        const mintFault = await breakRpc(page, kind)
        await mint.confirm()
        await mint.broadcast()
        await outage(mintFault, 2000)
        await expect(app.toast(TEXT.mintedToast)).toBeVisible()
        expect(await devnet.holderOf(name)).toBe(wallet.address)
        await expectNameShown(app, name)
        expect(await timesShown(app, TEXT.mintedToast)).toBe(1)
        expect(await unexpectedToasts(app, [TEXT.mintedToast])).toEqual([])

        // The swap, on the same page.
        await page.goto('/swap/univ2')
        await app.waitForConnected()
        const s = swapScreen(page)
        await s.amount.fill('0.01')
        await expect(s.route).toHaveText('ETH → DEMO')
        const swap = wallet.holdNextTransaction()
        await s.button('Swap').click()
        await swap.requested
        const swapFault = await breakRpc(page, kind)
        await swap.confirm()
        await swap.broadcast()
        await outage(swapFault, 2000)
        await expect(app.toast(SWAPPED)).toBeVisible()
        const demo = await tokenBalance(devnet, devnet.addresses.chatToken, account.address)
        expect(demo).toBeGreaterThan(0n)
        await expect(s.balanceOut).toHaveText(shown(demo, 18, 'DEMO'))
        await expect(s.balanceIn).toHaveText(shown(await devnet.provider.getBalance(account.address), 18, 'ETH'))
        expect(await timesShown(app, SWAPPED)).toBe(1)
        expect(await unexpectedToasts(app, [SWAPPED])).toEqual([])
      })
    }
  })

  test('a chat post mined during a 503 outage never shows Not sent, and settles in the feed once', async ({
    app,
    page,
    devnet,
    account,
    wallet,
  }) => {
    await nameHolder(devnet, account)
    await app.open('/')
    await app.connect()
    const text = `Posted through an outage ${devnet.uniqueName()}`
    await page.getByRole('textbox', { name: 'Your message' }).fill(text)
    const tx = wallet.holdNextTransaction()
    await page.getByRole('button', { name: 'Post', exact: true }).click()
    await tx.requested
    const fault = await breakRpc(page, 'http-503')
    const pending = page.getByTestId('pending-message').filter({ hasText: text })
    const healed = outage(fault, 2000)
    await tx.confirm()
    await tx.broadcast()
    // Mined, while the page's reads fail: the post is still on its way, never "Not sent".
    await expect.poll(() => fault.hits).toBeGreaterThan(0)
    await expect(pending).toHaveAttribute('data-stage', 'confirming')
    await expect(pending).not.toContainText('Not sent')
    await healed

    await expect(messageWith(page, text)).toBeVisible({ timeout: 30_000 })
    await expect(pending).toHaveCount(0)
    await expect(app.toast(POSTED)).toBeVisible()
    expect(await timesShown(app, POSTED)).toBe(1)
    expect(await unexpectedToasts(app, [POSTED])).toEqual([])
  })

  test('a 20 s outage with a reload in it: Checking… before and after the reload, then one success toast', async ({
    app,
    page,
    wallet,
    devnet,
  }) => {
    const name = devnet.uniqueName()
    await app.open('/')
    await app.connect()
    const mint = await startMint(app, wallet, name)
    const fault = await breakRpc(page, 'http-503')
    const endsAt = Date.now() + 20_000
    await mint.confirm()
    await mint.broadcast()
    await expect(app.toast(CHECKING)).toBeVisible()

    // The user reloads while the RPC still fails: the stored pending record resumes the wait.
    await page.reload()
    await app.waitForShell()
    await expect(app.toast(CHECKING)).toBeVisible()
    expect(await devnet.holderOf(name)).toBe(wallet.address)
    await outage(fault, Math.max(endsAt - Date.now(), 0))

    await expect(app.toast(TEXT.mintedToast)).toBeVisible()
    await expect(app.toast(CHECKING)).toHaveCount(0)
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('pending-transactions'))).toBeNull()
    await app.waitForConnected()
    await expectNameShown(app, name)
    expect(await timesShown(app, TEXT.mintedToast)).toBe(1)
    expect(await unexpectedToasts(app, [TEXT.mintedToast])).toEqual([])
  })
})
