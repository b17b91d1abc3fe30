import type { ContractRunner, Result } from 'ethers'
import { Contract } from 'ethers'
import { PUNK_TLD_ABI } from '../chain/abis'
import { CHAT_CHANNEL_ABI } from './chatAbi'
import type { ChannelState, ChatMessage, FeedPage } from './types'

/** A channel contract for reads through the multicall runner (or writes with a signer). */
export const chatChannelContract = (address: string, runner: ContractRunner) => new Contract(address, CHAT_CHANNEL_ABI, runner)

/** Converts the contract's Message tuple into plain data. */
export function toChatMessage(raw: Result): ChatMessage {
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
  runner: ContractRunner,
  { channelAddress, parentIndex }: FeedSource,
  beforeIndex: number | null,
  pageSize: number,
): Promise<FeedPage> {
  const channel = chatChannelContract(channelAddress, runner)
  const isReplies = parentIndex !== null
  const count = isReplies ? channel.getFunction('getReplyCount')(parentIndex) : channel.getFunction('getMainMessageCount')()
  let page: Promise<Result>
  if (beforeIndex === null) {
    page = isReplies
      ? channel.getFunction('fetchLastReplies')(true, parentIndex, pageSize)
      : channel.getFunction('fetchLastMainMessages')(true, pageSize)
  } else {
    const fromIndex = Math.max(0, beforeIndex - pageSize)
    const length = beforeIndex - fromIndex
    page = isReplies
      ? channel.getFunction('fetchReplies')(true, parentIndex, fromIndex, length)
      : channel.getFunction('fetchMainMessages')(true, fromIndex, length)
  }
  const [rawPage, total] = await Promise.all([page, count])
  const all = [...(rawPage as Result)].map((raw) => toChatMessage(raw as Result))
  const oldest = all.reduce((lowest, message) => Math.min(lowest, message.index), Number.POSITIVE_INFINITY)
  const visible = all.filter((message) => !message.deleted).sort((a, b) => b.index - a.index)
  return {
    messages: visible,
    olderCursor: Number.isFinite(oldest) && oldest > 0 ? oldest : null,
    total: Number(total),
    hiddenCount: all.length - visible.length,
  }
}

/** How many messages (deleted included) a feed has: the 'N new messages' poll. */
export async function readMessageCount(runner: ContractRunner, { channelAddress, parentIndex }: FeedSource): Promise<number> {
  const channel = chatChannelContract(channelAddress, runner)
  const count = parentIndex === null ? channel.getFunction('getMainMessageCount')() : channel.getFunction('getReplyCount')(parentIndex)
  return Number(await count)
}

/**
 * One main message, or null when the index does not exist. The count is read alongside (same multicall), so a
 * missing message is told apart from a failed read.
 */
export async function readMainMessage(runner: ContractRunner, channelAddress: string, index: number): Promise<ChatMessage | null> {
  const channel = chatChannelContract(channelAddress, runner)
  const [message, count] = await Promise.all([
    channel.getFunction('getMainMessage')(index).then(
      (raw: Result) => toChatMessage(raw),
      () => null,
    ),
    channel.getFunction('getMainMessageCount')(),
  ])
  if (index >= Number(count)) return null
  if (!message) throw new Error(`Could not read message ${index}`)
  return message
}

/** Price, paused flag, and for an account whether it is suspended or a mod: one multicall. */
export async function readChannelState(runner: ContractRunner, channelAddress: string, account: string | null): Promise<ChannelState> {
  const channel = chatChannelContract(channelAddress, runner)
  const [price, paused, suspended, isMod] = await Promise.all([
    channel.getFunction('price')(),
    channel.getFunction('paused')(),
    account ? channel.getFunction('suspended')(account) : false,
    account ? channel.getFunction('isUserMod')(account) : false,
  ])
  return { priceWei: String(price), paused: Boolean(paused), suspended: Boolean(suspended), isMod: Boolean(isMod) }
}

const tldReader = (tldAddress: string, runner: ContractRunner) => new Contract(tldAddress, PUNK_TLD_ABI, runner)

/**
 * The main names (without the tld, '' when none) of many addresses: every `defaultNames` call in one multicall.
 * A failed call gives null for that address only.
 */
export async function readDefaultNames(runner: ContractRunner, tldAddress: string, addresses: readonly string[]): Promise<(string | null)[]> {
  const tld = tldReader(tldAddress, runner)
  const results = await Promise.allSettled(addresses.map((address) => tld.getFunction('defaultNames')(address)))
  return results.map((result) => (result.status === 'fulfilled' ? String(result.value) : null))
}

/** The data JSON strings of many names (spec §3: optional `image`): one multicall; null where a call failed. */
export async function readDomainDataMany(runner: ContractRunner, tldAddress: string, domainNames: readonly string[]): Promise<(string | null)[]> {
  const tld = tldReader(tldAddress, runner)
  const results = await Promise.allSettled(domainNames.map((name) => tld.getFunction('getDomainData')(name)))
  return results.map((result) => (result.status === 'fulfilled' ? String(result.value) : null))
}
