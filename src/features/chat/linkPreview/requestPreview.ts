import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import type { LinkPreview } from '../../../../protocol/linkPreview'
import { LINK_PREVIEW_PATH } from '../../../../protocol/linkPreview'
import { retryAfterMs } from '../../../lib/retryAfter'

/** One try's time limit (ms): the endpoint's own fetch has 5 s (server/linkPreview), plus the way there and back. */
export const PREVIEW_TRY_TIMEOUT_MS = 8_000

/** Waits before the second and third try after a 5xx or a network failure (ms); a 4xx is never tried again. */
export const PREVIEW_RETRY_DELAYS_MS: readonly number[] = [1_000, 4_000]

/** The longest wait a 5xx's Retry-After may ask for before the next try (ms). */
const MAX_RETRY_AFTER_MS = 10_000

export interface RequestPreviewOptions {
  /** Aborts the tries and the waits between them (RTK Query's signal). */
  signal?: AbortSignal
  /** Default: the global fetch. */
  fetchFn?: typeof fetch
  /** Waits between tries; default PREVIEW_RETRY_DELAYS_MS (its length is the number of retries). */
  retryDelaysMs?: readonly number[]
  timeoutMs?: number
}

/**
 * What RTK Query caches: the preview, null for "no preview" (a 4xx), or an error (a 429, or the last try's failure),
 * which a later subscriber asks again for.
 */
export type PreviewResult = { data: LinkPreview | null } | { error: FetchBaseQueryError }

/** `GET {uploadUrl}/link-preview?url=<link>`: the endpoint's URL for `link`, `uploadUrl` absolute or page-relative. */
export const linkPreviewUrl = (uploadUrl: string, link: string): string =>
  `${uploadUrl.replace(/\/+$/, '')}${LINK_PREVIEW_PATH}?url=${encodeURIComponent(link)}`

/** A text field of the answer: a non-empty string, else null. */
const textField = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null)

/** The image only as an absolute https URL (what the endpoint promises); anything else is dropped. */
function imageField(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** A 200 body as a LinkPreview, checked field by field (wrong types become null); null when it is not an object. */
export function decodeLinkPreview(json: unknown): LinkPreview | null {
  if (typeof json !== 'object' || json === null) return null
  const body = json as Record<string, unknown>
  return {
    url: typeof body.url === 'string' ? body.url : '',
    title: textField(body.title),
    description: textField(body.description),
    siteName: textField(body.siteName),
    // Absent from previews an endpoint cached before it read oEmbed: null, like any missing field.
    author: textField(body.author),
    image: imageField(body.image),
  }
}

/** Resolves after `ms`, or rejects at once when `signal` aborts. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

type TryOutcome = { done: PreviewResult } | { retryAfterMs: number; error: FetchBaseQueryError }

/** One GET with its own time limit, tied to the caller's signal. */
async function tryOnce(url: string, options: RequestPreviewOptions): Promise<TryOutcome> {
  const { signal, fetchFn = fetch, timeoutMs = PREVIEW_TRY_TIMEOUT_MS } = options
  const controller = new AbortController()
  const onAbort = () => controller.abort(signal?.reason)
  signal?.addEventListener('abort', onAbort, { once: true })
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    // No cookies: the endpoint needs none, and the link it is asked about is nobody's business but the reader's.
    const response = await fetchFn(url, { signal: controller.signal, credentials: 'omit' })
    if (response.ok) return { done: { data: decodeLinkPreview(await response.json()) } }
    // The reader asked too fast: no card now, and an error rather than "no preview", so RTK Query does not keep it
    // (for 6 h) and a later sight of the message asks again. Not retried here: that would only add to the rate.
    if (response.status === 429) return { done: { error: { status: 429, data: null } } }
    // Any other 4xx (bad or blocked link, not a page) means no preview: show nothing, ask no more.
    if (response.status < 500) return { done: { data: null } }
    const wait = retryAfterMs(response.headers.get('retry-after'), { maxMs: MAX_RETRY_AFTER_MS, fallbackMs: 0 })
    return { retryAfterMs: wait, error: { status: response.status, data: null } }
  } catch (error) {
    if (signal?.aborted) throw error
    const message = controller.signal.aborted ? 'The link preview timed out.' : 'The link preview failed.'
    return { retryAfterMs: 0, error: { status: 'FETCH_ERROR', error: message } }
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}

/**
 * Asks the upload endpoint for `link`'s preview (issue #38; protocol/linkPreview.ts). A 200 gives the preview (its
 * fields checked), a 4xx gives null at once (no preview, never retried) except a 429, which gives its error at once
 * (not retried, not kept as "no preview"), a 5xx, network failure or time-out is tried
 * again after each of `retryDelaysMs` (or the answer's Retry-After, up to 10 s, when longer) and then gives the last
 * error. Never rejects, except when `signal` aborts.
 */
export async function requestLinkPreview(
  endpointUrl: string,
  options: RequestPreviewOptions = {},
): Promise<PreviewResult> {
  const delays = options.retryDelaysMs ?? PREVIEW_RETRY_DELAYS_MS
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await tryOnce(endpointUrl, options)
    if ('done' in outcome) return outcome.done
    const delay = delays[attempt]
    if (delay === undefined) return { error: outcome.error }
    await wait(Math.max(delay, outcome.retryAfterMs), options.signal)
  }
}
