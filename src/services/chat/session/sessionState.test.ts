import { ZERO_ADDRESS } from '../../../config/constants'
import type { SessionRecord, StatusInputs } from './sessionState'
import { AbiDecodeError } from '../../chain/abi/abiCodec'
import { CallRevertedError } from '../../chain/rpc/callBatcher'
import { channelTakesSessions, parseSessionRecord, sessionStatus } from './sessionState'

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

describe('channelTakesSessions', () => {
  const REGISTRY = '0xc3e53F4d16Ae77Db1c982e75a937B9f60FE63690'
  const call = { to: USER, data: '0x8c44c0c5' }

  it('is true when the channel names the registry, whatever the case of its letters', async () => {
    await expect(channelTakesSessions(async () => REGISTRY.toLowerCase(), REGISTRY)).resolves.toBe(true)
  })

  it('is false when the channel names no registry or another one', async () => {
    await expect(channelTakesSessions(async () => ZERO_ADDRESS, REGISTRY)).resolves.toBe(false)
    await expect(channelTakesSessions(async () => USER, REGISTRY)).resolves.toBe(false)
  })

  it('is false when the contract has no such function: the read reverts or answers nothing decodable', async () => {
    const reverted = Object.assign(new Error('execution reverted'), { code: 'CALL_EXCEPTION' })
    await expect(channelTakesSessions(() => Promise.reject(reverted), REGISTRY)).resolves.toBe(false)
    const bare = new CallRevertedError('0x', call)
    await expect(channelTakesSessions(() => Promise.reject(bare), REGISTRY)).resolves.toBe(false)
    const empty = new AbiDecodeError('empty data')
    await expect(channelTakesSessions(() => Promise.reject(empty), REGISTRY)).resolves.toBe(false)
  })

  it('rejects when the read itself failed, so the answer is not taken for a no', async () => {
    const down = Object.assign(new Error('HTTP 503'), { code: 'SERVER_ERROR' })
    await expect(channelTakesSessions(() => Promise.reject(down), REGISTRY)).rejects.toBe(down)
  })
})
