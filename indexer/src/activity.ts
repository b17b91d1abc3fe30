import type { Context } from 'ponder:registry'
import { activity, type ActivityKind } from 'ponder:schema'
import type { Address, Hex } from 'viem'

/** The chain coordinates every activity entry copies from its event. */
export interface EventPlace {
  id: string
  block: { number: bigint; timestamp: bigint }
  transaction: { hash: Hex }
}

/**
 * Writes one entry of `account`'s activity feed for an event (see the `activity` table). `role` tells apart the two
 * entries one event can give (a transfer's sender and receiver), so each gets its own id.
 */
export async function recordActivity(
  context: Context,
  event: EventPlace,
  entry: { account: Address; kind: ActivityKind; contract: Address; ref: string; amount?: bigint; tokenId?: bigint },
  role = '',
): Promise<void> {
  await context.db.insert(activity).values({
    id: role === '' ? event.id : `${event.id}:${role}`,
    account: entry.account,
    kind: entry.kind,
    ref: entry.ref,
    contract: entry.contract,
    amount: entry.amount ?? null,
    tokenId: entry.tokenId ?? null,
    at: event.block.timestamp,
    blockNumber: event.block.number,
    transactionHash: event.transaction.hash,
    position: event.id,
  })
}
