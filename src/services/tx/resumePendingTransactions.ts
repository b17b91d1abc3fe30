import { TxFailedError } from '../errors'
import { logger } from '../logger'
import { readPendingTransactions, removePendingTransaction } from './pendingTransactions'
import type { TxReader } from './runTransaction'
import { followTransaction } from './runTransaction'
import { txEvents } from './txEvents'
import { findSentTransaction } from './waitForTransaction'

/**
 * After a reload: waits again for every stored pending transaction of `chainId`, with the same toasts as before the
 * reload (waiting, "checking…" while the read RPC fails, then success or failure); each end is announced on
 * `txSettled` with the record's tags, as for a transaction sent in this page. A transaction the node does not know
 * (dropped, or a devnet that was restarted) is forgotten silently; a failed lookup is retried, silently, until the RPC
 * answers, and the record stays until the chain has settled the transaction (issue #35).
 */
export async function resumePendingTransactions(reader: TxReader, chainId: number): Promise<void> {
  const records = readPendingTransactions().filter((record) => record.chainId === chainId)
  const intervalMs = reader.provider.pollingInterval
  await Promise.all(
    records.map(async (record) => {
      const sent = await findSentTransaction(record.hash, { rpc: reader.rpc, intervalMs })
      if (!sent) {
        removePendingTransaction(record.hash)
        return
      }
      const id = `resumed-${record.hash}`
      txEvents.emit({ type: 'submitted', id, hash: record.hash })
      try {
        await followTransaction(id, sent, { ...record, reader, isResumed: true })
      } catch (error) {
        // The failure has been reported on the bus; anything else is unexpected.
        if (!(error instanceof TxFailedError)) logger.error('Resuming a transaction failed', error)
      }
      removePendingTransaction(record.hash)
    }),
  )
}
