/** @jest-environment node */
import { TokenBuckets, corsOriginsFromEnv, rateLimitFromEnv } from '../indexer/src/api/guard'

/**
 * The index API's rate limit and CORS settings (indexer/src/api/guard.ts, issue #36); the middleware itself runs in
 * scripts/indexer.chain.test.ts against the real server.
 */
describe('TokenBuckets', () => {
  it('grants a burst, then asks to wait until a token is earned', () => {
    const buckets = new TokenBuckets({ rate: 2, burst: 3 })
    expect([0, 1, 2].map(() => buckets.take('a', 0))).toEqual([0, 0, 0])
    expect(buckets.take('a', 0)).toBe(1)
    // Two tokens per second: one is earned after 500 ms.
    expect(buckets.take('a', 500)).toBe(0)
    expect(buckets.take('a', 500)).toBe(1)
  })

  it('keeps one bucket per client', () => {
    const buckets = new TokenBuckets({ rate: 1, burst: 1 })
    expect(buckets.take('a', 0)).toBe(0)
    expect(buckets.take('a', 0)).toBe(1)
    expect(buckets.take('b', 0)).toBe(0)
  })

  it('says how many whole seconds a slow refill takes', () => {
    const buckets = new TokenBuckets({ rate: 0.01, burst: 1 })
    buckets.take('a', 0)
    expect(buckets.take('a', 0)).toBe(100)
    expect(buckets.take('a', 50_000)).toBe(50)
  })

  it('never holds more than the burst, however long a client was idle', () => {
    const buckets = new TokenBuckets({ rate: 10, burst: 2 })
    buckets.take('a', 0)
    expect([0, 0].map(() => buckets.take('a', 3_600_000))).toEqual([0, 0])
    expect(buckets.take('a', 3_600_000)).toBe(1)
  })

  it('forgets refilled buckets once it tracks many clients', () => {
    const buckets = new TokenBuckets({ rate: 1, burst: 1 })
    for (let i = 0; i <= 10_000; i++) buckets.take(`client-${i}`, 0)
    expect(buckets.size).toBe(10_001)
    buckets.take('late', 5_000)
    expect(buckets.size).toBe(1)
  })
})

describe('guard settings from the environment', () => {
  it('defaults to 20 requests per second after a burst of 60, loopback exempt and trusted as a proxy', () => {
    expect(rateLimitFromEnv({})).toEqual({
      rate: 20,
      burst: 60,
      exempt: new Set(['127.0.0.1', '::1']),
      trustProxy: 'loopback',
    })
    expect(rateLimitFromEnv({ INDEXER_RATE_LIMIT_EXEMPT: 'none', INDEXER_TRUST_PROXY: '0' })).toMatchObject({
      exempt: new Set(),
      trustProxy: 'none',
    })
  })

  it('reads the limit, the exempt clients and the trusted proxy, ignoring malformed numbers', () => {
    const settings = rateLimitFromEnv({
      INDEXER_RATE_LIMIT_RPS: '0.5',
      INDEXER_RATE_LIMIT_BURST: 'lots',
      INDEXER_RATE_LIMIT_EXEMPT: ' 127.0.0.1, ::1 ,',
      INDEXER_TRUST_PROXY: '1',
    })
    expect(settings).toEqual({ rate: 0.5, burst: 60, exempt: new Set(['127.0.0.1', '::1']), trustProxy: 'any' })
    expect(rateLimitFromEnv({ INDEXER_RATE_LIMIT_RPS: '0' }).rate).toBe(0)
  })

  it('allows no cross-origin reader by default, and the listed origins without a trailing slash', () => {
    expect(corsOriginsFromEnv({})).toEqual(new Set())
    expect(corsOriginsFromEnv({ INDEXER_CORS_ORIGINS: 'https://chat.example/, http://127.0.0.1:5173' })).toEqual(
      new Set(['https://chat.example', 'http://127.0.0.1:5173']),
    )
  })
})
