/** How often, at most, a write sweeps out the entries that expired: once a minute on the endpoint's clock. */
export const SWEEP_INTERVAL_MS = 60_000

/**
 * Values kept until a deadline (ms, on the caller's clock), in memory for one process: sign-in nonces, upload
 * sessions, used signatures. A read looks at its own key only (an expired entry reads as missing and is dropped);
 * a write sweeps every expired entry, at most once per `sweepIntervalMs`, so reads cost O(1), writes O(1) amortised,
 * and the map holds the live entries plus at most one interval's worth of expired ones.
 */
export class ExpiringValues {
  private readonly entries = new Map<string, { value: string; expiresAt: number }>()
  private nextSweepAt = Number.NEGATIVE_INFINITY

  constructor(private readonly sweepIntervalMs = SWEEP_INTERVAL_MS) {}

  /** Entries held, expired ones not yet swept included (for tests and metrics). */
  get size(): number {
    return this.entries.size
  }

  /** Keeps `value` under `key` until `expiresAt`; may first sweep out what has expired by `now`. */
  set(key: string, value: string, now: number, expiresAt: number): void {
    this.sweep(now)
    this.entries.set(key, { value, expiresAt })
  }

  /** The value under `key` while `now` is before its deadline, else null. */
  get(key: string, now: number): string | null {
    const entry = this.entries.get(key)
    if (!entry) return null
    if (entry.expiresAt > now) return entry.value
    this.entries.delete(key)
    return null
  }

  /** Removes `key` whether or not it has expired. */
  delete(key: string): void {
    this.entries.delete(key)
  }

  private sweep(now: number): void {
    if (now < this.nextSweepAt) return
    this.nextSweepAt = now + this.sweepIntervalMs
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key)
  }
}
