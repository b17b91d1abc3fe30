/**
 * What the event index's HTTP API answers (indexer/src/api/index.ts, issue #36), as the app uses it after decoding
 * (decode.ts). Block numbers and times are plain numbers; `createdAt` is Unix seconds; addresses are lower-case.
 */

/** Where a message's body stands in the index's body worker: fetched (`ok`), still coming, never found or tampered. */
export type BodyStatus = 'pending' | 'ok' | 'missing' | 'invalid'

/** One chat message (a main message or a reply) as the index stores it. */
export interface IndexedMessage {
  /** The index's own id of the message. */
  id: string
  /** The channel contract's address. */
  channel: string
  /** The index's address-book key of the channel (general, memesImages, shill), '' when unknown. */
  channelName: string
  /** Index of the main message (for a reply: of the main message it answers). */
  mainIndex: number
  /** Index of the reply under its main message; null for a main message. */
  replyIndex: number | null
  isReply: boolean
  author: string
  createdAt: number
  deleted: boolean
  blockNumber: number
  /** The body's text once the worker has fetched and checked it, else null. */
  body: string | null
  bodyStatus: BodyStatus
}

/** A `[start, end)` range of UTF-16 code units in a snippet. */
export type HighlightRange = readonly [number, number]

/** One search hit: the message, a plain-text snippet around the matches, and the matched ranges in it. */
export interface SearchHit extends IndexedMessage {
  snippet: string
  highlights: readonly HighlightRange[]
}

/** What every answer carries: the last block whose events are in the index (null before its first checkpoint). */
export interface Freshness {
  indexedBlock: number | null
}

/** A page of search hits; `nextCursor` asks for the next page (null on the last). */
export interface SearchPage extends Freshness {
  results: SearchHit[]
  nextCursor: string | null
}

/** A main message and a page of its replies, oldest first. */
export interface ThreadPage extends Freshness {
  message: IndexedMessage
  replies: IndexedMessage[]
  nextCursor: string | null
}

/** A page of an author's messages and replies in every channel, newest first. */
export interface PostsPage extends Freshness {
  posts: IndexedMessage[]
  nextCursor: string | null
}

/** A page of the messages and replies mentioning a name, newest first (GET /names/:label/mentions, issue #37). */
export interface MentionsPage extends Freshness {
  /** The mentioned name with its TLD ('alice.demo'). */
  name: string
  messages: IndexedMessage[]
  nextCursor: string | null
}

/** A name (label without the TLD) with its holder. */
export interface IndexedName extends Freshness {
  label: string
  fullName: string
  holder: string
}

/** An account's default name and the names it holds. */
export interface IndexedAccount extends Freshness {
  address: string
  defaultName: string | null
  names: string[]
}

/** Search order: by chain order (`newest`) or by rank, then newest (`relevant`). */
export type SearchSort = 'newest' | 'relevant'

/** The parameters of GET /search (see the route): `q` may carry one `from:name`. */
export interface SearchParams {
  q: string
  /** The channel's contract address; all channels when absent. */
  channel?: string
  sort?: SearchSort
  cursor?: string
  limit?: number
}

/** What an inbox item is about (indexer/src/api/inbox.ts, issue #37). */
export type InboxKind = 'reply' | 'mention' | 'thread-reply' | 'comment' | 'trade'

/** What every inbox item carries: `position` orders the items in chain order (a fixed-width digit string). */
interface InboxItemBase {
  /** The index's event position: compares as a string in chain order; the read mark is one of these. */
  position: string
  /** Unix seconds. */
  at: number
  /** Who did it (lower-case address). */
  actor: string
}

/** A collection the account owns, as an inbox item names it. */
export interface InboxCollection {
  address: string
  name: string
}

/** A reply to the account's message, a mention of its name, or a reply in a thread it wrote in. */
export interface InboxMessageItem extends InboxItemBase {
  kind: 'reply' | 'mention' | 'thread-reply'
  message: IndexedMessage
}

/** A comment on one of the account's collections; `body` is null until the index has fetched it. */
export interface InboxCommentItem extends InboxItemBase {
  kind: 'comment'
  collection: InboxCollection
  comment: { body: string | null }
}

/** A buy from, or a sale back to the curve of, one of the account's collections. */
export interface InboxTradeItem extends InboxItemBase {
  kind: 'trade'
  collection: InboxCollection
  trade: { kind: 'buy' | 'sell'; tokenId: string }
}

export type InboxItem = InboxMessageItem | InboxCommentItem | InboxTradeItem

/** A page of an account's inbox, newest first; `nextCursor` asks for the next (older) page, null on the last. */
export interface InboxPage extends Freshness {
  notifications: InboxItem[]
  nextCursor: string | null
}

/** One transfer of a launchpad NFT: a buy (mint), a sell (burn) or a plain transfer; addresses lower-case. */
export interface IndexedNftTrade {
  id: string
  kind: 'buy' | 'sell' | 'transfer'
  tokenId: string
  from: string
  to: string
  /** Wei paid (buy) or received (sell), fees included as the curve charges them; null for a transfer. */
  priceWei: string | null
  /** Block time, Unix seconds. */
  at: number
  blockNumber: number
  transactionHash: string
}

/** A launchpad collection's counts from the index (GET /collections/:address): wei amounts as decimal strings. */
export interface IndexedCollectionStats {
  address: string
  supply: number
  mints: number
  burns: number
  transfers: number
  holders: number
  volumeWei: string
  trades24h: number
  volume24hWei: string
}

/** A collection's stats and its most recent trades, newest first. */
export interface IndexedCollection extends Freshness {
  collection: IndexedCollectionStats
  recentTrades: IndexedNftTrade[]
  nextCursor: string | null
}

/** A page of a collection's trades, newest first (GET /collections/:address/trades). */
export interface NftTradesPage extends Freshness {
  trades: IndexedNftTrade[]
  nextCursor: string | null
}
