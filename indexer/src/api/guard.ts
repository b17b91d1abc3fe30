import type { Context, MiddlewareHandler } from 'hono'

/**
 * Per-IP rate limit and CORS allow-list of the index's HTTP API (issue #36). No rate-limit library is installed, so
 * the limit is a token bucket per client address: each address may make `burst` requests at once and earns `rate`
 * more per second; a request without a token answers 429 `{ error }` with Retry-After (whole seconds).
 */

export interface RateLimitOptions {
  /** Tokens earned per second (may be fractional); 0 turns the limit off. */
  rate: number
  /** Bucket size: requests allowed at once. */
  burst: number
}

/** Token buckets by key; pure (the clock is passed in), so it is tested without a server. */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>()

  constructor(private readonly options: RateLimitOptions) {}

  /**
   * Takes a token for `key` at time `nowMs`. Returns 0 when granted, else the seconds until a token is earned (at
   * least 1). Buckets that have filled up again are dropped now and then, so idle clients cost no memory.
   */
  take(key: string, nowMs: number): number {
    const { rate, burst } = this.options
    const bucket = this.buckets.get(key) ?? { tokens: burst, at: nowMs }
    bucket.tokens = Math.min(burst, bucket.tokens + ((nowMs - bucket.at) / 1000) * rate)
    bucket.at = nowMs
    if (this.buckets.size > 10_000) this.sweep(nowMs)
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1
      this.buckets.set(key, bucket)
      return 0
    }
    this.buckets.set(key, bucket)
    return Math.max(1, Math.ceil((1 - bucket.tokens) / rate))
  }

  /** Keys tracked now (for tests and metrics). */
  get size(): number {
    return this.buckets.size
  }

  private sweep(nowMs: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((nowMs - bucket.at) / 1000) * this.options.rate >= this.options.burst) {
        this.buckets.delete(key)
      }
    }
  }
}

/** A non-negative number from the environment, or the default when unset or malformed. */
function envNumber(value: string | undefined, fallback: number): number {
  const number = value === undefined || value.trim() === '' ? NaN : Number(value)
  return Number.isFinite(number) && number >= 0 ? number : fallback
}

/** Whose X-Forwarded-For header names the client: anyone's, nobody's, or a loopback peer's only. */
export type TrustProxy = 'any' | 'none' | 'loopback'

function trustProxyOf(value: string | undefined): TrustProxy {
  if (value === '1' || value === 'true') return 'any'
  if (value === '0' || value === 'false') return 'none'
  return 'loopback'
}

/** Loopback addresses: local tools, the bench and a proxy on the same host. */
const LOOPBACK = ['127.0.0.1', '::1']

/**
 * The limit's settings from the environment: INDEXER_RATE_LIMIT_RPS (tokens per second, default 20; 0 = off),
 * INDEXER_RATE_LIMIT_BURST (default 60), INDEXER_RATE_LIMIT_EXEMPT (comma-separated client addresses never limited;
 * default the loopback addresses, so local tools, the bench and the devnet host's proxy, which forwards no client
 * address, are not throttled; "none" for no exemption), INDEXER_TRUST_PROXY ("1": take the client address from
 * X-Forwarded-For's first entry whoever sends it, for a load balancer in front; "0": never; default: only from a
 * loopback peer, a proxy on the same host).
 */
export function rateLimitFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const exempt = env.INDEXER_RATE_LIMIT_EXEMPT ?? LOOPBACK.join(',')
  return {
    rate: envNumber(env.INDEXER_RATE_LIMIT_RPS, 20),
    burst: Math.max(1, envNumber(env.INDEXER_RATE_LIMIT_BURST, 60)),
    exempt: new Set(
      exempt
        .split(',')
        .map((address) => address.trim())
        .filter((address) => address !== '' && address !== 'none'),
    ),
    trustProxy: trustProxyOf(env.INDEXER_TRUST_PROXY),
  }
}

/** The peer address @hono/node-server exposes as `c.env.incoming.socket`, or '' when there is none. */
function socketAddress(c: Context): string {
  const env: unknown = c.env
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return ''
  const incoming: unknown = env.incoming
  if (typeof incoming !== 'object' || incoming === null || !('socket' in incoming)) return ''
  const socket: unknown = incoming.socket
  if (typeof socket !== 'object' || socket === null || !('remoteAddress' in socket)) return ''
  return typeof socket.remoteAddress === 'string' ? socket.remoteAddress.replace(/^::ffff:/, '') : ''
}

/** The client's address: X-Forwarded-For's first entry from a trusted proxy, else the socket's peer. */
export function clientAddress(c: Context, trustProxy: TrustProxy): string {
  const peer = socketAddress(c)
  const trusted = trustProxy === 'any' || (trustProxy === 'loopback' && LOOPBACK.includes(peer))
  const forwarded = trusted ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined
  return forwarded !== undefined && forwarded !== '' ? forwarded : peer
}

/** Middleware limiting each client address as rateLimitFromEnv() says. */
export function rateLimit(settings: ReturnType<typeof rateLimitFromEnv> = rateLimitFromEnv()): MiddlewareHandler {
  const buckets = new TokenBuckets(settings)
  return async (c, next) => {
    const client = clientAddress(c, settings.trustProxy)
    if (settings.rate > 0 && !settings.exempt.has(client)) {
      const retryAfter = buckets.take(client, Date.now())
      if (retryAfter > 0) {
        c.header('Retry-After', String(retryAfter))
        return c.json({ error: `too many requests; retry after ${retryAfter} s` }, 429)
      }
    }
    await next()
  }
}

/**
 * The origins allowed to read the API from a browser, from INDEXER_CORS_ORIGINS (comma-separated, e.g.
 * "https://chat.example,http://127.0.0.1:5173"); empty by default: same-origin only (the devnet host serves the
 * API at a same-origin path, which needs no CORS).
 */
export function corsOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): Set<string> {
  return new Set(
    (env.INDEXER_CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter((origin) => origin !== ''),
  )
}

/**
 * Middleware replacing Ponder's allow-all CORS on these routes: Ponder's server adds `Access-Control-Allow-Origin:
 * *` to every response before the app's routes run, so this rewrites the header afterwards: the request's origin
 * when it is on the list, none otherwise (the browser then keeps the answer from the page).
 */
export function corsAllowList(origins: Set<string> = corsOriginsFromEnv()): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const origin = c.req.header('origin')
    c.res.headers.append('Vary', 'Origin')
    if (origin !== undefined && origins.has(origin)) c.res.headers.set('Access-Control-Allow-Origin', origin)
    else c.res.headers.delete('Access-Control-Allow-Origin')
  }
}
