import { useEffect } from 'react'
import { config } from '../config'
import { newHeadsFor } from '../services/chain/blockWatch/newHeads'
import { defaultPollTiming } from '../services/chain/blockWatch/pollScheduler'
import type { ChainTag } from './chainApi'
import { chainApi } from './chainApi'
import type { ChainFollower } from './chainFollow'
import { createChainFollower } from './chainFollow'
import type { AppDispatch } from './store'
import { useAppDispatch } from './store'

/** One follower per store (tests make several stores; the app has one). */
const followers = new WeakMap<AppDispatch, ChainFollower>()

function followerFor(dispatch: AppDispatch): ChainFollower {
  let follower = followers.get(dispatch)
  if (!follower) {
    const { wsRpcUrl, blockTimeMs } = config.chain
    follower = createChainFollower({
      refresh: (tags) => dispatch(chainApi.util.invalidateTags(tags)),
      timing: defaultPollTiming(blockTimeMs),
      heads: wsRpcUrl ? newHeadsFor(wsRpcUrl) : undefined,
    })
    followers.set(dispatch, follower)
  }
  return follower
}

/** The tags of what a wallet holds on the chain: its native and token balances and its allowances. */
export const walletTags = (address: string): ChainTag[] => {
  const id = address.toLowerCase()
  return [
    { type: 'NativeBalance', id },
    { type: 'TokenBalance', id },
    { type: 'Allowance', id },
  ]
}

/**
 * Keeps the chain reads under `tags` fresh on each new block while the page is visible (issue #39; see
 * createChainFollower), for as long as the calling screen is mounted; null follows nothing (e.g. without a wallet).
 * Only queries that are on screen refetch, together in one batch per block.
 */
export function useFollowChain(tags: readonly ChainTag[] | null): void {
  const dispatch = useAppDispatch()
  // Callers build the array on each render: the effect follows its content, not its identity.
  const key = tags === null ? null : JSON.stringify(tags)
  useEffect(() => {
    if (key === null) return
    return followerFor(dispatch).follow(JSON.parse(key) as ChainTag[])
  }, [dispatch, key])
}
