import { ZERO_ADDRESS } from '../../../config/constants'
import { AbiDecodeError } from '../../chain/abi/abiCodec'
import { CallRevertedError } from '../../chain/rpc/callBatcher'

/** The longest session the registry accepts (SessionKeys.MAX_DURATION), in seconds. */
export const MAX_SESSION_SECONDS = 7 * 24 * 60 * 60

/** A key's registration as the registry stores it (`sessions(key)`); times in Unix seconds, amounts in wei. */
export interface SessionRecord {
  /** The user the key posts for (checksummed). */
  user: string
  /** Unix seconds; 0 once revoked. */
  expiresAt: number
  spendCap: bigint
  spent: bigint
}

/**
 * Where a key stands: `active` (it may post), or why it may not: `none` (never registered), `expired`, `revoked`,
 * or `spent` (its cap or its balance does not cover one more post).
 */
export type SessionStatus =
  { kind: 'active'; expiresAt: number; postsLeft: number } | { kind: 'none' | 'expired' | 'revoked' | 'spent' }

/**
 * Reads the tuple `sessions(key)` answers (user, expiresAt, spendCap, spent) into a SessionRecord; null for a key that
 * was never registered (user is the zero address). Throws on a shape that is not such a tuple (a wrong ABI).
 */
export function parseSessionRecord(raw: readonly unknown[]): SessionRecord | null {
  const [user, expiresAt, spendCap, spent] = raw
  if (
    typeof user !== 'string' ||
    typeof expiresAt !== 'bigint' ||
    typeof spendCap !== 'bigint' ||
    typeof spent !== 'bigint'
  ) {
    throw new TypeError('sessions(key) did not answer (address, uint64, uint128, uint128)')
  }
  if (user.toLowerCase() === ZERO_ADDRESS) return null
  return { user, expiresAt: Number(expiresAt), spendCap, spent }
}

export interface StatusInputs {
  /** The chain's time, Unix seconds (the latest block's timestamp, or the clock's). */
  nowSeconds: number
  /** The channel's post price (wei). */
  priceWei: bigint
  /** What the key holds (wei). */
  keyBalanceWei: bigint
  /** What the key pays in gas for one post (wei, an estimate with a margin). */
  gasPerPostWei: bigint
}

/**
 * The status of a registration for posting: how many more posts both the cap (`spendCap - spent`, counted in posts
 * at `priceWei`) and the key's balance (price plus gas each) allow. A free channel counts the balance alone.
 */
export function sessionStatus(record: SessionRecord | null, inputs: StatusInputs): SessionStatus {
  if (!record) return { kind: 'none' }
  if (record.expiresAt === 0) return { kind: 'revoked' }
  if (record.expiresAt <= inputs.nowSeconds) return { kind: 'expired' }
  const { priceWei, keyBalanceWei, gasPerPostWei } = inputs
  const capLeft = record.spendCap > record.spent ? record.spendCap - record.spent : 0n
  const byCap = priceWei > 0n ? capLeft / priceWei : BigInt(Number.MAX_SAFE_INTEGER)
  const perPost = priceWei + gasPerPostWei
  const byBalance = perPost > 0n ? keyBalanceWei / perPost : BigInt(Number.MAX_SAFE_INTEGER)
  const postsLeft = Number(byCap < byBalance ? byCap : byBalance)
  if (postsLeft <= 0) return { kind: 'spent' }
  return { kind: 'active', expiresAt: record.expiresAt, postsLeft }
}

/** A read's failure that is the contract's own answer (it reverted or returned nothing decodable), not transport. */
const isContractAnswer = (error: unknown): boolean =>
  error instanceof CallRevertedError ||
  error instanceof AbiDecodeError ||
  (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'CALL_EXCEPTION')

/**
 * Whether a channel contract takes session keys from `registry` (issue #38), given the read of its `sessionKeys()`.
 * The devnet channels name their registry there; the deployed reference channels have no such function, so the read
 * reverts, and that is an answer: no sessions in that channel, as in one naming no or another registry. Rejects only
 * when the read itself failed (the RPC), so the caller can ask again instead of keeping a wrong "no".
 */
export async function channelTakesSessions(readRegistry: () => Promise<string>, registry: string): Promise<boolean> {
  try {
    return (await readRegistry()).toLowerCase() === registry.toLowerCase()
  } catch (error) {
    if (isContractAnswer(error)) return false
    throw error
  }
}
