/** @jest-environment node */
import { NATIVE_COIN_ADDRESS, ZERO_ADDRESS } from '../../config/constants'
import { acceptReferrer, mintReferrer, resolveReferrer, toValidAddress } from './referrer'

const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const DEFAULT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const BAD_CHECKSUM = '0x3c44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('toValidAddress (spec §5 Addresses)', () => {
  it.each([
    [BOB, BOB],
    [BOB.toLowerCase(), BOB],
    [`0x${BOB.slice(2).toUpperCase()}`, BOB],
    [BAD_CHECKSUM, null],
    ['0x1234', null],
    ['bob.demo', null],
  ])('%s → %s', (value, expected) => {
    expect(toValidAddress(value)).toBe(expected)
  })
})

describe('acceptReferrer (spec §5 Referrer)', () => {
  it.each([
    ['a valid address', BOB, ALICE, BOB],
    ['lower case, checksummed on the way', BOB.toLowerCase(), ALICE, BOB],
    ['the user’s own address', ALICE, ALICE, null],
    ['the user’s own address in another case', ALICE.toLowerCase(), ALICE, null],
    ['the native-coin constant', NATIVE_COIN_ADDRESS, ALICE, null],
    ['the native-coin constant in lower case', NATIVE_COIN_ADDRESS.toLowerCase(), ALICE, null],
    ['the zero address', ZERO_ADDRESS, ALICE, null],
    ['a wrong checksum', BAD_CHECKSUM, ALICE, null],
    ['not an address', 'bob', ALICE, null],
    ['any valid address when the user is unknown', BOB, null, BOB],
  ])('%s', (_label, candidate, user, expected) => {
    expect(acceptReferrer(candidate, user)).toBe(expected)
  })
})

describe('mintReferrer: a stored referrer must be valid, else the default referrer', () => {
  it.each([
    ['stored is fine', BOB, DEFAULT, BOB],
    ['stored is empty', '', DEFAULT, DEFAULT],
    ['stored has a wrong checksum', BAD_CHECKSUM, DEFAULT, DEFAULT],
    ['stored is the user', ALICE, DEFAULT, DEFAULT],
    ['stored is the native coin', NATIVE_COIN_ADDRESS, DEFAULT, DEFAULT],
    ['stored is garbage', '<script>', DEFAULT, DEFAULT],
    ['no usable default either', '', ZERO_ADDRESS, ZERO_ADDRESS],
    ['the default is the user', '', ALICE, ZERO_ADDRESS],
  ])('%s', (_label, stored, defaultReferrer, expected) => {
    expect(mintReferrer(stored, ALICE, defaultReferrer)).toBe(expected)
  })
})

describe('resolveReferrer', () => {
  const holders: Record<string, string> = { bob: BOB, alice: ALICE }
  const lookup = jest.fn(async (name: string) => holders[name.replace(/\.demo$/i, '').toLowerCase()] ?? null)

  it.each([
    ['bob', null, BOB],
    ['bob.demo', null, BOB],
    [BOB.toLowerCase(), null, BOB],
    ['alice', ALICE, null],
    ['nobody', null, null],
    ['', null, null],
  ])('%j (user %s) → %s', async (ref, user, expected) => {
    await expect(resolveReferrer(ref, lookup, user)).resolves.toBe(expected)
  })

  it('does not look addresses up, and gives no referrer when the lookup fails', async () => {
    lookup.mockClear()
    await resolveReferrer(BOB, lookup)
    expect(lookup).not.toHaveBeenCalled()
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    await expect(resolveReferrer('bob', () => Promise.reject(new Error('rpc down')))).resolves.toBeNull()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})
