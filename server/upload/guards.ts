import { ExpiringValues } from './expiringValues'
import { RateLimiter, ReplayGuard } from './limits'

/** A hits-per-window limit. */
export interface RateLimit {
  limit: number
  windowMs: number
}

/** One rate-limit decision: allowed, or refused with the wait until a hit would be allowed (ms). */
export type LimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number }

/**
 * The endpoint's shared state: per-IP and per-address rate limits and the used-signature (replay) guard. In memory
 * for one process (createMemoryGuards), in Redis for several (redisGuards.ts). Every method may reject with
 * GuardsUnavailable when the store cannot be reached; the endpoint then fails closed (503 `limits_unavailable`).
 */
export interface UploadGuards {
  /** Counts one request from a client IP at `now` (ms). */
  hitIp(ip: string, now: number): Promise<LimitDecision>
  /** Counts one upload by a signing address (lower-case) at `now` (ms). */
  hitAddress(address: string, now: number): Promise<LimitDecision>
  /** Counts one link-preview request (GET /link-preview, issue #38) from a client IP at `now` (ms). */
  hitPreview(ip: string, now: number): Promise<LimitDecision>
  /** True the first time a signature is presented; false for a replay. Remembered until `expiresAt` (ms). */
  claim(signature: string, now: number, expiresAt: number): Promise<boolean>
  /** Forgets a claimed signature (the upload failed on our side; the user may retry with the same signature). */
  release(signature: string): Promise<void>
  /** Keeps `value` under `key` until `expiresAt` (ms): sign-in nonces and upload sessions (shared in Redis). */
  putValue(key: string, value: string, now: number, expiresAt: number): Promise<void>
  /** The value under `key` while it has not expired, else null. */
  getValue(key: string, now: number): Promise<string | null>
  /** The value under `key`, removed at once (a nonce is used once), else null. */
  takeValue(key: string, now: number): Promise<string | null>
  /** Releases connections (no-op in memory). */
  close(): Promise<void>
}

/** The store behind the guards cannot be reached (Redis down or slow). */
export class GuardsUnavailable extends Error {
  constructor(cause: unknown) {
    super(`Limit store unavailable: ${cause instanceof Error ? cause.message : String(cause)}`)
  }
}

/** The guards of a single process: sliding windows and a replay map in memory, on the endpoint's clock. */
export function createMemoryGuards(addressLimit: RateLimit, ipLimit: RateLimit, previewLimit: RateLimit): UploadGuards {
  const byAddress = new RateLimiter(addressLimit.limit, addressLimit.windowMs)
  const byIp = new RateLimiter(ipLimit.limit, ipLimit.windowMs)
  const previewsByIp = new RateLimiter(previewLimit.limit, previewLimit.windowMs)
  const replays = new ReplayGuard()
  // Read on every signed request (sessions): a read checks its own key, expired ones are swept on writes.
  const values = new ExpiringValues()
  return {
    putValue: async (key, value, now, expiresAt) => values.set(key, value, now, expiresAt),
    getValue: async (key, now) => values.get(key, now),
    takeValue: async (key, now) => {
      const value = values.get(key, now)
      values.delete(key)
      return value
    },
    hitIp: async (ip, now) => byIp.hit(ip, now),
    hitAddress: async (address, now) => byAddress.hit(address, now),
    hitPreview: async (ip, now) => previewsByIp.hit(ip, now),
    claim: async (signature, now, expiresAt) => replays.claim(signature, now, expiresAt),
    release: async (signature) => replays.release(signature),
    close: async () => {},
  }
}
