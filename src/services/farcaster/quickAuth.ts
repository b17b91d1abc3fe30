import { config } from '../../config'
import { QUICK_AUTH_REUSE_MARGIN_MS } from '../../config/constants'
import type { MiniAppSdk } from './sdk'
import { hostSdk } from './sdk'

/**
 * What went wrong with quick sign-in (spec §7, §8):
 * - 'rejected': the user refused to sign in;
 * - 'invalid-token': the server answered `valid: false` (message: the server's message, or 'unknown');
 * - 'request-failed': `/nonce` or `/verify-siwf` answered non-OK (message: 'Request failed with status {status}');
 * - 'unavailable': not inside a Farcaster host, or any other failure.
 */
export type QuickAuthErrorKind = 'rejected' | 'invalid-token' | 'request-failed' | 'unavailable'

/** The one error quick sign-in throws, so callers can branch on `kind` without loading the SDK. */
export class QuickAuthError extends Error {
  override readonly name = 'QuickAuthError'
  constructor(
    readonly kind: QuickAuthErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : '')

/**
 * Maps what the SDK's quick-auth client throws (its error classes live in the lazily loaded chunk, so they are
 * recognised by name) to a QuickAuthError with the spec's message.
 */
export function toQuickAuthError(error: unknown): QuickAuthError {
  if (error instanceof QuickAuthError) return error
  // quick-auth's BaseError keeps the bare text in shortMessage; message may carry an appended 'Details:' block.
  const text =
    error instanceof Error
      ? ((error as Error & { shortMessage?: string }).shortMessage ?? error.message)
      : String(error)
  const name = errorName(error)
  if (name === 'SignIn.RejectedByUser')
    return new QuickAuthError('rejected', 'Sign-in was rejected by the user.', { cause: error })
  if (name === 'InvalidToken') return new QuickAuthError('invalid-token', text || 'unknown', { cause: error })
  if (name === 'RequestFailedError') return new QuickAuthError('request-failed', text, { cause: error })
  return new QuickAuthError('unavailable', text || 'Quick sign-in failed.', { cause: error })
}

/** The claims of a JWT (not verified: the server verifies; the client only reads its own token), null if none. */
function tokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    )
    const claims: unknown = JSON.parse(json)
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** Seconds-since-epoch `exp` of a JWT, in milliseconds; null when the token carries none or is not a JWT. */
export function tokenExpiryMs(token: string): number | null {
  const exp = tokenClaims(token)?.exp
  return typeof exp === 'number' ? exp * 1000 : null
}

/** The wallet address a Quick Auth token was signed in with (its `address` claim), or null. */
export function tokenAddress(token: string): string | null {
  const address = tokenClaims(token)?.address
  return typeof address === 'string' ? address : null
}

interface CachedToken {
  token: string
  expiresAtMs: number | null
}

let cached: CachedToken | null = null
let pending: Promise<string> | null = null

/** Spec §4: a token is reused until 15 s before its expiry; one without an expiry is never reused. */
export function isReusable(entry: CachedToken | null, nowMs: number): entry is CachedToken {
  return entry !== null && entry.expiresAtMs !== null && nowMs < entry.expiresAtMs - QUICK_AUTH_REUSE_MARGIN_MS
}

// The SDK's type declares `force` as a string by mistake; its implementation only tests it for truthiness.
type GetTokenOptions = { quickAuthServerOrigin: string; force: boolean }
type QuickAuthClient = { getToken(options: GetTokenOptions): Promise<{ token: string }> }
const requestToken = (sdk: MiniAppSdk, options: GetTokenOptions) =>
  (sdk.quickAuth as unknown as QuickAuthClient).getToken(options)

async function signIn(): Promise<string> {
  try {
    const sdk = await hostSdk()
    // The SDK's official client does POST /nonce, the host's sign-in prompt and POST /verify-siwf. It keeps its own
    // cache with the same margin; `force` leaves the decision to reuse to this module, where the spec rule is tested.
    const { token } = await requestToken(sdk, { quickAuthServerOrigin: config.quickAuthServerOrigin, force: true })
    cached = { token, expiresAtMs: tokenExpiryMs(token) }
    return token
  } catch (error) {
    throw toQuickAuthError(error)
  }
}

/**
 * Spec §4, §7 quick sign-in: a Farcaster quick-auth JWT from the configured server (`config.quickAuthServerOrigin`),
 * reused until 15 s before it expires, then renewed. Concurrent callers share one sign-in. Only inside a host.
 * Throws QuickAuthError.
 */
export async function getQuickAuthToken(): Promise<string> {
  if (isReusable(cached, Date.now())) return cached.token
  pending ??= signIn().finally(() => {
    pending = null
  })
  return pending
}

/** True when getQuickAuthToken would answer at once, without asking the host to sign in. */
export const hasReusableQuickAuthToken = (): boolean => isReusable(cached, Date.now())

/** Drops the cached token (a server refused it): the next getQuickAuthToken signs in again. */
export function forgetQuickAuthToken(): void {
  cached = null
}

/** `fetch` with `Authorization: Bearer {quick-auth token}` (spec §7). Throws QuickAuthError when there is no token. */
export async function authenticatedFetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
  const token = await getQuickAuthToken()
  const headers = new Headers(init.headers)
  headers.set('Authorization', `Bearer ${token}`)
  return fetch(url, { ...init, headers })
}
