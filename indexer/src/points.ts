import { ponder, type Context, type Event } from 'ponder:registry'
import { points, pointsMultiplier } from 'ponder:schema'
import type { Address } from 'viem'
import { activityPointsAbi } from '../abis'

/**
 * Handlers of the ActivityPoints contract. Its events carry every change of an account's bonus points and wei spent,
 * so the index mirrors `bonusWei` and `weiSpent` exactly; the multiplier has no event and is read at each event.
 */

async function adjust(
  event: Event<
    'ActivityPoints:BonusPointsAdded' | 'ActivityPoints:BonusPointsRemoved' | 'ActivityPoints:WeiSpentAdded'
  >,
  context: Context,
  user: Address,
  change: { bonusWei?: bigint; weiSpent?: bigint },
): Promise<void> {
  const bonusWei = change.bonusWei ?? 0n
  const weiSpent = change.weiSpent ?? 0n
  await context.db
    .insert(points)
    .values({ address: user, bonusWei, weiSpent, total: bonusWei + weiSpent, updatedAt: event.block.timestamp })
    .onConflictDoUpdate((row) => ({
      bonusWei: row.bonusWei + bonusWei,
      weiSpent: row.weiSpent + weiSpent,
      total: row.total + bonusWei + weiSpent,
      updatedAt: event.block.timestamp,
    }))
  const multiplier = await context.client.readContract({
    abi: activityPointsAbi,
    address: event.log.address,
    functionName: 'multiplier',
  })
  await context.db
    .insert(pointsMultiplier)
    .values({ id: 'activityPoints', multiplier })
    .onConflictDoUpdate({ multiplier })
}

ponder.on('ActivityPoints:BonusPointsAdded', ({ event, context }) =>
  adjust(event, context, event.args.user_, { bonusWei: event.args.bp_ }),
)
ponder.on('ActivityPoints:BonusPointsRemoved', ({ event, context }) =>
  adjust(event, context, event.args.user_, { bonusWei: -event.args.bp_ }),
)
ponder.on('ActivityPoints:WeiSpentAdded', ({ event, context }) =>
  adjust(event, context, event.args.user_, { weiSpent: event.args.weiSpent_ }),
)
