import { createMemoryGuards } from './guards'
import { ExpiringValues, SWEEP_INTERVAL_MS } from './expiringValues'
import { ReplayGuard } from './limits'

describe('ExpiringValues: reads check their own key, writes sweep at most once per interval (issue #40)', () => {
  it.each<[string, number, string | null]>([
    ['before the deadline', 999, 'v'],
    ['at the deadline', 1_000, null],
    ['after it', 5_000, null],
  ])('reads a value %s', (_name, now, expected) => {
    const values = new ExpiringValues()
    values.set('k', 'v', 0, 1_000)
    expect(values.get('k', now)).toBe(expected)
  })

  it('drops an expired entry when it is read, and nothing else', () => {
    const values = new ExpiringValues()
    values.set('old', 'a', 0, 10)
    values.set('other', 'b', 0, 10)
    expect(values.get('old', 20)).toBeNull()
    expect(values.size).toBe(1)
  })

  it('sweeps on the first write, then not again before the interval has passed', () => {
    const values = new ExpiringValues(1_000)
    values.set('a', '1', 0, 10)
    values.set('b', '2', 0, 10)
    // Both have expired, but the last sweep was at 0: the write at 500 leaves them.
    values.set('c', '3', 500, 10_000)
    expect(values.size).toBe(3)
    // At 1 000 a sweep is due: the two expired ones go, the live one stays.
    values.set('d', '4', 1_000, 10_000)
    expect(values.size).toBe(2)
    expect(values.get('c', 1_000)).toBe('3')
  })

  it('reads never sweep: a thousand reads leave the expired entries of other keys alone', () => {
    const values = new ExpiringValues()
    for (let index = 0; index < 100; index += 1) values.set(`k${index}`, 'v', 0, 10)
    for (let read = 0; read < 1_000; read += 1) values.get('missing', 20 + read)
    expect(values.size).toBe(100)
  })

  it('keeps the map bounded: many writes over time hold the live entries and one interval of expired ones', () => {
    const values = new ExpiringValues()
    const lifetimeMs = 1_000
    for (let now = 0; now < 20 * SWEEP_INTERVAL_MS; now += 100) values.set(`k${now}`, 'v', now, now + lifetimeMs)
    expect(values.size).toBeLessThanOrEqual((SWEEP_INTERVAL_MS + lifetimeMs) / 100)
  })
})

describe('the memory guards on ExpiringValues', () => {
  const limit = { limit: 10, windowMs: 1_000 }

  it('getValue and takeValue honour the deadline; takeValue reads once', async () => {
    const guards = createMemoryGuards(limit, limit, limit)
    await guards.putValue('session:a', '0xabc', 0, 1_000)
    expect(await guards.getValue('session:a', 999)).toBe('0xabc')
    expect(await guards.getValue('session:a', 1_000)).toBeNull()
    await guards.putValue('nonce:n', 'x', 0, 1_000)
    expect(await guards.takeValue('nonce:n', 10)).toBe('x')
    expect(await guards.takeValue('nonce:n', 10)).toBeNull()
  })

  it('ReplayGuard refuses a replay until the signature expires, and forgets a released one', () => {
    const guard = new ReplayGuard()
    expect(guard.claim('0xSIG', 0, 1_000)).toBe(true)
    expect(guard.claim('0xsig', 500, 1_000)).toBe(false)
    expect(guard.claim('0xsig', 1_000, 2_000)).toBe(true)
    guard.release('0xSIG')
    expect(guard.claim('0xsig', 1_500, 2_000)).toBe(true)
  })
})
