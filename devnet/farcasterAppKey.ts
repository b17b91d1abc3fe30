import type { EncodedJsonFarcasterSignatureSchema } from '@farcaster/miniapp-node'
import { createJsonFarcasterSignature } from '@farcaster/miniapp-node'
import type { LocalAppKey } from '../server/notify/webhook'

/**
 * The devnet's Farcaster app key (issue #37): on the devnet there is no hub that knows which keys a test user added,
 * so the devnet upload endpoint's webhook trusts this one key (a local key registry) for the test user, and the e2e
 * Farcaster host signs its webhook events with it, as a Farcaster client signs with the app key the user authorised.
 * Committed on purpose, like anvil's accounts: a devnet endpoint only. Never trust it elsewhere.
 */
const DEVNET_APP_KEY_SEED = 'c5861009b0ba3152a7ba7c8fc5f81d40fc05a247c0dc771538c66142881557b7'

/** The test user's fid (the one the devnet Quick Auth tokens of the e2e tests name). */
export const DEVNET_FARCASTER_FID = 4242

/** The registry entry: fid, the key's public half (hex), and the fid of the client app it was authorised for. */
export const DEVNET_APP_KEY: LocalAppKey = {
  fid: DEVNET_FARCASTER_FID,
  appKey: '0x3c42752fd07c361f39c54c04c1da589443b40704fede88813de7e0ee637d2203',
  appFid: 9152,
}

/** `event` (a webhook event's JSON) signed with the devnet app key: the body a client POSTs to the webhook. */
export function signDevnetWebhookEvent(event: Record<string, unknown>): EncodedJsonFarcasterSignatureSchema {
  return createJsonFarcasterSignature({
    fid: DEVNET_FARCASTER_FID,
    type: 'app_key',
    privateKey: new Uint8Array(Buffer.from(DEVNET_APP_KEY_SEED, 'hex')),
    payload: new Uint8Array(Buffer.from(JSON.stringify(event))),
  })
}
