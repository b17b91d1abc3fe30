/** Messages between the page (register.ts) and the service worker (sw.ts). */

/** The waiting worker takes over now: sent when the visitor accepts the new-build notice. */
export const SKIP_WAITING = 'SKIP_WAITING'

/**
 * First install only: the page lists the build files and stored items it has already loaded (from the HTTP cache), so
 * the worker caches them and the next visit finds them without the network.
 */
export const CACHE_URLS = 'CACHE_URLS'

/** A message the worker understands. */
export type WorkerMessage = { type: typeof SKIP_WAITING } | { type: typeof CACHE_URLS; urls: string[] }

/** Narrows what arrives on the worker's message event (any page of the origin may post anything). */
export function parseWorkerMessage(data: unknown): WorkerMessage | null {
  if (typeof data !== 'object' || data === null) return null
  const { type, urls } = data as { type?: unknown; urls?: unknown }
  if (type === SKIP_WAITING) return { type }
  if (type === CACHE_URLS && Array.isArray(urls))
    return { type, urls: urls.filter((url): url is string => typeof url === 'string').slice(0, 500) }
  return null
}
