import { Redis } from 'ioredis'
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import type { LimitDecision, RateLimit, UploadGuards } from './guards'
import { GuardsUnavailable } from './guards'

export interface RedisGuardsOptions {
  /** `redis://[:password@]host:port[/db]` (REDIS_URL). */
  url: string
  addressLimit: RateLimit
  ipLimit: RateLimit
  /** Link-preview requests per client IP (issue #38). */
  previewLimit: RateLimit
  /** Prefix of every key, so several deployments may share one Redis. */
  keyPrefix?: string
  /** A Redis command slower than this fails (ms): a hung Redis fails closed like a dead one. */
  commandTimeoutMs?: number
  /** Connection changes (lost, back); one line each, not one per reconnect attempt. */
  log?: (line: string) => void
}

/** Guards in Redis, plus a way to wait for the first connection. */
export interface RedisGuards extends UploadGuards {
  /** Resolves true once Redis is ready, false if it is not within `timeoutMs` (the endpoint still starts). */
  whenReady(timeoutMs: number): Promise<boolean>
}

/**
 * Rate limits and the replay guard in Redis, shared by every instance of the endpoint that uses the same Redis and
 * prefix. Limits are fixed windows (rate-limiter-flexible's RateLimiterRedis: one counter per key that expires with
 * its window); a used signature is one `SET NX PX` key that expires when the signature turns stale anyway.
 *
 * Fails closed: the client does not queue commands while disconnected (enableOfflineQueue: false) and gives up on a
 * slow command, so every call rejects with GuardsUnavailable at once while Redis is away; ioredis keeps reconnecting
 * (backoff up to 2 s) and the guards work again as soon as it is back, without a restart.
 */
export function createRedisGuards({
  url,
  addressLimit,
  ipLimit,
  previewLimit,
  keyPrefix = 'demo-social:upload:',
  commandTimeoutMs = 2_000,
  log = () => {},
}: RedisGuardsOptions): RedisGuards {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 5_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  })
  let isAvailable = false
  let hasLoggedLoss = false
  client.on('ready', () => {
    isAvailable = true
    hasLoggedLoss = false
    log('redis ready')
  })
  // ioredis emits 'error' on every failed reconnect attempt: log the loss once, and never let it go unhandled.
  client.on('error', (error: Error) => {
    if (hasLoggedLoss) return
    hasLoggedLoss = true
    log(`redis unavailable: ${error.message}`)
  })
  client.on('close', () => {
    if (isAvailable) log('redis connection closed')
    isAvailable = false
  })

  const limiter = (name: string, { limit, windowMs }: RateLimit) =>
    new RateLimiterRedis({
      storeClient: client,
      keyPrefix: `${keyPrefix}${name}`,
      points: limit,
      duration: Math.max(1, Math.ceil(windowMs / 1000)),
      rejectIfRedisNotReady: true,
    })
  const byIp = limiter('ip', ipLimit)
  const byAddress = limiter('address', addressLimit)
  const previewsByIp = limiter('preview', previewLimit)

  async function hit(rateLimiter: RateLimiterRedis, key: string): Promise<LimitDecision> {
    try {
      await rateLimiter.consume(key)
      return { allowed: true }
    } catch (outcome) {
      // The library rejects with a RateLimiterRes when the limit is reached, with an Error when Redis fails.
      if (outcome instanceof RateLimiterRes) return { allowed: false, retryAfterMs: outcome.msBeforeNext }
      throw new GuardsUnavailable(outcome)
    }
  }

  const signatureKey = (signature: string) => `${keyPrefix}signature:${signature.toLowerCase()}`

  async function guarded<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      throw new GuardsUnavailable(error)
    }
  }

  return {
    hitIp: (ip) => hit(byIp, ip),
    hitAddress: (address) => hit(byAddress, address),
    hitPreview: (ip) => hit(previewsByIp, ip),
    claim: (signature, now, expiresAt) =>
      guarded(async () => {
        const ttlMs = Math.max(1, Math.ceil(expiresAt - now))
        return (await client.set(signatureKey(signature), '1', 'PX', ttlMs, 'NX')) === 'OK'
      }),
    release: (signature) =>
      guarded(async () => {
        await client.del(signatureKey(signature))
      }),
    putValue: (key, value, now, expiresAt) =>
      guarded(async () => {
        await client.set(`${keyPrefix}value:${key}`, value, 'PX', Math.max(1, Math.ceil(expiresAt - now)))
      }),
    getValue: (key) => guarded(() => client.get(`${keyPrefix}value:${key}`)),
    takeValue: (key) => guarded(() => client.getdel(`${keyPrefix}value:${key}`)),
    close: async () => {
      client.disconnect()
    },
    whenReady: (timeoutMs) =>
      new Promise((resolve) => {
        if (client.status === 'ready') return resolve(true)
        const timer = setTimeout(() => done(false), timeoutMs)
        const onReady = () => done(true)
        function done(isReady: boolean) {
          clearTimeout(timer)
          client.off('ready', onReady)
          resolve(isReady)
        }
        client.on('ready', onReady)
      }),
  }
}
