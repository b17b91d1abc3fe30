import type { Provider } from 'ethers'
import { TxFailedError } from '../errors'
import { logger } from '../logger'
import type { PendingTransaction } from './pendingTransactions'
import { readPendingTransactions, removePendingTransaction } from './pendingTransactions'
import { followTransaction } from './runTransaction'
import { txEvents } from './txEvents'

/**
 * After a reload: waits again for every stored pending transaction of `chainId`, with the same toasts as before the
 * reload (waiting, then success or failure), and calls `onSettled` once each has an outcome so the caller refreshes
 * the cache tags it changed. A transaction the node does not know (dropped, or a devnet that was restarted) is
 * forgotten silently; a failed lookup keeps the record for the next start.
 */
export async function resumePendingTransactions(
  provider: Provider,
  chainId: number,
  onSettled: (record: PendingTransaction) => void,
): Promise<void> {
  const records = readPendingTransactions().filter((record) => record.chainId === chainId)
  await Promise.all(
    records.map(async (record) => {
      let response
      try {
        response = await provider.getTransaction(record.hash)
      } catch (error) {
        logger.warn('Pending transaction lookup failed', error)
        return
      }
      if (!response) {
        removePendingTransaction(record.hash)
        return
      }
      const id = `resumed-${record.hash}`
      txEvents.emit({ type: 'submitted', id, hash: record.hash })
      try {
        await followTransaction(id, response, { ...record, receiptProvider: provider })
      } catch (error) {
        // The failure has been reported on the bus; anything else is unexpected.
        if (!(error instanceof TxFailedError)) logger.error('Resuming a transaction failed', error)
      } finally {
        removePendingTransaction(record.hash)
        onSettled(record)
      }
    }),
  )
}
