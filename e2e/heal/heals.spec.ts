import { expect, test } from '../fixtures'
import { nameHolder, postAs } from '../chat/chatDevnet'
import { WALLET_ERRORS } from '../support/wallet/injectedWallet'
import { breakRpc } from './faults'

/**
 * Issue #19: the five failures a user still met with faults injected on the devnet. Each test failed on the main
 * branch before the fix (see the note in each) and passes after it: the site heals by itself, without a click or a
 * reload, and never shows a failed read as a fact.
 */
const UNREACHABLE = 'Cannot reach the chain right now.'
const PRICE_RETRYING = 'Price unavailable, retrying…'

test.describe('heals by itself after an RPC outage', () => {
  // Before: 'Price unavailable right now.' and a disabled 'Balance too low' for a funded wallet until a reload.
  test('the mint widget: an unknown price is never "Balance too low", and the price comes back by itself', async ({
    app,
    page,
    devnet,
  }) => {
    const fault = await breakRpc(page, 'http-503')
    await app.open('/')
    await app.connect()
    const widget = await app.mintWidget()
    await widget.getByRole('textbox', { name: 'Name' }).fill(devnet.uniqueName())
    await expect(widget.getByText(PRICE_RETRYING)).toBeVisible()
    await expect(page.getByText(UNREACHABLE)).toBeVisible()
    await expect(widget.getByRole('button', { name: 'Balance too low' })).toHaveCount(0)

    await fault.heal()
    await expect(widget.getByText(/^Price: /)).toBeVisible()
    await expect(widget.getByRole('button', { name: 'Mint username' })).toBeEnabled()
    await expect(page.getByText(UNREACHABLE)).toHaveCount(0)
  })

  // Before: the feed stayed on 'Could not load the messages.' until 'Try again' was clicked.
  test('the feed loads by itself after an outage at load', async ({ app, page }) => {
    const fault = await breakRpc(page, 'http-503')
    await app.open('/')
    await expect(page.getByText(UNREACHABLE)).toBeVisible()
    await expect(page.getByTestId('chat-message')).toHaveCount(0)

    await fault.heal()
    await expect.poll(() => page.getByTestId('chat-message').count()).toBeGreaterThan(0)
    await expect(page.getByText(UNREACHABLE)).toHaveCount(0)
  })

  // Issue #18: a returning visitor is not left with a spinner or an error while the chain is away.
  test("a returning visitor reads the page last seen during an outage at load, then the chain's", async ({
    app,
    page,
  }) => {
    await app.open('/')
    await expect.poll(() => page.getByTestId('chat-message').count()).toBeGreaterThan(0)
    const fault = await breakRpc(page, 'http-503')
    await page.reload()
    await expect(page.getByText(UNREACHABLE)).toBeVisible()
    const feed = page.getByTestId('chat-feed')
    await expect(feed).toHaveAttribute('data-stale', 'true')
    await expect.poll(() => page.getByTestId('message-text').count()).toBeGreaterThan(0)

    await fault.heal()
    await expect(feed).not.toHaveAttribute('data-stale')
    await expect(page.getByText(UNREACHABLE)).toHaveCount(0)
    await expect(page.getByRole('feed', { name: 'Messages' })).not.toHaveAttribute('aria-busy', 'true')
  })

  // Before: a mid-session outage was silent (nothing said the connection was lost) and the feed went stale.
  test('a mid-session outage is announced, and new messages show once it is over', async ({ app, page, devnet }) => {
    const { account } = await nameHolder(devnet)
    await app.open('/')
    await expect.poll(() => page.getByTestId('chat-message').count()).toBeGreaterThan(0)
    const fault = await breakRpc(page, 'rate-limit-32005')
    // The new message's block makes the feed read its count (issue #41: only such blocks do), which meets the outage.
    const text = `posted during the outage ${Date.now()}`
    await postAs(devnet, account, text)
    await expect(page.getByText(UNREACHABLE)).toBeVisible()

    await fault.heal()
    await expect(page.getByText(UNREACHABLE)).toHaveCount(0)
    // The refetch on recovery reloads the feed, or the count poll offers the new message: either way it shows.
    const message = page.getByTestId('chat-message').filter({ hasText: text })
    const offer = page.getByTestId('new-messages')
    await expect.poll(async () => (await message.isVisible()) || (await offer.isVisible())).toBe(true)
    if (await offer.isVisible()) await offer.click()
    await expect(message).toBeVisible()
  })
})

test.describe('plain words and safe names', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only: the wallet errors and name rules are the same on both layouts')

  // Before: the toast showed the wallet's raw 'Internal JSON-RPC error'.
  test('a wallet error that is not a rejection is told in plain words', async ({ app, devnet, wallet }) => {
    await app.open('/')
    await app.connect()
    const widget = await app.mintWidget()
    await widget.getByRole('textbox', { name: 'Name' }).fill(devnet.uniqueName())
    const mint = widget.getByRole('button', { name: 'Mint username' })
    await expect(mint).toBeEnabled()
    wallet.failNext('eth_sendTransaction', WALLET_ERRORS.internal)
    await mint.click()
    await expect(app.toast('Your wallet or the network ran into a problem of its own. Please try again.')).toBeVisible()
    expect((await app.seenToasts()).join('\n')).not.toContain('Internal JSON-RPC error')
    await expect(mint).toBeEnabled()
  })

  // Before: both names read 'Domain name is valid'.
  const invisibleNames: [string, string][] = [
    ['U+1BCA0 shorthand format letter overlap', 'ali\u{1BCA0}ce'],
    ['U+110BD Kaithi number sign', '\u{110BD}bob'],
  ]
  for (const [label, name] of invisibleNames) {
    test(`a name with ${label} is refused`, async ({ app }) => {
      await app.open('/')
      await app.connect()
      const widget = await app.mintWidget()
      await widget.getByRole('textbox', { name: 'Name' }).fill(name)
      await expect(widget.getByText('This character is not allowed')).toBeVisible()
      await expect(widget.getByText('Domain name is valid')).toHaveCount(0)
      await expect(widget.getByRole('button', { name: /Mint username|Loading data/ })).toBeDisabled()
    })
  }
})
