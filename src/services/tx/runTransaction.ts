import type { AbstractProvider, Provider, Signer, TransactionReceipt, TransactionResponse } from 'ethers'
import { TransactionResponse as BoundTransactionResponse, isError } from 'ethers'
import { TX_FAILED_MESSAGE, TxFailedError, isUserRejection, toUserMessage } from '../errors'
import { logger } from '../logger'
import { WalletNotConnectedError, getSigner } from '../wallet/signer'
import type { TxTag } from './pendingTransactions'
import { addPendingTransaction, removePendingTransaction } from './pendingTransactions'
import { txEvents } from './txEvents'

// Callers that catch a failed transaction (e.g. services/chat) import its error from here.
export { TxFailedError }

/** What a confirmed transaction returns to the mutation (plain data, no bigint). */
export interface TxSummary {
  /** Hash of the transaction that was mined (the replacement's after a speed-up). */
  hash: string
  blockNumber: number
}

export interface TxOptions {
  /** Toast text on success (spec §8, e.g. 'You have successfully minted a name!'). */
  successMessage: string
  /**
   * The site's read RPC, polled at the chain's block time: the sent transaction is looked up there (as well as in the
   * wallet) and its receipt is waited for there.
   */
  receiptProvider: AbstractProvider
  /** Cache tags the transaction changes, kept with the pending record so a reload still refreshes them. */
  tags?: readonly TxTag[]
}

export const TX_CANCELLED_MESSAGE = 'The transaction was cancelled or replaced in your wallet.'

let counter = 0

/** The outcome of waiting for a submitted transaction. */
type Outcome =
  | { kind: 'confirmed'; receipt: TransactionReceipt }
  | { kind: 'reverted'; hash: string }
  | { kind: 'cancelled'; hash: string }

/**
 * Waits for `response` on `provider` (not the wallet's RPC, which may be slow or rate limited). With a start block,
 * ethers watches the sender's nonce and reports a replacement: a speed-up ('repriced') counts as the same
 * transaction, a cancel or a different transaction with that nonce as cancelled.
 */
async function waitForOutcome(response: TransactionResponse, provider: Provider, startBlock: number): Promise<Outcome> {
  const bound = new BoundTransactionResponse(response, provider)
  const watched = startBlock >= 0 ? bound.replaceableTransaction(startBlock) : bound
  try {
    const receipt = await watched.wait(1)
    return receipt ? { kind: 'confirmed', receipt } : { kind: 'reverted', hash: response.hash }
  } catch (error) {
    if (isError(error, 'TRANSACTION_REPLACED')) {
      if (error.reason !== 'repriced') return { kind: 'cancelled', hash: error.hash }
      return error.receipt.status === 1
        ? { kind: 'confirmed', receipt: error.receipt }
        : { kind: 'reverted', hash: error.hash }
    }
    if (isError(error, 'CALL_EXCEPTION') && error.receipt) return { kind: 'reverted', hash: error.receipt.hash }
    throw error
  }
}

/**
 * Follows a submitted transaction to its end and reports it on `txEvents`: `replaced` after a speed-up, then
 * `confirmed`, `reverted` ('Transaction has failed.') or `failed`. Resolves on success, throws TxFailedError otherwise.
 */
export async function followTransaction(
  id: string,
  response: TransactionResponse,
  {
    successMessage,
    receiptProvider,
    startBlock,
  }: { successMessage: string; receiptProvider: Provider; startBlock: number },
): Promise<TxSummary> {
  const { hash } = response
  let outcome: Outcome
  try {
    outcome = await waitForOutcome(response, receiptProvider, startBlock)
  } catch (error) {
    logger.warn('Waiting for a transaction failed', error)
    const message = toUserMessage(error)
    txEvents.emit({ type: 'failed', id, hash, message })
    throw new TxFailedError(message)
  }
  if (outcome.kind === 'cancelled') {
    txEvents.emit({ type: 'failed', id, hash, message: TX_CANCELLED_MESSAGE })
    throw new TxFailedError(TX_CANCELLED_MESSAGE)
  }
  const finalHash = outcome.kind === 'confirmed' ? outcome.receipt.hash : outcome.hash
  if (finalHash !== hash) txEvents.emit({ type: 'replaced', id, hash, replacementHash: finalHash })
  if (outcome.kind === 'reverted') {
    txEvents.emit({ type: 'reverted', id, hash: finalHash, message: TX_FAILED_MESSAGE })
    throw new TxFailedError(TX_FAILED_MESSAGE)
  }
  txEvents.emit({ type: 'confirmed', id, hash: finalHash, successMessage })
  return { hash: finalHash, blockNumber: outcome.receipt.blockNumber }
}

/**
 * Runs one transaction through its lifecycle and reports every stage on `txEvents` (which the toast layer renders):
 * asks the wallet to sign (`send`), remembers the submitted hash until the receipt arrives (a reload resumes
 * waiting), waits for the receipt, and resolves on success. A rejection in the wallet, a failed submission, a
 * revert or a cancel are reported and then thrown as TxFailedError, so a caller's loading state always ends
 * (spec §4: loading always ends).
 */
export async function runTransaction(
  send: (signer: Signer) => Promise<TransactionResponse>,
  { successMessage, receiptProvider, tags = [] }: TxOptions,
): Promise<TxSummary> {
  const id = `tx-${Date.now()}-${++counter}`
  txEvents.emit({ type: 'awaiting-signature', id })
  let response: TransactionResponse
  let startBlock: number
  try {
    const [signer, blockNumber] = await Promise.all([
      getSigner(receiptProvider),
      // Without a start block replacements are not followed, but the transaction still can be sent.
      receiptProvider.getBlockNumber().catch(() => -1),
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
  try {
    return await followTransaction(id, response, { successMessage, receiptProvider, startBlock })
  } finally {
    removePendingTransaction(hash)
  }
}
