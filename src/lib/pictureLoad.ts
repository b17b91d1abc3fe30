import { IMAGE_CHECK_TIMEOUT_MS } from '../config/constants'

/** Spec §5 Profile image check: success is an HTTP status from 200 up to 399. */
export const isSuccessStatus = (status: number): boolean => status >= 200 && status <= 399

/**
 * The HTTP status the page's last load of `url` ended with, from resource timing (`responseStatus`), or 0 when the
 * browser does not tell: no entry (a full timing buffer, an answer from the memory cache), a browser without the
 * field, or a cross-origin answer it hides. A followed redirect reports the final answer's status.
 */
export function responseStatusOf(url: string): number {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByName !== 'function') return 0
  const entries = performance.getEntriesByName(url, 'resource')
  const last = entries[entries.length - 1] as (PerformanceEntry & { responseStatus?: unknown }) | undefined
  return typeof last?.responseStatus === 'number' ? last.responseStatus : 0
}

/**
 * Whether a picture that fired `load` really passed the spec §5 rule: a status outside 200–399 that still carried
 * a decodable image (a host's "not found" picture) is a failure; an unknown status (0) is not held against it, since
 * the image did decode (issue #41: the GET is the check, no HEAD before it).
 */
export const loadedWithSuccess = (url: string): boolean => {
  const status = responseStatusOf(url)
  return status === 0 || isSuccessStatus(status)
}

/** Pictures that loaded, held so the browser keeps them in its memory cache until the avatars show them. */
const loaded = new Map<string, HTMLImageElement>()
/** Bound on `loaded` (avatars are small; a long feed has many authors): past it the oldest is let go. */
const MAX_HELD = 300

function hold(url: string, image: HTMLImageElement): void {
  loaded.delete(url)
  loaded.set(url, image)
  if (loaded.size > MAX_HELD) loaded.delete(loaded.keys().next().value as string)
}

/**
 * Loads one picture URL with a GET of its own (an `Image`, the very request the avatar's `<img>` then takes from the
 * memory cache: one request per picture, issue #41). Resolves true once it decoded with a 200–399 status (spec §5),
 * false on an error event (network failure, non-image content, a status the browser refuses), a status outside
 * 200–399, or no load within `timeoutMs` (spec §9: 5000 ms), in which case the download is dropped. Never rejects;
 * false outside a browser.
 */
export function loadPicture(url: string, timeoutMs = IMAGE_CHECK_TIMEOUT_MS): Promise<boolean> {
  if (typeof Image === 'undefined') return Promise.resolve(false)
  return new Promise((resolve) => {
    const image = new Image()
    const settle = (ok: boolean) => {
      clearTimeout(timer)
      image.onload = null
      image.onerror = null
      if (ok) hold(url, image)
      // A slow picture stops downloading, so a next candidate does not share the link with it.
      else image.removeAttribute('src')
      resolve(ok)
    }
    const timer = setTimeout(() => settle(false), timeoutMs)
    image.onload = () => settle(loadedWithSuccess(url))
    image.onerror = () => settle(false)
    image.decoding = 'async'
    image.src = url
  })
}

/** Loads one URL within a timeout, resolving whether it is a usable picture (loadPicture's contract). */
export type PictureLoader = (url: string, timeoutMs: number) => Promise<boolean>

/**
 * The first of `candidates` that loads as a picture (spec §4 Profile image: ipfs on three gateways in order, ar on
 * the configured gateway), tried one after the other so a working first candidate costs exactly one request; null
 * when none does (the caller shows its placeholder). Never rejects.
 */
export async function firstLoadingPicture(
  candidates: readonly string[],
  timeoutMs = IMAGE_CHECK_TIMEOUT_MS,
  load: PictureLoader = loadPicture,
): Promise<string | null> {
  for (const url of candidates) {
    if (await load(url, timeoutMs).catch(() => false)) return url
  }
  return null
}
