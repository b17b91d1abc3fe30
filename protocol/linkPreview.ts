/**
 * The link-preview route's wire protocol (issue #38), shared by the upload endpoint that serves it
 * (server/linkPreview) and the site that shows the cards (src/features/chat/linkPreview). It lives outside both
 * (top-level protocol/, like upload.ts) so neither imports the other. Plain TypeScript with no imports: it runs in
 * Node and in the browser.
 *
 * A request is `GET {uploadUrl}/link-preview?url=<encoded http(s) link>`. The answer is `200 LinkPreview`, or the
 * status of LINK_PREVIEW_ERRORS with a LinkPreviewErrorBody.
 */

/** Where the route is, under the upload endpoint's base URL. */
export const LINK_PREVIEW_PATH = '/link-preview'

/** A link's preview (the 200 body): plain text only (never HTML), each field null when the page has none. */
export interface LinkPreview {
  /** The link previewed, normalised (no fragment). */
  url: string
  /** og:title, else twitter:title, else the page's oEmbed title, else <title>; at most 200 characters. */
  title: string | null
  /** og:description, else twitter:description, else <meta name="description">; at most 500 characters. */
  description: string | null
  /** og:site_name, else the oEmbed provider_name, else application-name; at most 100 characters. */
  siteName: string | null
  /** The oEmbed author_name (Open Graph has no such field); at most 100 characters. */
  author: string | null
  /**
   * An https image URL (og:image, else twitter:image, else the oEmbed thumbnail_url) whose host resolved to public
   * addresses only when the preview was made, or null.
   */
  image: string | null
}

/** Longest field of a preview, in code points. */
export const PREVIEW_TEXT_LIMITS = { title: 200, description: 500, siteName: 100, author: 100 } as const

/**
 * The answers that are not a preview, with their HTTP status. A 4xx means the link has no preview (the app shows the
 * bare link); a 5xx means the site or the endpoint failed and a later try may work.
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

/** The JSON of every refusal, as the upload endpoint's: `{ error: { code, message } }`. */
export interface LinkPreviewErrorBody {
  error: { code: LinkPreviewErrorCode; message: string }
}
