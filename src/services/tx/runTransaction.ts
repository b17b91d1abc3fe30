import type { Provider, Signer, TransactionReceipt, TransactionResponse } from 'ethers'
import { isError } from 'ethers'
import { TX_FAILED_MESSAGE, isUserRejection, toUserMessage } from '../errors'
import { getSigner } from '../wallet/signer'
import { txEvents } from './txEvents'

/** What a confirmed transaction returns to the mutation (plain data, no bigint). */
export interface TxSummary {
  hash: string
  blockNumber: number
}

export interface TxOptions {
  /** Toast text on success (spec §8, e.g. 'You have successfully minted a name!'). */
  successMessage: string
  /** Provider used to wait for the receipt: the site's read RPC, which polls at the chain's block time. */
  receiptProvider: Provider
}

/** Thrown after the failure has been reported on the bus; callers only need to stop. */
export class TxFailedError extends Error {
  constructor(
    message: string,
    readonly isRejection = false,
  ) {
    super(message)
  }
}

let counter = 0

async function waitForReceipt(response: TransactionResponse, provider: Provider): Promise<TransactionReceipt | null> {
  try {
    return await provider.waitForTransaction(response.hash, 1)
  } catch (error) {
    // The user sped the transaction up in the wallet: follow the replacement (ethers TRANSACTION_REPLACED).
    if (isError(error, 'TRANSACTION_REPLACED') && error.reason === 'repriced') return error.receipt
    throw error
  }
}

/**
 * Runs one transaction through its lifecycle and reports every stage on `txEvents` (which the toast layer renders):
 * asks the wallet to sign (`send`), waits for the receipt, and resolves on success. A rejection in the wallet,
 * a failed submission or a reverted receipt are reported and then thrown as TxFailedError, so a caller's loading
 * state always ends (spec §4: loading always ends).
 */
export async function runTransaction(
  send: (signer: Signer) => Promise<TransactionResponse>,
  { successMessage, receiptProvider }: TxOptions,
): Promise<TxSummary> {
  const id = `tx-${Date.now()}-${++counter}`
  txEvents.emit({ type: 'awaiting-signature', id })
  let response: TransactionResponse
  try {
    response = await send(await getSigner())
  } catch (error) {
    const message = toUserMessage(error)
    if (isUserRejection(error)) {
      txEvents.emit({ type: 'rejected', id, message })
      throw new TxFailedError(message, true)
    }
    txEvents.emit({ type: 'failed', id, message })
    throw new TxFailedError(message)
  }
  const { hash } = response
  txEvents.emit({ type: 'submitted', id, hash })
  try {
    const receipt = await waitForReceipt(response, receiptProvider)
    if (!receipt || receipt.status !== 1) {
      txEvents.emit({ type: 'reverted', id, hash, message: TX_FAILED_MESSAGE })
      throw new TxFailedError(TX_FAILED_MESSAGE)
    }
    txEvents.emit({ type: 'confirmed', id, hash: receipt.hash, successMessage })
    return { hash: receipt.hash, blockNumber: receipt.blockNumber }
  } catch (error) {
    if (error instanceof TxFailedError) throw error
    const message = toUserMessage(error)
    txEvents.emit({ type: 'failed', id, hash, message })
    throw new TxFailedError(message)
  }
}
