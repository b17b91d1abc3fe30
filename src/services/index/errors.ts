/**
 * Errors of the event index, as the app shows them. `unavailable` covers every way the index cannot answer (not
 * configured, unreachable, timed out, 5xx, an answer that is not the API's): the features that need it say so and
 * offer a retry, and everything else keeps working from the chain (issue #36).
 */
export type IndexErrorKind = 'unavailable' | 'bad-request' | 'not-found'

/** A failed index request: what kind, the user-facing message, and the HTTP status when there was one. */
export interface IndexError {
  kind: IndexErrorKind
  message: string
  status?: number
}

/** Issue #36/#37: the exact text when the index cannot answer. */
export const SEARCH_UNAVAILABLE = 'Search is unavailable right now'

/** A response that does not have the API's shape (decode.ts): treated like an unreachable index. */
export class IndexResponseError extends Error {}

/** The IndexError of an HTTP status other than 2xx; `serverMessage` is the API's `{ error }` text, if any. */
export function errorOfStatus(status: number, serverMessage: string | undefined): IndexError {
  if (status === 400) {
    return {
      kind: 'bad-request',
      status,
      message: serverMessage ? `Invalid search: ${serverMessage}.` : 'Invalid search.',
    }
  }
  if (status === 404) return { kind: 'not-found', status, message: serverMessage ?? 'Not found in the index.' }
  return { kind: 'unavailable', status, message: SEARCH_UNAVAILABLE }
}

/** The IndexError of a request that got no usable answer (network error, timeout, wrong shape, no index configured). */
export const unavailable = (): IndexError => ({ kind: 'unavailable', message: SEARCH_UNAVAILABLE })
