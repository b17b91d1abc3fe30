import { PUNK_TLD_ABI } from '../chain/abis'
import type { CallBatcher } from '../chain/rpc/callBatcher'
import type { FunctionResult } from '../chain/typedAbi'
import { readContract } from '../chain/rpc/readContract'
import { CHAT_CHANNEL_ABI } from './chatAbi'
import type { ChannelState, ChatMessage, FeedPage } from './types'

/*
 * The chat's reads on the light path (issue #8): ABI coding with `Interface`, every call through the app's
 * Multicall3 batcher, so what a screen reads at once is one eth_call and the feed needs no ethers provider.
 */
/** The contract's Message struct as the ABI types it. */
type RawMessage = FunctionResult<typeof CHAT_CHANNEL_ABI, 'getMainMessage'>

/** Converts the contract's Message struct into plain data. */
export function toChatMessage(raw: RawMessage): ChatMessage {
  return {
    index: Number(raw.index),
    author: String(raw.author),
    createdAt: Number(raw.createdAt),
    deleted: Boolean(raw.deleted),
    repliesCount: Number(raw.repliesCount),
    url: String(raw.url),
  }
}

/** Which list a feed reads: the channel's main messages, or the replies of main message `parentIndex`. */
export interface FeedSource {
  channelAddress: string
  parentIndex: number | null
}

/**
 * One page of a feed, newest first (issue #5 part 3). The newest page uses `fetchLast*`, older pages
 * `fetch*(fromIndex)` ending right before `beforeIndex`; deleted messages are fetched too (includeDeleted = true), so
 * every page covers exactly `pageSize` indexes and a page of only deleted messages still advances, then they are left
 * out. The count is read in the same multicall, so page and count come from the same block: one round trip.
 */
export async function readFeedPage(
  batcher: CallBatcher,
  { channelAddress, parentIndex }: FeedSource,
  beforeIndex: number | null,
  pageSize: number,
): Promise<FeedPage> {
  const abi = CHAT_CHANNEL_ABI
  const size = BigInt(pageSize)
  const count =
    parentIndex === null
      ? readContract(batcher, channelAddress, abi, 'getMainMessageCount')
      : readContract(batcher, channelAddress, abi, 'getReplyCount', [BigInt(parentIndex)])
  let page: Promise<readonly RawMessage[]>
  if (beforeIndex === null) {
    page =
      parentIndex === null
        ? readContract(batcher, channelAddress, abi, 'fetchLastMainMessages', [true, size])
        : readContract(batcher, channelAddress, abi, 'fetchLastReplies', [true, BigInt(parentIndex), size])
  } else {
    const fromIndex = BigInt(Math.max(0, beforeIndex - pageSize))
    const length = BigInt(beforeIndex) - fromIndex
    page =
      parentIndex === null
        ? readContract(batcher, channelAddress, abi, 'fetchMainMessages', [true, fromIndex, length])
        : readContract(batcher, channelAddress, abi, 'fetchReplies', [true, BigInt(parentIndex), fromIndex, length])
  }
  const [rawPage, total] = await Promise.all([page, count])
  const all = [...rawPage].map(toChatMessage)
  const oldest = all.reduce((lowest, message) => Math.min(lowest, message.index), Number.POSITIVE_INFINITY)
  const newestFirst = all.sort((a, b) => b.index - a.index)
  const visible = newestFirst.filter((message) => !message.deleted)
  return {
    messages: visible,
    olderCursor: Number.isFinite(oldest) && oldest > 0 ? oldest : null,
    total: Number(total),
    hiddenCount: all.length - visible.length,
    deleted: newestFirst.filter((message) => message.deleted),
  }
}

/** How many messages (deleted included) a feed has: the 'N new messages' poll. */
export async function readMessageCount(
  batcher: CallBatcher,
  { channelAddress, parentIndex }: FeedSource,
): Promise<number> {
  const count =
    parentIndex === null
      ? readContract(batcher, channelAddress, CHAT_CHANNEL_ABI, 'getMainMessageCount')
      : readContract(batcher, channelAddress, CHAT_CHANNEL_ABI, 'getReplyCount', [BigInt(parentIndex)])
  return Number(await count)
}

/**
 * One main message, or null when the index does not exist. The count is read alongside (same multicall), so a
 * missing message is told apart from a failed read.
 */
export async function readMainMessage(
  batcher: CallBatcher,
  channelAddress: string,
  index: number,
): Promise<ChatMessage | null> {
  const [message, count] = await Promise.all([
    readContract(batcher, channelAddress, CHAT_CHANNEL_ABI, 'getMainMessage', [BigInt(index)]).then(
      toChatMessage,
      () => null,
    ),
    readContract(batcher, channelAddress, CHAT_CHANNEL_ABI, 'getMainMessageCount'),
  ])
  if (index >= Number(count)) return null
  if (!message) throw new Error(`Could not read message ${index}`)
  return message
}

/** Whether `user` may not post in the channel (a mod's view of an author). */
export const readSuspended = (batcher: CallBatcher, channelAddress: string, user: string): Promise<boolean> =>
  readContract(batcher, channelAddress, CHAT_CHANNEL_ABI, 'suspended', [user])

/** Price, paused flag, and for an account whether it is suspended or a mod: one multicall. */
export async function readChannelState(
  batcher: CallBatcher,
  channelAddress: string,
  account: string | null,
): Promise<ChannelState> {
  const abi = CHAT_CHANNEL_ABI
  const [price, paused, suspended, isMod] = await Promise.all([
    readContract(batcher, channelAddress, abi, 'price'),
    readContract(batcher, channelAddress, abi, 'paused'),
    account ? readContract(batcher, channelAddress, abi, 'suspended', [account]) : false,
    account ? readContract(batcher, channelAddress, abi, 'isUserMod', [account]) : false,
  ])
  return { priceWei: price.toString(), paused, suspended, isMod }
}

/**
 * The main names (without the tld, '' when none) of many addresses: every `defaultNames` call in one multicall.
 * A failed call gives null for that address only.
 */
export async function readDefaultNames(
  batcher: CallBatcher,
  tldAddress: string,
  addresses: readonly string[],
): Promise<(string | null)[]> {
  const results = await Promise.allSettled(
    addresses.map((address) => readContract(batcher, tldAddress, PUNK_TLD_ABI, 'defaultNames', [address])),
  )
  return results.map((result) => (result.status === 'fulfilled' ? result.value : null))
}

/** The data JSON strings of many names (spec §3: optional `image`): one multicall; null where a call failed. */
export async function readDomainDataMany(
  batcher: CallBatcher,
  tldAddress: string,
  domainNames: readonly string[],
): Promise<(string | null)[]> {
  const results = await Promise.allSettled(
    domainNames.map((name) => readContract(batcher, tldAddress, PUNK_TLD_ABI, 'getDomainData', [name])),
  )
  return results.map((result) => (result.status === 'fulfilled' ? result.value : null))
}
