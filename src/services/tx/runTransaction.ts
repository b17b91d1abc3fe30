import type { Signer, TransactionResponse } from 'ethers'
import type { ChainReader } from '../chain/readProvider'
import { TxFailedError, isUserRejection, toUserMessage } from '../errors'
import { logger } from '../logger'
import { WalletNotConnectedError, getSigner } from '../wallet/signer'
import type { RevertExplainer } from './explainRevert'
import { replayRevert, revertMessage } from './explainRevert'
import type { TxTag } from './pendingTransactions'
import { addPendingTransaction, removePendingTransaction } from './pendingTransactions'
import type { TxSettledEvent } from './txEvents'
import { txEvents, txSettled } from './txEvents'
import type { SentTransaction } from './waitForTransaction'
import { waitForTransaction } from './waitForTransaction'

// Callers that catch a failed transaction (e.g. services/chat) import its error from here.
export { TxFailedError }
export type { RevertExplainer }

/** What a confirmed transaction returns to the mutation (plain data, no bigint). */
export interface TxSummary {
  /** Hash of the transaction that was mined (the replacement's after a speed-up). */
  hash: string
  blockNumber: number
}

/**
 * The site's read side a transaction is followed on: `rpc`, the retrying, healing read transport every other read
 * uses (receipts, nonces, the revert replay), polled at `provider.pollingInterval` (the chain's block time);
 * `provider` also carries the wallet signer's own reads.
 */
export type TxReader = Pick<ChainReader, 'provider' | 'rpc'>

export interface TxOptions {
  /** Toast text on success (spec §8, e.g. 'You have successfully minted a name!'). */
  successMessage: string
  /** The site's read RPC: the sent transaction is looked up and waited for there, not in the wallet. */
  reader: TxReader
  /**
   * Cache tags the transaction changes, kept with the pending record so a reload still refreshes them, and
   * announced on `txSettled` at every end (success, revert, replacement, drop).
   */
  tags?: readonly TxTag[]
  /** Plain words for a mined revert of this kind of transaction (see explainRevert.ts). */
  explainRevert?: RevertExplainer
  /**
   * True when the caller shows the stages itself (a chat post's bubble, issue #38): its transaction is announced
   * `isInline`, so the user sees one toast, the outcome's.
   */
  isInline?: boolean
  /**
   * Who sends instead of the connected wallet: a session key (issue #38) signs itself, so no wallet prompt. The
   * lifecycle and its events are the same.
   */
  signer?: Signer
}

export const TX_CANCELLED_MESSAGE = 'The transaction was cancelled or replaced in your wallet.'

let counter = 0

/** What following a transaction needs besides the transaction itself. */
export interface FollowOptions {
  successMessage: string
  reader: TxReader
  /** Block number before it was sent (-1 when unknown): where a replacement is looked for. */
  startBlock: number
  tags?: readonly TxTag[]
  explainRevert?: RevertExplainer
  /** True when following a transaction sent before a reload. */
  isResumed?: boolean
}

/**
 * Follows a submitted transaction to its end (issue #35) and reports it on `txEvents`: `checking` while the read RPC
 * fails (the wait goes on, for as long as it takes), `replaced` after a speed-up, then `confirmed`, `reverted` (its
 * reason replayed and put in plain words) or `failed` (replaced by a cancel, or dropped). Every end is announced on
 * `txSettled` with `tags`. Resolves on success, throws TxFailedError otherwise; never throws for a read error.
 */
export async function followTransaction(
  id: string,
  tx: SentTransaction,
  { successMessage, reader, startBlock, tags = [], explainRevert, isResumed = false }: FollowOptions,
): Promise<TxSummary> {
  const { hash } = tx
  const { rpc } = reader
  const outcome = await waitForTransaction(tx, {
    rpc,
    startBlock,
    intervalMs: reader.provider.pollingInterval,
    onChecking: (isChecking) => txEvents.emit({ type: 'checking', id, hash, isChecking }),
  })
  const settle = (settled: TxSettledEvent['outcome']) =>
    txSettled.emit({ id, hash, outcome: settled, isResumed, tags: [...tags] })
  if (outcome.kind !== 'mined') {
    settle('gone')
    txEvents.emit({ type: 'failed', id, hash, message: TX_CANCELLED_MESSAGE })
    throw new TxFailedError(TX_CANCELLED_MESSAGE)
  }
  const { receipt } = outcome
  if (receipt.hash !== hash) txEvents.emit({ type: 'replaced', id, hash, replacementHash: receipt.hash })
  if (!receipt.succeeded) {
    const error = await replayRevert(rpc, tx, receipt.blockNumber)
    const message = await revertMessage({ error, blockNumber: receipt.blockNumber, startBlock, rpc }, explainRevert)
    settle('reverted')
    txEvents.emit({ type: 'reverted', id, hash: receipt.hash, message })
    throw new TxFailedError(message)
  }
  settle('confirmed')
  txEvents.emit({ type: 'confirmed', id, hash: receipt.hash, successMessage })
  return { hash: receipt.hash, blockNumber: receipt.blockNumber }
}

const sentTransaction = (response: TransactionResponse): SentTransaction => ({
  hash: response.hash,
  from: response.from,
  nonce: response.nonce,
  to: response.to ?? '',
  data: response.data,
  value: response.value,
})

/**
 * Runs one transaction through its lifecycle and reports every stage on `txEvents` (which the toast layer renders):
 * asks the wallet to sign (`send`), remembers the submitted hash until the chain settles it (a reload resumes
 * waiting), waits for the receipt on the site's read RPC, and resolves on success. A rejection in the wallet, a
 * failed submission, a revert, a cancel or a drop are reported and then thrown as TxFailedError, so a caller's
 * loading state always ends (spec §4: loading always ends). Read errors while waiting never end it (issue #35).
 */
export async function runTransaction(
  send: (signer: Signer) => Promise<TransactionResponse>,
  { successMessage, reader, tags = [], explainRevert, isInline = false, signer: ownSigner }: TxOptions,
): Promise<TxSummary> {
  const id = `tx-${Date.now()}-${++counter}`
  txEvents.emit({ type: 'awaiting-signature', id, isInline })
  let response: TransactionResponse
  let startBlock: number
  try {
    const [signer, blockNumber] = await Promise.all([
      ownSigner ?? getSigner(reader.provider),
      // Without a start block a replacement cannot be found, but the transaction still can be sent.
      reader.rpc.request<string>('eth_blockNumber', []).then(Number, () => -1),
    ])
    startBlock = blockNumber
    response = await send(signer)
  } catch (error) {
    const isRejection = isUserRejection(error)
    // Spec §8: contract write errors are logged (a rejection is the user's choice, not an error).
    if (!isRejection) logger.warn('Transaction not sent', error)
    const message = error instanceof WalletNotConnectedError ? error.message : toUserMessage(error)
    txEvents.emit(isRejection ? { type: 'rejected', id, message } : { type: 'failed', id, message })
    throw new TxFailedError(message, isRejection)
  }
  const { hash } = response
  addPendingTransaction({
    hash,
    chainId: Number(response.chainId),
    successMessage,
    startBlock: Math.max(startBlock, 0),
    submittedAt: Date.now(),
    tags: [...tags],
  })
  txEvents.emit({ type: 'submitted', id, hash })
  const sent = sentTransaction(response)
  const summary = await followTransaction(id, sent, { successMessage, reader, startBlock, tags, explainRevert }).catch(
    (error: unknown) => {
      // The chain settled it (a revert, a cancel, a drop): the record has done its job.
      if (error instanceof TxFailedError) removePendingTransaction(hash)
      throw error
    },
  )
  removePendingTransaction(hash)
  return summary
}
