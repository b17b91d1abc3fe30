import { randomUUID } from 'node:crypto'
import { expect, test } from '../fixtures'
import { messageWith, nameHolder } from './chatDevnet'
import { deployReferenceChannel, routeChannelAddress } from './referenceChannel'

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`

/** What the composer says where the channel's contract takes no session keys (SessionPanel). */
const NO_SESSIONS = "Each post asks your wallet: this channel's contract has no sessions."

test.describe('a channel contract without sessions (issue #38)', () => {
  test('keeps the wallet prompt per post and says why, while a session-capable channel still offers sessions', async ({
    app,
    page,
    context,
    devnet,
    account,
    wallet,
  }) => {
    // Shill is served by a reference contract in this browser only; the devnet's Shill stays as the others see it.
    const reference = await deployReferenceChannel(devnet)
    const referenceAddress = await reference.getAddress()
    await routeChannelAddress(context, devnet.addresses.chatChannels.shill, referenceAddress)
    const { fullName } = await nameHolder(devnet, account)
    await app.open('/shill')
    await app.connect()

    const composer = page.getByTestId('composer')
    await expect(composer).toContainText('Price: 0.00001 ETH')
    await expect(composer.getByTestId('session-status')).toHaveText(NO_SESSIONS)
    await expect(composer.getByRole('button', { name: 'Skip wallet prompts' })).toHaveCount(0)

    const textbox = composer.getByRole('textbox', { name: 'Your message' })
    const texts = [unique('Reference post one'), unique('Reference post two')]
    for (const [posted, text] of texts.entries()) {
      const sentBefore = wallet.requestsFor('eth_sendTransaction').length
      await textbox.fill(text)
      await composer.getByRole('button', { name: 'Post', exact: true }).click()
      // The optimistic bubble shows the name at once: wait for the chain, then for the bubble to settle.
      await expect
        .poll(() => reference.getFunction('getMainMessageCount')(), { timeout: 60_000 })
        .toBe(BigInt(posted + 1))
      await expect(page.getByTestId('pending-message')).toHaveCount(0, { timeout: 60_000 })
      await expect(messageWith(page, text)).toContainText(fullName)
      // One wallet transaction per post, as before sessions (the targets are checked below).
      expect(wallet.requestsFor('eth_sendTransaction').length - sentBefore).toBe(1)
    }
    const sentTo = wallet
      .requestsFor('eth_sendTransaction')
      .map(({ params }) => String((params as [{ to?: string }])[0]?.to).toLowerCase())
    expect(sentTo).toEqual(texts.map(() => referenceAddress.toLowerCase()))
    // The contract records the caller, so the wallet's account is the author of both.
    const stored = (await reference.getFunction('fetchLastMainMessages')(false, 10)) as { author: string }[]
    expect(stored.map((message) => message.author)).toEqual([account.address, account.address])

    // A channel whose contract takes session keys still offers them.
    await app.open('/')
    await app.waitForConnected()
    await expect(page.getByTestId('composer').getByRole('button', { name: 'Skip wallet prompts' })).toBeVisible()
  })
})
