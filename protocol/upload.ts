/**
 * The upload endpoint's wire protocol, shared by the server (server/upload) and the site (src/services/chat/upload.ts)
 * so both build the very same signed message. It lives outside both (top-level protocol/) so neither imports the
 * other. Plain TypeScript with no imports: it runs in Node and in the browser.
 *
 * A request is `POST {uploadUrl}` with the raw bytes as the body, the content type in `Content-Type`, and headers
 * naming the signer, the signing time, the site and chain signed for, and the EIP-191 (personal_sign) signature of
 * `uploadSigningMessage`.
 * The answer is `201 { url: 'ar://<id>' }`, or an error status with `{ error: { code, message } }`.
 */

/** Request headers (lower-case, as Node reports them). */
export const UPLOAD_HEADERS = {
  address: 'x-upload-address',
  timestamp: 'x-upload-timestamp',
  signature: 'x-upload-signature',
  /** The site's host the text was signed for (issue #35): one of the endpoint's site hosts. */
  domain: 'x-upload-domain',
  /** The chain id the text was signed for (issue #35): the endpoint's CHAIN_ID. */
  chainId: 'x-upload-chain-id',
  /**
   * Issue #38: the session key that signed, for an upload by the user it is registered for (the address header). The
   * endpoint checks the registration on chain (SessionKeys.sessions), so a session needs no sign-in.
   */
  sessionKey: 'x-upload-session-key',
} as const

/** Largest accepted body (1 MB, like the site's `fileUploadSizeLimit`); images are resized in the browser first. */
export const MAX_UPLOAD_BYTES = 1024 * 1024

/** Content types the endpoint stores: message bodies and the four image formats browsers render everywhere. */
export const UPLOAD_CONTENT_TYPES = ['application/json', 'image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number]

/** A signature older than this is stale (ms). */
export const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000
/** Clock skew tolerated for timestamps ahead of the server's clock (ms); anything further ahead is refused. */
export const SIGNATURE_FUTURE_TOLERANCE_MS = 30 * 1000

/** Every refusal the endpoint can give, with its HTTP status. */
export const UPLOAD_ERRORS = {
  not_found: 404,
  method_not_allowed: 405,
  origin_not_allowed: 403,
  missing_headers: 400,
  bad_address: 400,
  bad_timestamp: 400,
  stale_timestamp: 401,
  future_timestamp: 401,
  bad_signature: 401,
  replayed_signature: 409,
  unsupported_type: 415,
  content_mismatch: 415,
  too_large: 413,
  empty_body: 400,
  bad_message_body: 422,
  author_mismatch: 403,
  no_name: 403,
  rate_limited: 429,
  name_lookup_failed: 503,
  /** The shared limit and replay store (Redis) cannot be reached: the endpoint fails closed until it is back. */
  limits_unavailable: 503,
  storage_failed: 502,
  /** The sign-in (EIP-4361 message and signature) was refused: wrong site, nonce, time or signature. */
  bad_sign_in: 401,
  /** The Bearer session is unknown or expired, or a Farcaster Quick Auth token is invalid or expired: sign in again. */
  bad_session: 401,
  /** The Quick Auth server's keys cannot be fetched to check a Farcaster token (issue #16): try again shortly. */
  sign_in_unavailable: 503,
  /** A per-upload signature names another site than the endpoint's (issue #35). */
  wrong_site: 403,
  /** A per-upload signature or a sign-in names another chain than the endpoint's CHAIN_ID (issue #35). */
  wrong_chain: 403,
  /** The session key is not registered for the address, has expired or was revoked, or sessions are off (issue #38). */
  bad_session_key: 401,
} as const
export type UploadErrorCode = keyof typeof UPLOAD_ERRORS

/** The JSON of every refusal. */
export interface UploadErrorBody {
  error: { code: UploadErrorCode; message: string }
}

/** The JSON of a stored upload. */
export interface UploadResult {
  url: string
}

/** What `GET {uploadUrl}/info` tells the site: whose Arweave balance to check, and the limits. */
export interface UploadInfo {
  arweaveAddress: string
  maxBytes: number
  contentTypes: readonly string[]
}

/** The message body stored for a chat message (chain-interface.md: `{"author", "text", "timestamp"}`). */
export interface MessageBody {
  /** The posting wallet's address. */
  author: string
  text: string
  /** Unix time in ms when it was written. */
  timestamp: number
}

/** Longest message text the endpoint accepts, in UTF-16 units (the 1 MB body cap applies as well). */
export const MAX_MESSAGE_TEXT_LENGTH = 10_000

export interface SignedUploadFields {
  /** The site's host (RFC 3986 authority, e.g. 'demo.social'), so a signature for one site is refused by another. */
  domain: string
  /** The chain the site runs on (EIP-155 id), so a signature for a testnet deployment is refused by another. */
  chainId: number
  /** The signer's address as sent in the header (checksummed or lower-case). */
  address: string
  contentType: UploadContentType
  /** SHA-256 of the body, 0x-prefixed lower-case hex. */
  sha256: string
  /** Body size in bytes. */
  size: number
  /** Unix time in ms. */
  timestamp: number
}

/**
 * The text the posting wallet signs (EIP-191 personal_sign). It names the service, the site and chain (issue #35), the
 * signer, and the exact bytes (type, SHA-256, size) at a point in time, so a signature can neither be reused for other
 * content, another site or chain, nor kept for later. Addresses and hosts are lower-cased so both sides build the
 * same text whatever the header's casing.
 */
export function uploadSigningMessage({
  domain,
  chainId,
  address,
  contentType,
  sha256,
  size,
  timestamp,
}: SignedUploadFields): string {
  return [
    'Demo Social: store this upload on Arweave',
    `Site: ${domain.toLowerCase()}`,
    `Chain ID: ${chainId}`,
    `Address: ${address.toLowerCase()}`,
    `Content-Type: ${contentType}`,
    `SHA-256: ${sha256.toLowerCase()}`,
    `Size: ${size}`,
    `Timestamp: ${timestamp}`,
  ].join('\n')
}

/** True when `value` is one of the allow-listed content types (no parameters). */
export const isUploadContentType = (value: string): value is UploadContentType =>
  (UPLOAD_CONTENT_TYPES as readonly string[]).includes(value)

/** Media type of a Content-Type header without parameters, lower-cased ('application/json; charset=utf-8' → 'application/json'). */
export const mediaTypeOf = (header: string): string => (header.split(';')[0] ?? '').trim().toLowerCase()

/**
 * Upload sessions (issue #16): a wallet signs in once with Sign-In with Ethereum (EIP-4361) and then uploads with
 * `Authorization: Bearer <token>` instead of signing every upload. `GET {uploadUrl}/session/nonce` gives a one-time
 * nonce; `POST {uploadUrl}/session` with `{ message, signature }` (JSON) answers an UploadSession. Every other check
 * of an upload stays (name held, limits per address, body rules, the body's author is the session's address).
 */
/**
 * `DELETE {uploadUrl}/session` (revoke) with `Authorization: Bearer <token>` ends that session at once (issue #35: the
 * site calls it when the wallet disconnects). It answers 204 whether or not the token was still open; a Quick Auth
 * token is stateless and simply expires.
 */
export const UPLOAD_SESSION_PATHS = { nonce: '/session/nonce', signIn: '/session', revoke: '/session' } as const

/** The statement of the sign-in message (what the wallet shows). */
export const UPLOAD_SIGN_IN_STATEMENT = 'Sign in to post on Demo Social without signing every upload.'

/** Longest session the endpoint grants (ms); a message asking for less gets less. */
export const UPLOAD_SESSION_MAX_MS = 12 * 60 * 60 * 1000

/** `GET /session/nonce` */
export interface UploadNonce {
  nonce: string
}

/** `POST /session` */
export interface UploadSignIn {
  /** The EIP-4361 message as signed. */
  message: string
  /** Its EIP-191 (personal_sign) signature. */
  signature: string
}

/** What a sign-in gives: the Bearer token, whose it is, and until when (Unix ms). */
export interface UploadSession {
  token: string
  address: string
  expiresAt: number
}

export interface SignInFields {
  /** The site's host (RFC 3986 authority), e.g. 'demo.social'. */
  domain: string
  /** The signing wallet (EIP-55 checksummed). */
  address: string
  /** The site's origin, e.g. 'https://demo.social'. */
  uri: string
  chainId: number
  /** From `GET /session/nonce`. */
  nonce: string
  /** ISO 8601. */
  issuedAt: string
  /** ISO 8601. */
  expirationTime: string
}

/**
 * The EIP-4361 (Sign-In with Ethereum) message the site asks the wallet to sign, with UPLOAD_SIGN_IN_STATEMENT. The
 * endpoint parses and verifies it with the `siwe` library; a test checks this text is the library's own
 * (`SiweMessage.prepareMessage()`), so the browser does not need the library's parser.
 */
export function signInMessage({
  domain,
  address,
  uri,
  chainId,
  nonce,
  issuedAt,
  expirationTime,
}: SignInFields): string {
  return [
    `${domain} wants you to sign in with your Ethereum account:`,
    address,
    '',
    UPLOAD_SIGN_IN_STATEMENT,
    '',
    `URI: ${uri}`,
    'Version: 1',
    `Chain ID: ${chainId}`,
    `Nonce: ${nonce}`,
    `Issued At: ${issuedAt}`,
    `Expiration Time: ${expirationTime}`,
  ].join('\n')
}
