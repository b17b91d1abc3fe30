import { randomUUID } from 'node:crypto'
import { signDevnetWebhookEvent } from '../../devnet/farcasterAppKey'
import { LINK_PATH } from '../../server/notify/webhook'
import { nameHolder, postAs } from '../chat/chatDevnet'
import { readStack } from '../support/stackEnv'
import { expect, test } from './fixtures'
import { inboxOf, waitForSenderRound } from './notifyDevnet'
import { playQuickAuthServer } from './quickAuthServer'

/**
 * Issue #37, Farcaster notifications: the host plays the Farcaster client, which signs each event with the user's
 * app key and POSTs it to the manifest's webhookUrl (the devnet upload endpoint, which trusts the devnet app key).
 * The host also plays the client's notification endpoint (host/notificationEndpoint.ts): the details it hands out
 * point there, and the devnet's sender (a round every 2 s over the event index) delivers to it.
 * Exclusive: every worker's host signs as the one devnet user, so a parallel run would turn that user's
 * notifications off under this test (its identical signed disable then counts as a replay), or link them to another
 * wallet.
 */
const DETECTION = { timeout: 30_000 }
/**
 * From a post to its notification: mined, indexed, its text fetched by the index's body worker, then the sender's
 * next round. Seconds on an idle machine; generous, since the machine is shared and busy.
 */
const DELIVERY = { timeout: 120_000 }

test('enabling notifications sends a signed event to the webhook; forged and replayed events are refused', async ({
  farcasterHost,
}) => {
  const host = await farcasterHost.open()
  await expect.poll(async () => (await host.calls('ready')).length, DETECTION).toBe(1)
  // A fresh token per run: the devnet endpoint remembers every signature it accepted.
  const enabled = await host.enableNotifications()
  expect({ status: enabled.status, code: enabled.code }).toEqual({ status: 200, code: undefined })
  await expect(host.toast('Notifications on')).toBeVisible()

  // The same bytes again are a replay; another payload under that signature, or another key's, is forged.
  expect(await host.postToWebhook(enabled.signed)).toEqual({ status: 409, code: 'replayed_event' })
  const other = signDevnetWebhookEvent({
    event: 'notifications_enabled',
    notificationDetails: { ...enabled.details, url: 'https://evil.example/collect' },
  })
  expect(await host.postToWebhook({ ...(enabled.signed as object), payload: other.payload })).toEqual({
    status: 401,
    code: 'bad_signature',
  })
  const { signature: _signature, ...unsigned } = other
  expect(await host.postToWebhook(unsigned)).toEqual({ status: 401, code: 'unsigned_event' })
  expect(await host.postToWebhook({ event: 'notifications_enabled' })).toEqual({
    status: 401,
    code: 'unsigned_event',
  })

  const disabled = await host.sendServerEvent({ event: 'notifications_disabled' })
  expect(disabled.status).toBe(200)
  await expect(host.toast('Notifications off')).toBeVisible()
})

test('a reply to the user reaches their Farcaster client as one notification; after they disable, nothing', async ({
  page,
  farcasterHost,
  wallet,
  account,
  devnet,
  baseURL,
}) => {
  test.setTimeout(360_000)
  expect(readStack().proxies['/devnet/index'], 'global setup started no event index (see its log)').toBeTruthy()
  // A holds a name, is the host's user, and signs in with Quick Auth as this wallet (the link names its address).
  await nameHolder(devnet, account)
  await playQuickAuthServer(page, wallet.address)
  const links: number[] = []
  page.on('response', (response) => {
    const request = response.request()
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(LINK_PATH))
      links.push(response.status())
  })
  const host = await farcasterHost.open()
  await host.waitForConnected(DETECTION)
  const endpoint = await host.notifications()

  const enabled = await host.enableNotifications()
  expect(enabled.status).toBe(200)
  await expect(host.toast('Notifications on')).toBeVisible()
  // The app links the host's user to the wallet, so the sender knows whose inbox to read.
  await expect.poll(() => links, DETECTION).toContain(204)

  const word = randomUUID().slice(0, 8)
  const mine = await postAs(devnet, account, `Who knows about ${word}?`)
  const { account: replier, fullName: replierName } = await nameHolder(devnet)
  const replyText = `I do: ${word} is in the docs`
  await postAs(devnet, replier, replyText, mine.index)

  await expect.poll(() => endpoint.received.length, DELIVERY).toBeGreaterThan(0)
  // Once: a whole sender round after the delivery sends nothing more.
  await waitForSenderRound()
  expect(endpoint.received).toHaveLength(1)
  const [reply] = (await inboxOf(account.address)).filter((item) => item.kind === 'reply')
  const [notification] = endpoint.received
  expect(notification?.problems).toEqual([])
  // 'e2e-<10>.demo replied to you' is 34 characters: the name goes without its TLD, the action stays whole.
  const title = `${replierName.slice(0, replierName.indexOf('.'))} replied to you`
  expect(notification?.body).toEqual({
    notificationId: `reply-${reply?.position}`,
    title,
    body: replyText,
    targetUrl: `${new URL(baseURL ?? '').origin}/post?id=${mine.index}&channel=general`,
    tokens: [enabled.details.token],
  })
  expect(title.length).toBeLessThanOrEqual(32)
  expect(`reply-${reply?.position}`.length).toBeLessThanOrEqual(128)

  const disabled = await host.sendServerEvent({ event: 'notifications_disabled' })
  expect(disabled.status).toBe(200)
  await expect(host.toast('Notifications off')).toBeVisible()
  const laterText = `Also: ${word} has a FAQ`
  await postAs(devnet, replier, laterText, mine.index)
  // Nothing for it: wait until the index has the reply with its text (nothing holds it back any more), then for a
  // whole sender round after that.
  await expect
    .poll(async () => (await inboxOf(account.address)).some((item) => item.message?.body === laterText), DELIVERY)
    .toBe(true)
  await waitForSenderRound()
  expect(endpoint.received).toHaveLength(1)
})
