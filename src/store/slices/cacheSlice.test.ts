import cacheSlice, {
  initialCache,
  pfpCached,
  sanitizeCache,
  selectFreshPfpRecord,
  selectFreshUsernameRecord,
  usernameCached,
} from './cacheSlice'

const DAY = 24 * 60 * 60 * 1000

describe('cache records (spec §3 Local cache records)', () => {
  it('keys usernames by lower-cased address and pictures by lower-cased name', () => {
    let state = cacheSlice.reducer(
      initialCache,
      usernameCached({ address: '0xABC', username: 'alice.demo', storedAt: 1 }),
    )
    state = cacheSlice.reducer(state, pfpCached({ domainName: 'Alice', image: 'https://x/a.png', storedAt: 2 }))
    expect(state.usernames).toEqual({ '0xabc': { username: 'alice.demo', storedAt: 1 } })
    expect(state.pfps).toEqual({ alice: { image: 'https://x/a.png', storedAt: 2 } })
  })

  it.each([
    ['fresh', Date.now() - 1000, DAY, true],
    ['expired', Date.now() - 2 * DAY, DAY, false],
    ['old but expiry 0 (never)', Date.now() - 365 * DAY, 0, true],
  ])('a %s username record is %s', (_label, storedAt, expiry, usable) => {
    const state = { cache: { ...initialCache, usernames: { '0xabc': { username: 'a.demo', storedAt } } } }
    expect(Boolean(selectFreshUsernameRecord('0xAbC', expiry)(state))).toBe(usable)
  })

  it.each([
    ['fresh', Date.now() - 1000, DAY, true],
    ['expired', Date.now() - 11 * DAY, 10 * DAY, false],
    ['old but expiry 0 (never)', Date.now() - 365 * DAY, 0, true],
  ])('a %s picture record is %s', (_label, storedAt, expiry, usable) => {
    const state = { cache: { ...initialCache, pfps: { alice: { image: '', storedAt } } } }
    expect(Boolean(selectFreshPfpRecord('alice', expiry)(state))).toBe(usable)
  })

  it('keeps only well-formed records from storage', () => {
    expect(
      sanitizeCache({
        usernames: {
          '0xa': { username: 'a.demo', storedAt: 1 },
          '0xb': { username: 5, storedAt: 1 },
          '0xc': { username: 'c' },
        },
        pfps: { a: { image: 'x'.repeat(5000), storedAt: 1 }, b: { image: '', storedAt: 2 } },
        collections: 'junk',
      }),
    ).toEqual({
      usernames: { '0xa': { username: 'a.demo', storedAt: 1 } },
      pfps: { b: { image: '', storedAt: 2 } },
      collections: {},
    })
    expect(sanitizeCache(null)).toEqual(initialCache)
  })
})
