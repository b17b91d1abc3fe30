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
 * (dropped, or a devnet that was restarted) is forgotten (its waiting toast, if a failed lookup showed one, goes); a
 * failed lookup is retried until the RPC answers, and the record stays until the chain has settled the transaction (issue #35).
 */
export async function resumePendingTransactions(reader: TxReader, chainId: number): Promise<void> {
  const records = readPendingTransactions().filter((record) => record.chainId === chainId)
  const intervalMs = reader.provider.pollingInterval
  await Promise.all(
    records.map(async (record) => {
      const id = `resumed-${record.hash}`
      const { hash } = record
      // The waiting toast shows as soon as a lookup fails (the RPC is down), saying "Checking…".
      let isAnnounced = false
      const sent = await findSentTransaction(hash, {
        rpc: reader.rpc,
        intervalMs,
        onChecking: (isChecking) => {
          if (!isAnnounced) txEvents.emit({ type: 'submitted', id, hash })
          isAnnounced = true
          txEvents.emit({ type: 'checking', id, hash, isChecking })
        },
      })
      if (!sent) {
        if (isAnnounced) txEvents.emit({ type: 'forgotten', id, hash })
        removePendingTransaction(hash)
        return
      }
      if (!isAnnounced) txEvents.emit({ type: 'submitted', id, hash })
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
