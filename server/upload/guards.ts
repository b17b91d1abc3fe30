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
  /** True the first time a signature is presented; false for a replay. Remembered until `expiresAt` (ms). */
  claim(signature: string, now: number, expiresAt: number): Promise<boolean>
  /** Forgets a claimed signature (the upload failed on our side; the user may retry with the same signature). */
  release(signature: string): Promise<void>
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
export function createMemoryGuards(addressLimit: RateLimit, ipLimit: RateLimit): UploadGuards {
  const byAddress = new RateLimiter(addressLimit.limit, addressLimit.windowMs)
  const byIp = new RateLimiter(ipLimit.limit, ipLimit.windowMs)
  const replays = new ReplayGuard()
  return {
    hitIp: async (ip, now) => byIp.hit(ip, now),
    hitAddress: async (address, now) => byAddress.hit(address, now),
    claim: async (signature, now, expiresAt) => replays.claim(signature, now, expiresAt),
    release: async (signature) => replays.release(signature),
    close: async () => {},
  }
}
