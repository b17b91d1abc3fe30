import { getAddress, isError } from 'ethers'
import type { AppConfig } from '../../config'
import { toFullDomainName } from '../../lib/domainNames'
import { activityPointsFromWei, formatActivityPoints } from '../../lib/format'
import { activityPointsContract } from '../chain/contracts'
import { MulticallRunner } from '../chain/multicallRunner'
import type { ChainReader } from '../chain/readProvider'
import { readDefaultName } from '../chain/reads'
import { createCallBatcher } from '../chain/rpc/callBatcher'

/** One row of the leaderboard: competition rank (ties share a rank), checksummed address, points wei, full name or ''. */
export interface LeaderboardEntry {
  rank: number
  address: string
  pointsWei: string
  username: string
}

/**
 * The top holders of activity points. `available: false` when the points contract cannot list its users (the
 * Base Sepolia contract has no enumeration): the screen says so instead of inventing a board.
 */
export type Leaderboard =
  | { available: false }
  | {
      available: true
      /** Users the contract lists. */
      userCount: number
      /** Users actually ranked (at most `maxUsers`). */
      rankedCount: number
      entries: LeaderboardEntry[]
    }

export interface LeaderboardOptions {
  /** Rows to return. */
  limit?: number
  /** Addresses per getUsers call. */
  pageSize?: number
  /** Most users read; beyond it the board ranks the first `maxUsers` and says so. */
  maxUsers?: number
  /** Calls per aggregate3 for the bulk reads (the shared runner stops at 100). */
  batchSize?: number
}

/** Points as the board shows them ('0', '0.01', '12.34', '150'; Leaderboard.tsx), from their 18-decimal wei string. */
export const shownPoints = (pointsWei: string): string => formatActivityPoints(activityPointsFromWei(pointsWei))

/**
 * Sorts users by points, highest first (ties keep the contract's first-seen order), drops users with no points and
 * gives competition ranks: 1, 2, 2, 4. Users whose points read the same on screen (`shownAs`, e.g. "0 AP" for a few
 * wei) share a rank (issue #39): a reader cannot tell them apart. `shownAs` is monotonic: equal values are adjacent.
 */
export function rankByPoints(
  users: { address: string; pointsWei: string }[],
  limit: number,
  shownAs: (pointsWei: string) => string = (pointsWei) => pointsWei,
): Omit<LeaderboardEntry, 'username'>[] {
  const sorted = users
    .map((user, order) => ({ ...user, points: BigInt(user.pointsWei), order }))
    .filter((user) => user.points > 0n)
    .sort((a, b) => (a.points === b.points ? a.order - b.order : a.points > b.points ? -1 : 1))
  const entries: Omit<LeaderboardEntry, 'username'>[] = []
  let previousShown: string | null = null
  let rank = 0
  for (const [index, user] of sorted.slice(0, limit).entries()) {
    const shown = shownAs(user.pointsWei)
    if (shown !== previousShown) rank = index + 1
    previousShown = shown
    entries.push({ rank, address: user.address, pointsWei: user.pointsWei })
  }
  return entries
}

/** True when a read failed because the contract lacks the function (revert or empty return), not the network. */
const isMissingFunction = (error: unknown) => isError(error, 'CALL_EXCEPTION') || isError(error, 'BAD_DATA')

/**
 * Reads the leaderboard in a few round trips: the user count, every page of users (one aggregate3), every user's
 * points (aggregate3 batches of `batchSize`), then the leaders' names through the shared runner (one batch).
 */
export async function readLeaderboard(
  reader: ChainReader,
  config: AppConfig,
  { limit = 10, pageSize = 500, maxUsers = 5000, batchSize = 500 }: LeaderboardOptions = {},
): Promise<Leaderboard> {
  const bulk = new MulticallRunner(
    createCallBatcher(reader.rpc, config.multicall3Address, { maxCalls: batchSize }),
    reader.provider,
  )
  const points = activityPointsContract(config, bulk)
  let userCount: number
  try {
    userCount = Number(await points.getFunction('getUserCount')())
  } catch (error) {
    if (isMissingFunction(error)) return { available: false }
    throw error
  }
  const rankedCount = Math.min(userCount, maxUsers)
  const starts = Array.from({ length: Math.ceil(rankedCount / pageSize) }, (_, index) => index * pageSize)
  const pages = await Promise.all(
    starts.map(async (from) => {
      const page = (await points.getFunction('getUsers')(from, Math.min(pageSize, rankedCount - from))) as string[]
      return [...page]
    }),
  )
  const addresses = pages.flat().map((address) => getAddress(address))
  const pointsWei = await Promise.all(
    addresses.map(async (address) => String(await points.getFunction('getPoints')(address))),
  )
  const leaders = rankByPoints(
    addresses.map((address, index) => ({ address, pointsWei: pointsWei[index] ?? '0' })),
    limit,
    shownPoints,
  )
  const names = await Promise.all(leaders.map((leader) => readDefaultName(reader, config, leader.address)))
  const entries = leaders.map((leader, index) => {
    const name = names[index] ?? ''
    return { ...leader, username: name ? toFullDomainName(name, config.tldName) : '' }
  })
  return { available: true, userCount, rankedCount, entries }
}
