/**
 * The wait an HTTP `Retry-After` header asks for (ms): delta-seconds or an HTTP date (RFC 9110 §10.2.3), clamped to
 * 0..`maxMs`; `fallbackMs` when the header is missing or unreadable. `now` (ms) is the clock a date is read against.
 */
export function retryAfterMs(
  header: string | null,
  { maxMs, fallbackMs, now = Date.now() }: { maxMs: number; fallbackMs: number; now?: number },
): number {
  const value = header?.trim() ?? ''
  let ms = Number.NaN
  if (/^\d+$/.test(value)) ms = Number(value) * 1000
  else if (value) ms = Date.parse(value) - now
  if (!Number.isFinite(ms)) ms = fallbackMs
  return Math.min(Math.max(ms, 0), maxMs)
}
