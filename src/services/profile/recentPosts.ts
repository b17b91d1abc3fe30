import type { CallBatcher } from '../chain/rpc/callBatcher'
import type { ChannelName } from '../../config'
import { readFeedPage } from '../chat/chatReads'
import type { ChatMessage } from '../chat/types'

/** A main message of a channel, with the channel it was posted in. */
export interface RecentPost {
  channel: ChannelName
  message: ChatMessage
}

/** A user's recent posts and the window they were looked for in (messages per channel). */
export interface RecentPosts {
  posts: RecentPost[]
  window: number
}

export interface RecentPostsOptions {
  /** Newest main messages read per channel: the bounded window the author's posts are looked for in. */
  window: number
  /** Posts returned at most. */
  limit: number
}

/**
 * A user's recent posts across channels (issue #7 part 1): the newest `window` main messages of every configured
 * channel, read in one multicall (each channel's page and count), kept when `author` wrote them and they are not
 * deleted, newest first, at most `limit`. Posts older than the window are not found: the screen says so.
 */
export async function readRecentPostsBy(
  batcher: CallBatcher,
  channels: Readonly<Record<ChannelName, string>>,
  author: string,
  { window, limit }: RecentPostsOptions,
): Promise<RecentPost[]> {
  const names = (Object.keys(channels) as ChannelName[]).filter((channel) => channels[channel])
  const pages = await Promise.all(
    names.map((channel) =>
      readFeedPage(batcher, { channelAddress: channels[channel], parentIndex: null }, null, window),
    ),
  )
  const target = author.toLowerCase()
  return names
    .flatMap((channel, position) =>
      (pages[position]?.messages ?? [])
        .filter((message) => message.author.toLowerCase() === target)
        .map((message) => ({ channel, message })),
    )
    .sort((a, b) => b.message.createdAt - a.message.createdAt || b.message.index - a.message.index)
    .slice(0, limit)
}
