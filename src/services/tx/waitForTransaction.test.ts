/** @jest-environment node */
import type { JsonRpcClient } from '../chain/rpc/jsonRpcClient'
import { waitForTransaction, type SentTransaction } from './waitForTransaction'

/**
 * The wait's reading of a node that shows a used nonce before the block that used it (issue #35): a node seen in
 * that state once must not make a mined transaction count as dropped. Each look is scripted; the real chain cases
 * (mined, speed-up, cancel, faults) are in the chain tests.
 */
const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TX: SentTransaction = { hash: '0xaa', from: FROM, nonce: 4, to: '0xbb', data: '0x', value: 0n }
const RECEIPT = { transactionHash: '0xaa', blockNumber: '0x20', status: '0x1' }

/** One look's view of the node: the receipt (or none) and the sender's used nonce count. */
interface NodeView {
  receipt: typeof RECEIPT | null
  nonceCount: number
}

/** A node that answers look k from views[k] (the last view repeats); every block it holds is empty. */
function scriptedNode(views: NodeView[]) {
  let look = 0
  const view = () => views[Math.min(look, views.length - 1)] as NodeView
  const rpc: JsonRpcClient = {
    url: 'scripted',
    request: async <T>(method: string): Promise<T> => {
      switch (method) {
        case 'eth_getTransactionReceipt':
          return view().receipt as T
        case 'eth_getTransactionCount':
          return `0x${view().nonceCount.toString(16)}` as T
        case 'eth_blockNumber':
          return '0x1f' as T
        case 'eth_getBlockByNumber':
          return { transactions: [] } as T
        default:
          throw new Error(`unexpected ${method}`)
      }
    },
  }
  return {
    looks: () => look + 1,
    /** The wait's options: the pause between two looks moves the script to the next view. */
    options: { rpc, startBlock: 0x1e, intervalMs: 0, wait: async () => void (look += 1) },
  }
}

describe('waitForTransaction: a used nonce with no trace yet (issue #35)', () => {
  it('waits on when the next look finds the receipt: mined, not dropped', async () => {
    const node = scriptedNode([
      { receipt: null, nonceCount: 5 },
      { receipt: RECEIPT, nonceCount: 5 },
    ])

    await expect(waitForTransaction(TX, node.options)).resolves.toEqual({
      kind: 'mined',
      receipt: { hash: '0xaa', blockNumber: 0x20, succeeded: true },
    })
  })

  it('counts it dropped only once three looks in a row find no trace', async () => {
    const node = scriptedNode([{ receipt: null, nonceCount: 5 }])

    await expect(waitForTransaction(TX, node.options)).resolves.toEqual({ kind: 'dropped' })
    expect(node.looks()).toBe(3)
  })

  it('starts counting again after a look that sees the transaction still pending', async () => {
    const node = scriptedNode([
      { receipt: null, nonceCount: 5 },
      { receipt: null, nonceCount: 5 },
      { receipt: null, nonceCount: 4 },
      { receipt: null, nonceCount: 5 },
    ])

    await expect(waitForTransaction(TX, node.options)).resolves.toEqual({ kind: 'dropped' })
    expect(node.looks()).toBe(6)
  })
})
