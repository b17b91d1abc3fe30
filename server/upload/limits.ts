import { ExpiringValues } from './expiringValues'

/**
 * A sliding-window rate limiter: at most `limit` hits per key within `windowMs`. Keys are addresses or client IPs.
 * In memory, so limits are per process: the endpoint uses it when no REDIS_URL is set (see guards.ts); it takes the
 * clock as an argument, so tests can move time.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  /**
   * Records a hit for `key` at `now` and tells whether it is allowed; when not, how long until it would be (ms).
   * A refused hit is not recorded, so waiting always helps.
   */
  hit(key: string, now: number): { allowed: true } | { allowed: false; retryAfterMs: number } {
    const recent = (this.hits.get(key) ?? []).filter((time) => now - time < this.windowMs)
    if (recent.length >= this.limit) {
      this.hits.set(key, recent)
      return { allowed: false, retryAfterMs: this.windowMs - (now - (recent[0] ?? now)) }
    }
    recent.push(now)
    this.hits.set(key, recent)
    if (this.hits.size > this.maxKeys) this.prune(now)
    return { allowed: true }
  }

  private prune(now: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((time) => now - time >= this.windowMs)) this.hits.delete(key)
    }
  }
}

/**
 * Remembers signatures already used until they would be stale anyway, so each signed request is accepted once.
 * In memory (one process); redisGuards.ts shares the same guard between instances.
 */
export class ReplayGuard {
  private readonly seen = new ExpiringValues()

  /**
   * True the first time `signature` is presented; false for a replay. It is remembered until `expiresAt` (ms), the
   * moment its timestamp turns stale and the freshness check refuses it anyway.
   */
  claim(signature: string, now: number, expiresAt: number): boolean {
    const key = signature.toLowerCase()
    if (this.seen.get(key, now) !== null) return false
    this.seen.set(key, '', now, expiresAt)
    return true
  }

  /** Forgets a claimed signature (the upload failed on our side, so the user may retry with the same one). */
  release(signature: string): void {
    this.seen.delete(signature.toLowerCase())
  }
}
