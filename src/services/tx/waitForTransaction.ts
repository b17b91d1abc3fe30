import type { JsonRpcClient } from '../chain/rpc/jsonRpcClient'

/** A sent transaction as the wait needs it: who sent it with which nonce, and what it did (to spot a speed-up). */
export interface SentTransaction {
  hash: string
  /** Sender address, any case. */
  from: string
  nonce: number
  /** Recipient ('' for a contract creation). */
  to: string
  /** Call data, 0x-hex. */
  data: string
  /** Value, wei. */
  value: bigint
}

/** The part of a JSON-RPC receipt the lifecycle reads. */
export interface MinedReceipt {
  hash: string
  blockNumber: number
  /** True when the transaction succeeded (status 0x1). */
  succeeded: boolean
}

/**
 * How a wait ended: `mined` (the transaction, or a speed-up of it with the same call, has a receipt), `replaced`
 * (another transaction with its nonce was mined: a cancel, or a different call) or `dropped` (its nonce was used
 * and no transaction with that nonce was found from the start block on).
 */
export type WaitOutcome =
  { kind: 'mined'; receipt: MinedReceipt } | { kind: 'replaced'; hash: string } | { kind: 'dropped' }

export interface WaitOptions {
  /** The app's read transport (the retrying one in the app); its failures never end the wait. */
  rpc: JsonRpcClient
  /** Block number before the transaction was sent: where a replacement is looked for (-1 when unknown). */
  startBlock: number
  /** Time between two looks, ms (the chain's block time). */
  intervalMs: number
  /** Told `true` when a look failed (the UI says "checking…"), `false` when a look answers again. */
  onChecking?: (isChecking: boolean) => void
  /** Waits `ms`; tests replace it. */
  wait?: (ms: number) => Promise<void>
}

interface RpcReceipt {
  transactionHash: string
  blockNumber: string
  status?: string
}

interface RpcTransaction {
  hash: string
  from: string
  nonce: string
  to: string | null
  input: string
  value: string
}

interface RpcBlock {
  transactions: RpcTransaction[]
}

/** The most blocks read to find the transaction that took the nonce (~33 min at Base's 2 s blocks). */
const MAX_SCANNED_BLOCKS = 1000

/**
 * Looks in a row that must find the nonce used with no trace of the transaction before it counts as dropped. One is
 * not enough: a node can show the new nonce a moment before the block that used it (anvil under load did, and a
 * mined mint was reported as cancelled), and a read can be answered from a cache a block old.
 */
const DROPPED_AFTER_LOOKS = 3

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const quantity = (n: number) => `0x${n.toString(16)}`
const same = (a: string | null | undefined, b: string) => (a ?? '').toLowerCase() === b.toLowerCase()

const toMined = (receipt: RpcReceipt): MinedReceipt => ({
  hash: receipt.transactionHash,
  blockNumber: Number(receipt.blockNumber),
  succeeded: receipt.status === undefined || Number(receipt.status) === 1,
})

/** One look at the chain; null while the transaction is still pending. Throws on any read error. */
async function look(tx: SentTransaction, { rpc, startBlock }: WaitOptions): Promise<WaitOutcome | null> {
  const receiptOf = (hash: string) => rpc.request<RpcReceipt | null>('eth_getTransactionReceipt', [hash])
  const receipt = await receiptOf(tx.hash)
  if (receipt) return { kind: 'mined', receipt: toMined(receipt) }
  const used = Number(await rpc.request<string>('eth_getTransactionCount', [tx.from, 'latest']))
  if (used <= tx.nonce) return null
  // The nonce is used: by this transaction mined since the first look, or by another one.
  const late = await receiptOf(tx.hash)
  if (late) return { kind: 'mined', receipt: toMined(late) }
  const latest = Number(await rpc.request<string>('eth_blockNumber', []))
  // An unknown start block (-1, or 0 stored for it) must not mean reading the whole chain.
  for (let block = Math.max(startBlock, latest - MAX_SCANNED_BLOCKS, 0); block <= latest; block++) {
    const { transactions } = await rpc.request<RpcBlock>('eth_getBlockByNumber', [quantity(block), true])
    const other = transactions.find(
      (candidate) => same(candidate.from, tx.from) && Number(candidate.nonce) === tx.nonce,
    )
    if (!other) continue
    const isSpeedUp = same(other.to, tx.to) && same(other.input, tx.data) && BigInt(other.value) === tx.value
    if (!isSpeedUp) return { kind: 'replaced', hash: other.hash }
    const replacement = await receiptOf(other.hash)
    // Mined in a block we read, so its receipt exists; a node that lags answers on the next look.
    return replacement ? { kind: 'mined', receipt: toMined(replacement) } : null
  }
  return { kind: 'dropped' }
}

/**
 * Waits for `tx` until the chain settles it (issue #35): a receipt (its own, or a speed-up's), or proof it is gone
 * (its nonce used by another transaction, or by one found nowhere on DROPPED_AFTER_LOOKS looks in a row). Looks
 * every `intervalMs` over the app's read transport; a failed look of any kind (HTTP 5xx, -32005, a malformed answer,
 * a timeout) never ends the wait: `onChecking(true)` is told and the next look comes after the interval, for as long
 * as it takes. Never rejects.
 */
export async function waitForTransaction(tx: SentTransaction, options: WaitOptions): Promise<WaitOutcome> {
  const { intervalMs, onChecking, wait = defaultWait } = options
  let isChecking = false
  let droppedLooks = 0
  for (;;) {
    try {
      const outcome = await look(tx, options)
      if (isChecking) onChecking?.((isChecking = false))
      droppedLooks = outcome?.kind === 'dropped' ? droppedLooks + 1 : 0
      if (outcome && (outcome.kind !== 'dropped' || droppedLooks >= DROPPED_AFTER_LOOKS)) return outcome
    } catch {
      if (!isChecking) onChecking?.((isChecking = true))
    }
    await wait(intervalMs)
  }
}

/**
 * Looks up a sent transaction by hash (after a reload) over the read transport, retrying failed reads every
 * `intervalMs` until the node answers; null when the node does not know the hash.
 */
export async function findSentTransaction(
  hash: string,
  { rpc, intervalMs, onChecking, wait = defaultWait }: Omit<WaitOptions, 'startBlock'>,
): Promise<SentTransaction | null> {
  let isChecking = false
  for (;;) {
    try {
      const found = await rpc.request<RpcTransaction | null>('eth_getTransactionByHash', [hash])
      if (isChecking) onChecking?.(false)
      if (!found) return null
      return {
        hash: found.hash,
        from: found.from,
        nonce: Number(found.nonce),
        to: found.to ?? '',
        data: found.input,
        value: BigInt(found.value),
      }
    } catch {
      if (!isChecking) onChecking?.((isChecking = true))
    }
    await wait(intervalMs)
  }
}
