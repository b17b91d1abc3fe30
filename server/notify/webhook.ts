import { createHash } from 'node:crypto'
import {
  InvalidEventDataError,
  InvalidJfsAppKeyError,
  InvalidJfsDataError,
  VerifyAppKeyError,
  parseWebhookEvent,
} from '@farcaster/miniapp-node'
import type { ParseWebhookEventResult, VerifyAppKey } from '@farcaster/miniapp-node'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { FARCASTER_LINK_PATH, FARCASTER_WEBHOOK_PATH } from '../../protocol/notify'
import type { NotifyStore } from './store'
import { StoreUnavailable } from './store'

export type { VerifyAppKey }

/** Where the host posts its events (the manifest's `webhookUrl` is this path under the endpoint's public URL). */
export const WEBHOOK_PATH = FARCASTER_WEBHOOK_PATH
/** Where the site links the signed-in Farcaster user to their wallet address (Quick Auth token as Bearer). */
export const LINK_PATH = FARCASTER_LINK_PATH
/** How many sender rounds have finished (devnet and tests: a test waits for a round instead of sleeping). */
export const SENDER_STATUS_PATH = '/farcaster/sender'

/** Largest webhook body (bytes): a JSON Farcaster Signature over one small event. */
const MAX_EVENT_BYTES = 8 * 1024
/**
 * How long a used signature is remembered (ms). Events carry no timestamp, so a signature must stay spent for as long
 * as its event could matter; after 400 days a replayed `notifications_enabled` could only restore a long-dead token,
 * which the client then reports invalid and the sender drops.
 */
const USED_SIGNATURE_TTL_MS = 400 * 24 * 60 * 60 * 1000

export type WebhookErrorCode =
  | 'malformed_event'
  | 'unsigned_event'
  | 'bad_signature'
  | 'unknown_app_key'
  | 'replayed_event'
  | 'bad_session'
  | 'verification_unavailable'
  | 'store_unavailable'

const STATUS: Record<WebhookErrorCode, number> = {
  malformed_event: 400,
  unsigned_event: 401,
  bad_signature: 401,
  unknown_app_key: 403,
  replayed_event: 409,
  bad_session: 401,
  verification_unavailable: 503,
  store_unavailable: 503,
}

class WebhookRefusal extends Error {
  constructor(
    readonly code: WebhookErrorCode,
    message: string,
  ) {
    super(message)
  }
}

/** One registered app key: the user `fid` authorised `appKey` (hex ed25519 public key) for the client `appFid`. */
export interface LocalAppKey {
  fid: number
  appKey: string
  appFid: number
}

/**
 * A VerifyAppKey over a fixed allow-list (devnet and tests: the e2e Farcaster host registers the keys it signs with),
 * instead of asking a hub which keys each fid has added on chain. Keys compare case-insensitively.
 */
export function createLocalKeyRegistry(keys: readonly LocalAppKey[]): VerifyAppKey {
  return async (fid, appKey) => {
    const found = keys.find((entry) => entry.fid === fid && entry.appKey.toLowerCase() === appKey.toLowerCase())
    return found ? { valid: true, appFid: found.appFid } : { valid: false }
  }
}

/** Parses FARCASTER_APP_KEYS: comma-separated `fid:0xappKey:appFid` entries. */
export function parseLocalAppKeys(raw: string): LocalAppKey[] {
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^(\d{1,12}):(0x[0-9a-fA-F]{64}):(\d{1,12})$/.exec(entry)
      if (!match) throw new Error(`FARCASTER_APP_KEYS: "${entry}" is not fid:0x<64 hex digits>:appFid`)
      return { fid: Number(match[1]), appKey: match[2] as string, appFid: Number(match[3]) }
    })
}

/** Checks a Quick Auth token for the link route; the upload endpoint passes its own checker (quickAuth.ts). */
export type LinkVerifier = (request: FastifyRequest, token: string) => Promise<{ fid: number; address: string }>

export interface NotifyRoutesOptions {
  store: NotifyStore
  /** Whether (fid, app key) is a key the user authorised: a hub in production, a local registry on the devnet. */
  verifyAppKey: VerifyAppKey
  /** Link fids to addresses from Quick Auth tokens (POST /farcaster/link); the route answers 404 without it. */
  verifyLink?: LinkVerifier
  /**
   * The sender's finished rounds (SenderLoop.rounds; 0 before it starts), served at GET /farcaster/sender; the route
   * is not served without it. The devnet serves it so tests can wait for a round; production has no use for it.
   */
  senderRounds?: () => number
  /** Clock (ms). */
  now?: () => number
  log?: (line: string) => void
}

function bodyJson(body: unknown): unknown {
  if (Buffer.isBuffer(body) || typeof body === 'string') {
    const text = body.toString()
    if (text.length > MAX_EVENT_BYTES) throw new WebhookRefusal('malformed_event', 'The event is too large.')
    try {
      return JSON.parse(text) as unknown
    } catch {
      throw new WebhookRefusal('malformed_event', 'The event is not JSON.')
    }
  }
  return body
}

/** The host's event, checked with parseWebhookEvent; every failure is mapped to a refusal. */
async function verifiedEvent(body: unknown, verifyAppKey: VerifyAppKey): Promise<ParseWebhookEventResult> {
  const json = bodyJson(body)
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new WebhookRefusal('malformed_event', 'The event must be a JSON Farcaster Signature object.')
  }
  if (typeof (json as { signature?: unknown }).signature !== 'string') {
    throw new WebhookRefusal('unsigned_event', 'The event carries no signature.')
  }
  try {
    return await parseWebhookEvent(json, verifyAppKey)
  } catch (error) {
    if (error instanceof InvalidJfsAppKeyError) {
      throw new WebhookRefusal('unknown_app_key', 'The signing key is not an app key of this Farcaster account.')
    }
    if (error instanceof VerifyAppKeyError) {
      throw new WebhookRefusal('verification_unavailable', 'The app key cannot be checked right now.')
    }
    if (error instanceof InvalidJfsDataError && /signature/i.test(error.message)) {
      throw new WebhookRefusal('bad_signature', 'The signature does not match the event.')
    }
    if (error instanceof InvalidJfsDataError || error instanceof InvalidEventDataError) {
      throw new WebhookRefusal('malformed_event', `The event is malformed: ${error.message}.`)
    }
    throw error
  }
}

/**
 * Registers the Farcaster notification routes (issue #37) on `app` (the upload endpoint's app, so one process and one
 * Redis serve both):
 * - `POST /farcaster/webhook`: a JSON Farcaster Signature `{ header, payload, signature }` from the user's Farcaster
 *   client, checked with `@farcaster/miniapp-node`'s parseWebhookEvent (ed25519 signature, then `verifyAppKey`).
 *   `miniapp_added` with notification details and `notifications_enabled` store the fid's token and URL;
 *   `miniapp_removed` and `notifications_disabled` delete them. `200 { ok: true, event }`. Each signature is accepted
 *   once (an event without details: once per token enabled before it, since a repeated disable is signed identically).
 *   Refusals `{ error: { code, message } }`, nothing changed: 400 `malformed_event`, 401 `unsigned_event` /
 *   `bad_signature`, 403 `unknown_app_key`, 409 `replayed_event`, 503 `verification_unavailable` /
 *   `store_unavailable` (+ Retry-After; the client retries).
 * - `POST /farcaster/link` with `Authorization: Bearer <Quick Auth token>`: remembers the token's fid → address, so
 *   the sender knows whose inbox to read. `204`; 401 `bad_session`.
 * - `GET /farcaster/sender` (only with `senderRounds`): `200 { rounds }`, the sender rounds finished so far.
 * The body may arrive as a Buffer (the upload app reads raw bytes) or already parsed.
 */
export function registerNotifyRoutes(app: FastifyInstance, options: NotifyRoutesOptions): void {
  const { store, verifyAppKey, verifyLink, senderRounds, now = Date.now, log = () => {} } = options

  function refuse(reply: FastifyReply, error: unknown): FastifyReply {
    const refusal =
      error instanceof WebhookRefusal
        ? error
        : error instanceof StoreUnavailable
          ? new WebhookRefusal('store_unavailable', 'The notification store cannot be reached. Try again shortly.')
          : null
    if (!refusal) throw error
    if (STATUS[refusal.code] === 503) reply.header('retry-after', '5')
    log(`webhook refused: ${refusal.code}`)
    return reply.code(STATUS[refusal.code]).send({ error: { code: refusal.code, message: refusal.message } })
  }

  app.post(WEBHOOK_PATH, { bodyLimit: MAX_EVENT_BYTES }, async (request, reply) => {
    try {
      const { fid, event } = await verifiedEvent(request.body, verifyAppKey)
      const signature = (bodyJson(request.body) as { signature: string }).signature
      // Ed25519 signatures are deterministic: a user who disables notifications twice (enabling in between) sends the
      // very same signed `notifications_disabled`. So an event without notification details is used once per token
      // it follows (the last one enabled); one with details names its own fresh token.
      const hasDetails = 'notificationDetails' in event && event.notificationDetails !== undefined
      const appliesTo = hasDetails ? '' : ((await store.lastTokenOf(fid)) ?? 'none')
      const claimKey = `event:${createHash('sha256').update(`${signature}\n${appliesTo}`).digest('hex')}`
      if (!(await store.claim(claimKey, USED_SIGNATURE_TTL_MS))) {
        throw new WebhookRefusal('replayed_event', 'This event has already been received.')
      }
      try {
        if (event.event === 'notifications_enabled') {
          await store.enable(fid, event.notificationDetails.token, event.notificationDetails.url, now())
        } else if (event.event === 'miniapp_added') {
          if (event.notificationDetails) {
            await store.enable(fid, event.notificationDetails.token, event.notificationDetails.url, now())
          }
        } else {
          await store.disable(fid)
        }
      } catch (error) {
        // Not applied: the client may send the same event again.
        await store.release(claimKey).catch(() => {})
        throw error
      }
      log(`webhook ${event.event} fid ${fid}`)
      return reply.code(200).send({ ok: true, event: event.event })
    } catch (error) {
      return refuse(reply, error)
    }
  })

  if (senderRounds) app.get(SENDER_STATUS_PATH, async () => ({ rounds: senderRounds() }))

  app.post(LINK_PATH, async (request, reply) => {
    if (!verifyLink) return reply.code(404).send({ error: { code: 'not_found', message: 'Not found.' } })
    try {
      const token = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(String(request.headers.authorization ?? '').trim())?.[1]
      if (!token) throw new WebhookRefusal('bad_session', 'Send the Quick Auth token as Authorization: Bearer <jwt>.')
      let identity: { fid: number; address: string }
      try {
        identity = await verifyLink(request, token)
      } catch {
        throw new WebhookRefusal('bad_session', 'The Farcaster sign-in is invalid or expired. Sign in again.')
      }
      await store.link(identity.fid, identity.address)
      log(`linked fid ${identity.fid}`)
      return reply.code(204).send()
    } catch (error) {
      return refuse(reply, error)
    }
  })
}
