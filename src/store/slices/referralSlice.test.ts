import referralSlice, { referrerStored, sanitizeReferral, selectStoredReferrer } from './referralSlice'

const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('the stored referrer (spec §3: referrer address value)', () => {
  it('stores and replaces the referrer (last click wins)', () => {
    let state = referralSlice.reducer(undefined, referrerStored(BOB))
    expect(selectStoredReferrer({ referral: state })).toBe(BOB)
    state = referralSlice.reducer(state, referrerStored('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'))
    expect(state.referrer).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  })

  it.each([
    [{ referrer: BOB }, BOB],
    [{ referrer: 'bob.demo' }, ''],
    [{ referrer: 42 }, ''],
    ['junk', ''],
    [null, ''],
  ])('reads %j from storage as %j', (stored, expected) => {
    expect(sanitizeReferral(stored).referrer).toBe(expected)
  })
})
