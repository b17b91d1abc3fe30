/** A cached value with the time (ms since epoch) it was stored (spec §3 Local cache records). */
export interface Stamped {
  storedAt: number
}

/** True while a record is usable: an expiry of 0 means it never expires (spec §9). */
export function isFresh(record: Stamped | undefined, expiryMs: number, now: number): record is Stamped {
  if (!record) return false
  if (expiryMs === 0) return true
  return now - record.storedAt < expiryMs && record.storedAt <= now
}
