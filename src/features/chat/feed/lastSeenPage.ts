import type { ChannelName } from '../../../config'
import { config } from '../../../config'
import type { ChatMessage, FeedPage } from '../../../services/chat/types'
import type { LocalStore } from '../../../services/storage/localStore'
import { localStore } from '../../../services/storage/localStore'
import { isFresh } from '../../../lib/expiry'
import { isHexAddress, isRecord } from '../../../lib/guards'
import { parseUntrustedJson } from '../../../store/persistence/readStoredState'

/**
 * The localStorage key of each channel's last-seen newest page:
 * `{ v: LAST_SEEN_VERSION, feeds: { [channel]: { contract, storedAt, messages, olderCursor, total } } }`.
 */
export const LAST_SEEN_STORAGE_KEY = 'chat-last-seen'
export const LAST_SEEN_VERSION = 1
/**
 * A page stored longer ago than this (ms) is not shown: a visitor back after a week would mostly watch it be
 * replaced, and the names it shows have left their cache by then (config.expiryUsernames is 7 days too).
 */
export const LAST_SEEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
/** Longest body URL kept (a chain-given string; the feed shows a longer one as unavailable anyway). */
const MAX_URL_LENGTH = 2048

interface StoredFeed {
  contract: string
  storedAt: number
  messages: ChatMessage[]
  olderCursor: number | null
  total: number
}

type StoredFeeds = Partial<Record<ChannelName, StoredFeed>>

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0

/** One stored message, or null unless every field has the type and range the chain reads give it. */
function parseMessage(value: unknown): ChatMessage | null {
  if (!isRecord(value)) return null
  const { index, author, createdAt, deleted, repliesCount, url } = value
  if (!isCount(index) || !isCount(createdAt) || !isCount(repliesCount) || deleted !== false) return null
  if (!isHexAddress(author)) return null
  if (typeof url !== 'string' || url.length > MAX_URL_LENGTH) return null
  return { index, author, createdAt, deleted, repliesCount, url }
}

/**
 * One channel's stored feed, or null when it is malformed (storage is untrusted: a bad entry only costs the wait for
 * the chain), empty, or does not fit itself (messages newest first, below the total, a cursor below them).
 */
function parseFeed(value: unknown): StoredFeed | null {
  if (!isRecord(value)) return null
  const { contract, storedAt, messages, olderCursor, total } = value
  if (typeof contract !== 'string' || !isCount(storedAt) || !isCount(total) || !Array.isArray(messages)) return null
  if (olderCursor !== null && !isCount(olderCursor)) return null
  if (messages.length === 0 || messages.length > config.chatPageSize) return null
  const parsed = messages.map(parseMessage)
  if (parsed.some((message) => message === null)) return null
  const list = parsed as ChatMessage[]
  const isNewestFirst = list.every((message, i) => i === 0 || message.index < (list[i - 1] as ChatMessage).index)
  const lowest = (list.at(-1) as ChatMessage).index
  if (!isNewestFirst || (list[0] as ChatMessage).index >= total) return null
  if (olderCursor !== null && olderCursor > lowest) return null
  return { contract, storedAt, messages: list, olderCursor, total }
}

function readFeeds(store: LocalStore): StoredFeeds {
  const stored = parseUntrustedJson(store.get(LAST_SEEN_STORAGE_KEY) ?? 'null')
  if (!isRecord(stored) || stored.v !== LAST_SEEN_VERSION || !isRecord(stored.feeds)) return {}
  const result: StoredFeeds = {}
  for (const channel of Object.keys(config.chatChannels) as ChannelName[]) {
    const feed = Object.hasOwn(stored.feeds, channel) ? parseFeed(stored.feeds[channel]) : null
    if (feed) result[channel] = feed
  }
  return result
}

/**
 * The newest page of `channel` as this browser last read it (issue #18: stale-while-revalidate for returning
 * visitors), or null when none is stored for this build's channel contract, it is older than LAST_SEEN_MAX_AGE_MS
 * (`now`, ms) or it is malformed. Deleted messages are never stored (`deleted` is empty, `hiddenCount` 0).
 */
export function readLastSeenPage(channel: ChannelName, now = Date.now(), store = localStore): FeedPage | null {
  const feed = readFeeds(store)[channel]
  if (!feed || feed.contract.toLowerCase() !== config.chatChannels[channel].toLowerCase()) return null
  if (!isFresh(feed, LAST_SEEN_MAX_AGE_MS, now)) return null
  return { messages: feed.messages, olderCursor: feed.olderCursor, total: feed.total, hiddenCount: 0, deleted: [] }
}

/**
 * Stores `page` (a newest page just read from the chain) as `channel`'s last-seen one, keeping the other channels'.
 * An empty page is not stored (there is nothing to show early). Storage that refuses the write is ignored.
 */
export function saveLastSeenPage(channel: ChannelName, page: FeedPage, now = Date.now(), store = localStore): void {
  if (page.messages.length === 0) return
  const feed: StoredFeed = {
    contract: config.chatChannels[channel],
    storedAt: now,
    messages: page.messages.slice(0, config.chatPageSize),
    olderCursor: page.olderCursor,
    total: page.total,
  }
  const feeds = { ...readFeeds(store), [channel]: feed }
  store.set(LAST_SEEN_STORAGE_KEY, JSON.stringify({ v: LAST_SEEN_VERSION, feeds }))
}
