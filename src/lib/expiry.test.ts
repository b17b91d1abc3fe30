import { isFresh } from './expiry'

const DAY = 24 * 60 * 60 * 1000
const now = 1_800_000_000_000

describe('isFresh (spec §3/§9 cache expiry; 0 = never)', () => {
  it.each([
    ['no record', undefined, DAY, false],
    ['stored just now', { storedAt: now }, DAY, true],
    ['one ms before expiry', { storedAt: now - DAY + 1 }, DAY, true],
    ['exactly at expiry', { storedAt: now - DAY }, DAY, false],
    ['long expired', { storedAt: now - 30 * DAY }, DAY, false],
    ['expiry 0 keeps a 10-year-old record', { storedAt: now - 3650 * DAY }, 0, true],
    ['expiry 0 keeps a record from the future too', { storedAt: now + DAY }, 0, true],
    ['a record from the future (clock skew or tampering)', { storedAt: now + 1000 }, DAY, false],
  ])('%s → %s', (_label, record, expiryMs, expected) => {
    expect(isFresh(record, expiryMs, now)).toBe(expected)
  })
})
