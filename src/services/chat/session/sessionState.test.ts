import { ZERO_ADDRESS } from '../../../config/constants'
import type { SessionRecord, StatusInputs } from './sessionState'
import { parseSessionRecord, sessionStatus } from './sessionState'

const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const PRICE = 10_000_000_000_000n
const GAS = 1_000_000_000_000n
const NOW = 1_800_000_000

const inputs = (overrides: Partial<StatusInputs> = {}): StatusInputs => ({
  nowSeconds: NOW,
  priceWei: PRICE,
  keyBalanceWei: (PRICE + GAS) * 100n,
  gasPerPostWei: GAS,
  ...overrides,
})
const record = (overrides: Partial<SessionRecord> = {}): SessionRecord => ({
  user: USER,
  expiresAt: NOW + 3600,
  spendCap: PRICE * 10n,
  spent: 0n,
  ...overrides,
})

describe('parseSessionRecord', () => {
  it('reads the registry tuple', () => {
    expect(parseSessionRecord([USER, 1_800_000_000n, PRICE * 5n, PRICE])).toEqual({
      user: USER,
      expiresAt: 1_800_000_000,
      spendCap: PRICE * 5n,
      spent: PRICE,
    })
  })

  it('is null for a key never registered', () => {
    expect(parseSessionRecord([ZERO_ADDRESS, 0n, 0n, 0n])).toBeNull()
  })

  it('throws on another shape', () => {
    expect(() => parseSessionRecord([USER, 1, 2, 3])).toThrow(TypeError)
    expect(() => parseSessionRecord([])).toThrow(TypeError)
  })
})

describe('sessionStatus', () => {
  it('counts the posts the cap allows', () => {
    expect(sessionStatus(record({ spent: PRICE * 3n }), inputs())).toEqual({
      kind: 'active',
      expiresAt: NOW + 3600,
      postsLeft: 7,
    })
  })

  it('counts the posts the balance allows, price and gas each', () => {
    expect(sessionStatus(record(), inputs({ keyBalanceWei: (PRICE + GAS) * 4n + 1n }))).toMatchObject({
      postsLeft: 4,
    })
  })

  it('a free channel counts the balance alone', () => {
    expect(sessionStatus(record({ spendCap: 0n }), inputs({ priceWei: 0n, keyBalanceWei: GAS * 2n }))).toMatchObject({
      kind: 'active',
      postsLeft: 2,
    })
  })

  it('names why a key may not post', () => {
    expect(sessionStatus(null, inputs())).toEqual({ kind: 'none' })
    expect(sessionStatus(record({ expiresAt: 0 }), inputs())).toEqual({ kind: 'revoked' })
    expect(sessionStatus(record({ expiresAt: NOW }), inputs())).toEqual({ kind: 'expired' })
    expect(sessionStatus(record({ spent: PRICE * 10n }), inputs())).toEqual({ kind: 'spent' })
    expect(sessionStatus(record({ spent: PRICE * 11n }), inputs())).toEqual({ kind: 'spent' })
    expect(sessionStatus(record(), inputs({ keyBalanceWei: PRICE }))).toEqual({ kind: 'spent' })
  })
})
