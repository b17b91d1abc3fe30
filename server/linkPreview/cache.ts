import type { FetchErrorCode } from './errors'
import type { LinkPreview } from '../../protocol/linkPreview'

/** A fetch's outcome as cached: the preview, or the refusal it ended with. */
export type PreviewOutcome = { ok: true; preview: LinkPreview } | { ok: false; code: FetchErrorCode; message: string }

/**
 * Remembers outcomes per link (the key is derived from the normalised URL) until they expire. Methods may reject
 * when a shared store cannot be reached; the route then fails closed (503 `limits_unavailable`).
 */
export interface PreviewCache {
  /** The outcome stored under `key` that has not expired at `now` (ms), else null. */
  get(key: string, now: number): Promise<PreviewOutcome | null>
  /** Stores `outcome` under `key` from `now` for `ttlMs`. */
  put(key: string, outcome: PreviewOutcome, now: number, ttlMs: number): Promise<void>
}

/**
 * An in-process cache of at most `maxEntries` outcomes: the least recently used goes first when it is full, an
 * expired one when it is read.
 */
export function createMemoryPreviewCache(maxEntries = 5_000): PreviewCache {
  const entries = new Map<string, { outcome: PreviewOutcome; expiresAt: number }>()
  return {
    async get(key, now) {
      const entry = entries.get(key)
      if (!entry) return null
      entries.delete(key)
      if (entry.expiresAt <= now) return null
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
      entries.set(key, entry)
      return entry.outcome
    },
    async put(key, outcome, now, ttlMs) {
      entries.delete(key)
      entries.set(key, { outcome, expiresAt: now + ttlMs })
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break
        entries.delete(oldest)
      }
    },
  }
}

/** A string store with expiry, such as the upload endpoint's guards (Redis with REDIS_URL). */
export interface ExpiringValues {
  putValue(key: string, value: string, now: number, expiresAt: number): Promise<void>
  getValue(key: string, now: number): Promise<string | null>
}

const isOutcome = (value: unknown): value is PreviewOutcome =>
  typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean'

/**
 * The cache in a shared string store (Redis through the upload guards: every instance sees every outcome, and the
 * store expires them), as JSON under `preview:<key>`. A value that does not parse counts as a miss.
 */
export function createSharedPreviewCache(store: ExpiringValues): PreviewCache {
  return {
    async get(key, now) {
      const raw = await store.getValue(`preview:${key}`, now)
      if (raw === null) return null
      try {
        const value: unknown = JSON.parse(raw)
        return isOutcome(value) ? value : null
      } catch {
        return null
      }
    },
    put: (key, outcome, now, ttlMs) => store.putValue(`preview:${key}`, JSON.stringify(outcome), now, now + ttlMs),
  }
}
