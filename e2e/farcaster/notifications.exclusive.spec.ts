import { randomUUID } from 'node:crypto'
import { signDevnetWebhookEvent } from '../../devnet/farcasterAppKey'
import { expect, test } from './fixtures'

/**
 * Issue #37, Farcaster notifications: the host plays the Farcaster client, which signs each event with the user's
 * app key and POSTs it to the manifest's webhookUrl (the devnet upload endpoint, which trusts the devnet app key).
 * Exclusive: every worker's host signs as the one devnet user, so a parallel run would turn that user's
 * notifications off under this test (its identical signed disable then counts as a replay).
 */
const DETECTION = { timeout: 30_000 }

test('enabling notifications sends a signed event to the webhook; forged and replayed events are refused', async ({
  farcasterHost,
}) => {
  const host = await farcasterHost.open()
  await expect.poll(async () => (await host.calls('ready')).length, DETECTION).toBe(1)
  // A fresh token per run: the devnet endpoint remembers every signature it accepted.
  const details = { url: 'https://api.farcaster.example/v1/notify', token: `e2e-${randomUUID()}` }

  const enabled = await host.sendServerEvent({ event: 'notifications_enabled', notificationDetails: details })
  expect({ status: enabled.status, code: enabled.code }).toEqual({ status: 200, code: undefined })
  await expect(host.toast('Notifications on')).toBeVisible()

  // The same bytes again are a replay; another payload under that signature, or another key's, is forged.
  expect(await host.postToWebhook(enabled.signed)).toEqual({ status: 409, code: 'replayed_event' })
  const other = signDevnetWebhookEvent({
    event: 'notifications_enabled',
    notificationDetails: { ...details, url: 'https://evil.example/collect' },
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
