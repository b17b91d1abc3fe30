import { createJsonFarcasterSignature } from '@farcaster/miniapp-node'
import { generateKeyPairSync } from 'node:crypto'
import type { LocalAppKey } from '../webhook'

/** A Farcaster user's app key for tests: the private key signs events, `registered` goes into a local key registry. */
export interface TestAppKey {
  fid: number
  privateKey: Uint8Array
  registered: LocalAppKey
}

/** A fresh ed25519 app key of `fid`, authorised for the client `appFid`. */
export function testAppKey(fid: number, appFid = 9152): TestAppKey {
  // An Ed25519 JWK's `d` is the 32-byte seed the package signs with, `x` the public key.
  const jwk = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' })
  const privateKey = new Uint8Array(Buffer.from(jwk.d ?? '', 'base64url'))
  const appKey = `0x${Buffer.from(jwk.x ?? '', 'base64url').toString('hex')}`
  return { fid, privateKey, registered: { fid, appKey, appFid } }
}

/**
 * `event` signed as the client would send it to the webhook: a JSON Farcaster Signature `{ header, payload, signature }`.
 * A string is signed as the payload's raw text (to sign something that is not JSON).
 */
export function signedEvent(key: TestAppKey, event: Record<string, unknown> | string) {
  return createJsonFarcasterSignature({
    fid: key.fid,
    type: 'app_key',
    privateKey: key.privateKey,
    payload: new Uint8Array(Buffer.from(typeof event === 'string' ? event : JSON.stringify(event))),
  })
}

/** A `notifications_enabled` event body for `token` at the client endpoint `url`. */
export const enabledEvent = (token: string, url: string) => ({
  event: 'notifications_enabled',
  notificationDetails: { token, url },
})
