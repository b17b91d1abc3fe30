import type { PendingTransaction } from './pendingTransactions'
import {
  PENDING_TX_KEY,
  PENDING_TX_MAX_AGE_MS,
  addPendingTransaction,
  hasStoredPendingTransactions,
  readPendingTransactions,
  removePendingTransaction,
} from './pendingTransactions'

const now = Date.now()
const record = (overrides: Partial<PendingTransaction> = {}): PendingTransaction => ({
  hash: `0x${'a'.repeat(64)}`,
  chainId: 84532,
  successMessage: 'You have successfully minted a name!',
  startBlock: 12,
  submittedAt: now,
  tags: [{ type: 'Username', id: '0xabc' }],
  ...overrides,
})

beforeEach(() => window.localStorage.clear())

describe('pending transactions in localStorage', () => {
  it('adds, lists and removes records (case-insensitive hash)', () => {
    addPendingTransaction(record())
    addPendingTransaction(record({ hash: `0x${'b'.repeat(64)}` }))
    expect(readPendingTransactions(now).map((r) => r.hash)).toEqual([`0x${'a'.repeat(64)}`, `0x${'b'.repeat(64)}`])
    removePendingTransaction(`0x${'A'.repeat(64)}`)
    expect(readPendingTransactions(now)).toEqual([record({ hash: `0x${'b'.repeat(64)}` })])
    removePendingTransaction(`0x${'b'.repeat(64)}`)
    expect(window.localStorage.getItem(PENDING_TX_KEY)).toBeNull()
    expect(readPendingTransactions()).toEqual([])
  })

  it('says whether anything is stored, without reading it', () => {
    expect(hasStoredPendingTransactions()).toBe(false)
    addPendingTransaction(record())
    expect(window.localStorage.getItem(PENDING_TX_KEY)).toBe(JSON.stringify([record()]))
    expect(hasStoredPendingTransactions()).toBe(true)
    // Unreadable records still count: resuming reads them properly and finds nothing to wait for.
    window.localStorage.setItem(PENDING_TX_KEY, '{oops')
    expect(hasStoredPendingTransactions()).toBe(true)
    expect(readPendingTransactions(now)).toEqual([])
  })

  it('replaces a record with the same hash', () => {
    addPendingTransaction(record())
    addPendingTransaction(record({ startBlock: 99 }))
    expect(readPendingTransactions(now)).toEqual([record({ startBlock: 99 })])
  })

  it.each([
    ['invalid JSON', '{not json'],
    ['an object instead of a list', '{"hash":"0x"}'],
    ['a list of junk', '[1, "x", null, {"hash": 5}]'],
  ])('reads %s as nothing', (_label, stored) => {
    window.localStorage.setItem(PENDING_TX_KEY, stored)
    expect(readPendingTransactions(now)).toEqual([])
  })

  it.each([
    ['a short hash', { hash: '0x1234' }],
    ['a negative block', { startBlock: -1 }],
    ['a fractional chain id', { chainId: 1.5 }],
    ['a huge message', { successMessage: 'x'.repeat(1000) }],
    ['a bad tag', { tags: [{ type: 5 }] as unknown as PendingTransaction['tags'] }],
    ['too old', { submittedAt: now - PENDING_TX_MAX_AGE_MS - 1 }],
    ['from the future', { submittedAt: now + 60_000 }],
  ])('drops a record with %s', (_label, overrides) => {
    window.localStorage.setItem(
      PENDING_TX_KEY,
      JSON.stringify([record(overrides), record({ hash: `0x${'c'.repeat(64)}` })]),
    )
    expect(readPendingTransactions(now).map((r) => r.hash)).toEqual([`0x${'c'.repeat(64)}`])
  })
})
