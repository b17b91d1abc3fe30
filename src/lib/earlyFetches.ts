import { withinMs } from './withinMs'

/**
 * Downloads index.html's script started for the landing channel's newest messages before the app's code arrived
 * (scripts/earlyReads.ts, issue #18): their bodies, keyed `${method} ${url}`. Each answers one request: the first
 * caller for that method and URL takes it. (Their authors' pictures are plain image loads, `window.__earlyPictures`,
 * which the browser hands to the app's own load of the same URL: issue #41.)
 */
export type EarlyFetchMethod = 'GET'

declare global {
  interface Window {
    /** The answers, or null for a request that failed (the caller then sends its own). */
    __earlyFetches?: Record<string, Promise<Response | null>>
  }
}

/** The early download of `url`, taken off the page, or null when there is none (then fetch it as usual). */
export function takeEarlyFetch(method: EarlyFetchMethod, url: string): Promise<Response | null> | null {
  if (typeof window === 'undefined') return null
  const fetches = window.__earlyFetches
  const key = `${method} ${url}`
  const pending = fetches?.[key]
  if (!fetches || !pending) return null
  delete fetches[key]
  return pending
}

/**
 * The early download of `url` if it answers within `timeoutMs` (null: none, failed, or too slow; the caller then
 * fetches it itself within its own timeout).
 */
export function earlyResponse(method: EarlyFetchMethod, url: string, timeoutMs: number): Promise<Response | null> {
  const pending = takeEarlyFetch(method, url)
  return pending ? withinMs(pending, timeoutMs) : Promise.resolve(null)
}
