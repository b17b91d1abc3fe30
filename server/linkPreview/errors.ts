/**
 * The answers of GET /link-preview that are not a preview, with their HTTP status. A 4xx means the link has no
 * preview (the app shows the bare link); a 5xx means the site or this endpoint failed and a later try may work.
 */
export const LINK_PREVIEW_ERRORS = {
  /** Not an absolute http(s) URL on the scheme's default port, with credentials, or too long. */
  bad_url: 400,
  /** The host resolves to (or a redirect leads to) a loopback, private, link-local or other non-public address. */
  blocked_address: 403,
  /** The page is not text/html or application/xhtml+xml. */
  not_html: 422,
  /** The page's head did not end within the bytes read, and nothing to preview was found in them. */
  too_large: 422,
  /** Too many previews from this client IP. */
  rate_limited: 429,
  /** The site failed: its name does not resolve, it refused the connection, answered an error, or redirected too often. */
  upstream_error: 502,
  /** The limit and cache store (Redis) cannot be reached: the route fails closed until it is back. */
  limits_unavailable: 503,
  /** The whole fetch (DNS, redirects, body) took longer than the time limit. */
  timeout: 504,
} as const

export type LinkPreviewErrorCode = keyof typeof LINK_PREVIEW_ERRORS

/** The codes a fetch can end with (the others come from the route). */
export type FetchErrorCode = Exclude<LinkPreviewErrorCode, 'rate_limited' | 'limits_unavailable'>

/** The JSON of every refusal, as the upload endpoint's: `{ error: { code, message } }`. */
export interface LinkPreviewErrorBody {
  error: { code: LinkPreviewErrorCode; message: string }
}

/** A fetch that ended without a preview; `code` fixes the HTTP status, `message` is for people. */
export class PreviewRefused extends Error {
  constructor(
    readonly code: FetchErrorCode,
    message: string,
  ) {
    super(message)
  }
}
