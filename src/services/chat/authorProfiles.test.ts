import { AbiCoder } from 'ethers'
import {
  LENS_RESULT_TYPES,
  EARLY_PROFILES_MAX_AGE_MS,
  EARLY_PROFILES_WAIT_MS,
  authorProfilesCallData,
  decodeAuthorProfiles,
  earlyAuthorProfiles,
  takeEarlyAuthorProfiles,
} from './authorProfiles'
import { AUTHOR_PROFILES_LENS_CODE } from './authorProfilesLensCode'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const CAROL = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

/** A lens answer as the contract encodes it. */
const answer = (rows: [string, boolean, string, boolean, string][]) =>
  AbiCoder.defaultAbiCoder().encode(LENS_RESULT_TYPES, [
    rows.map((r) => r[0]),
    rows.map((r) => r[1]),
    rows.map((r) => r[2]),
    rows.map((r) => r[3]),
    rows.map((r) => r[4]),
    ['ar://body'],
  ])

const LENS_ANSWER = answer([
  [ALICE, true, 'alice', true, '{"image":"ar://a"}'],
  [BOB, true, '', false, ''],
  [CAROL, false, '', false, ''],
])

describe('authorProfilesCallData', () => {
  it("is the lens's creation code followed by (tld, channel, lastCount)", () => {
    const data = authorProfilesCallData(ALICE, BOB, 10)
    expect(data.startsWith(AUTHOR_PROFILES_LENS_CODE)).toBe(true)
    const args = AbiCoder.defaultAbiCoder().decode(
      ['address', 'address', 'uint256'],
      '0x' + data.slice(AUTHOR_PROFILES_LENS_CODE.length),
    )
    expect([args[0], args[1], args[2]]).toEqual([ALICE, BOB, 10n])
  })
})

describe('decodeAuthorProfiles', () => {
  it.each([
    ['a name with data', 0, { address: ALICE.toLowerCase(), name: 'alice', data: '{"image":"ar://a"}' }],
    ['no name (data not read)', 1, { address: BOB.toLowerCase(), name: '', data: null }],
    ['a failed name read', 2, { address: CAROL.toLowerCase(), name: null, data: null }],
  ])('%s', (_case, index, expected) => {
    expect(decodeAuthorProfiles(LENS_ANSWER)[index]).toEqual(expected)
  })

  it('throws on an answer that is not a lens answer', () => {
    expect(() => decodeAuthorProfiles('0x1234')).toThrow()
  })
})

describe('earlyAuthorProfiles', () => {
  const early = (response: Promise<unknown>, startedAt = 0) => ({ response, startedAt })

  it('gives the profiles of a fresh answer', async () => {
    const profiles = await earlyAuthorProfiles(early(Promise.resolve({ result: LENS_ANSWER })), () => 100)
    expect(profiles.map((p) => p.name)).toEqual(['alice', '', null])
  })

  it.each([
    ['no early read', undefined],
    ['an RPC error', early(Promise.resolve({ error: { code: -32000, message: 'execution reverted' } }))],
    ['a failed request', early(Promise.reject(new Error('offline')))],
    ['an answer that is not a lens answer', early(Promise.resolve({ result: '0x12' }))],
    ['an answer that is no JSON-RPC answer', early(Promise.resolve(null))],
    ['a stale answer', early(Promise.resolve({ result: LENS_ANSWER }), -EARLY_PROFILES_MAX_AGE_MS - 1)],
  ])('gives none for %s', async (_case, read) => {
    await expect(earlyAuthorProfiles(read, () => 0)).resolves.toEqual([])
  })

  it('stops waiting for an answer that does not come', async () => {
    jest.useFakeTimers()
    try {
      const profiles = earlyAuthorProfiles(early(new Promise(() => {})), () => 0)
      await jest.advanceTimersByTimeAsync(EARLY_PROFILES_WAIT_MS)
      await expect(profiles).resolves.toEqual([])
    } finally {
      jest.useRealTimers()
    }
  })
})

describe('takeEarlyAuthorProfiles', () => {
  it('gives the early answer to the first caller only', async () => {
    window.__earlyProfiles = { response: Promise.resolve({ result: LENS_ANSWER }), startedAt: performance.now() }
    await expect(takeEarlyAuthorProfiles()).resolves.toHaveLength(3)
    await expect(takeEarlyAuthorProfiles()).resolves.toEqual([])
  })
})
