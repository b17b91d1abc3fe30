import { useWalletSession } from '../../store/useWalletSession'
import type { FeedKey } from './channels'
import { useGetChannelStateQuery, useGetFeedInfiniteQuery } from './chatApi'

/**
 * The channel's price, paused flag, and the connected account's suspended / mod status, for a screen that shows the
 * feed `key` (it subscribes to that feed too; RTK Query shares one fetch). The feed's newest page reads the state in
 * its own multicall and caches it, so this waits for that page instead of sending a request of its own (one round
 * trip fewer per page load); it reads by itself only if the feed failed or the account changed since.
 */
export function useChannelState(key: FeedKey) {
  const { address } = useWalletSession()
  const feed = useGetFeedInfiniteQuery(key)
  return useGetChannelStateQuery({ channel: key.channel, account: address }, { skip: !feed.isSuccess && !feed.isError })
}
