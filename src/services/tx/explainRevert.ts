import { getRevertData, getRevertReason, revertReasonMessage } from '../errors'
import { TX_FAILED_MESSAGE } from '../errors/messages'
import type { JsonRpcClient } from '../chain/rpc/jsonRpcClient'
import type { SentTransaction } from './waitForTransaction'

/** What an explainer of a mined revert is told (issue #35). */
export interface RevertContext {
  /** The replay's revert (a JSON-RPC error carrying the revert data), or null when the replay could not tell. */
  error: unknown
  /** Block the reverted transaction was mined in. */
  blockNumber: number
  /** Block number before it was sent (-1 when unknown). */
  startBlock: number
  /** The app's read transport, for the reads an explanation needs (the new price, who was first). */
  rpc: JsonRpcClient
}

/**
 * A feature's plain words for a mined revert of its own transaction ("The price moved more than your 0.5 %
 * slippage…"); null leaves it to the spec §8 rule. Must not throw for a failed read: it returns null instead.
 */
export type RevertExplainer = (context: RevertContext) => Promise<string | null>

const quantity = (n: number) => `0x${n.toString(16)}`

/**
 * Replays a reverted transaction's call (from, to, data, value) with eth_call on the state at the end of its block,
 * where whatever made it fail (a price move, a sale before it) is in place, so the node sends the revert data again.
 * Resolves the replay's error when it reverted, null when it succeeded there or the RPC could not answer.
 */
export async function replayRevert(rpc: JsonRpcClient, tx: SentTransaction, blockNumber: number): Promise<unknown> {
  const call = { from: tx.from, to: tx.to, data: tx.data, value: `0x${tx.value.toString(16)}` }
  try {
    await rpc.request('eth_call', [call, quantity(blockNumber)])
    return null
  } catch (error) {
    // A transport failure is no answer; revert data (even of an error this module cannot name) is.
    return getRevertData(error) || getRevertReason(error) ? error : null
  }
}

/**
 * The text shown for a mined revert: the feature's explanation when it has one, else the decoded reason by the spec
 * §8 rule (custom error by name, `Error(string)` as 'Error: <reason>'), else 'Transaction has failed.'.
 */
export async function revertMessage(context: RevertContext, explain?: RevertExplainer): Promise<string> {
  const explained = explain ? await explain(context).catch(() => null) : null
  if (explained) return explained
  const reason = context.error ? getRevertReason(context.error) : null
  return reason ? revertReasonMessage(reason) : TX_FAILED_MESSAGE
}
