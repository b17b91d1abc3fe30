import { isRecord } from '../../lib/guards'
import { localStore } from '../storage/localStore'

/**
 * The raw localStorage key of submitted, not yet confirmed transactions: a JSON array of PendingTransaction, read and
 * written only through this module (readPendingTransactions validates every record). It sits outside redux-persist
 * because its writer, runTransaction, is in the services layer, which has no store.
 */
export const PENDING_TX_KEY = 'pending-transactions'

/** A cache tag a transaction changes, as RTK Query spells it (`{ type: 'Username', id: '0xabc…' }`). */
export interface TxTag {
  type: string
  id?: string
}

/**
 * A submitted transaction whose receipt has not arrived yet, kept in localStorage so a reload resumes waiting for
 * it (architecture.md: pending txs are persisted), then shows its outcome and refreshes what it changed.
 */
export interface PendingTransaction {
  hash: string
  chainId: number
  /** Toast text on success. */
  successMessage: string
  /** Block number before it was sent: where replacement scanning starts. */
  startBlock: number
  /** ms since epoch. */
  submittedAt: number
  tags: TxTag[]
}

/** Older records are dropped: the transaction was long mined or dropped, and nobody waits for its toast any more. */
export const PENDING_TX_MAX_AGE_MS = 24 * 60 * 60 * 1000
const MAX_RECORDS = 20
const MAX_TEXT = 300

const isHash = (value: unknown): value is string => typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT

function readTag(value: unknown): TxTag | null {
  if (!isRecord(value) || !isText(value.type)) return null
  if (value.id === undefined) return { type: value.type }
  return isText(value.id) ? { type: value.type, id: value.id } : null
}

function readRecord(value: unknown, now: number): PendingTransaction | null {
  if (!isRecord(value) || !isHash(value.hash) || !isCount(value.chainId) || !isText(value.successMessage)) return null
  if (!isCount(value.startBlock) || !isCount(value.submittedAt)) return null
  if (now - value.submittedAt > PENDING_TX_MAX_AGE_MS || value.submittedAt > now) return null
  const tags = Array.isArray(value.tags) ? value.tags.map(readTag) : []
  if (tags.some((tag) => tag === null)) return null
  return {
    hash: value.hash,
    chainId: value.chainId,
    successMessage: value.successMessage,
    startBlock: value.startBlock,
    submittedAt: value.submittedAt,
    tags: tags as TxTag[],
  }
}

/** The stored pending transactions still worth waiting for; anything malformed or too old is skipped. */
export function readPendingTransactions(now = Date.now()): PendingTransaction[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(localStore.get(PENDING_TX_KEY) ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return parsed
    .slice(0, MAX_RECORDS)
    .map((value) => readRecord(value, now))
    .filter((record): record is PendingTransaction => record !== null)
}

/** Whether anything is stored under the key: a check that costs no parse, before loading the chain code to resume. */
export const hasStoredPendingTransactions = (): boolean => Boolean(localStore.get(PENDING_TX_KEY))

function write(records: PendingTransaction[]): void {
  if (records.length === 0) localStore.remove(PENDING_TX_KEY)
  else localStore.set(PENDING_TX_KEY, JSON.stringify(records.slice(-MAX_RECORDS)))
}

/** Remembers a submitted transaction (replacing a record with the same hash). */
export function addPendingTransaction(record: PendingTransaction): void {
  write([...readPendingTransactions(record.submittedAt).filter(({ hash }) => hash !== record.hash), record])
}

/** Forgets a transaction once its outcome is known. */
export function removePendingTransaction(hash: string): void {
  const lower = hash.toLowerCase()
  write(readPendingTransactions().filter((record) => record.hash.toLowerCase() !== lower))
}
