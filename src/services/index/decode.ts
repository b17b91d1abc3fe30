import { IndexResponseError } from './errors'
import type {
  BodyStatus,
  Freshness,
  HighlightRange,
  InboxCollection,
  InboxItem,
  InboxPage,
  IndexedAccount,
  IndexedMessage,
  IndexedCollection,
  IndexedName,
  IndexedNftTrade,
  MentionsPage,
  NftTradesPage,
  PostsPage,
  SearchHit,
  SearchPage,
  ThreadPage,
} from './types'

/**
 * Checks of the index's JSON answers (types.ts): the app never trusts a shape it did not check. Each decoder returns
 * the typed value or throws IndexResponseError naming the first wrong field; extra fields are ignored.
 */

type Json = Record<string, unknown>

const fail = (what: string): never => {
  throw new IndexResponseError(`index answer: ${what} is missing or malformed`)
}

function record(value: unknown, what: string): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : fail(what)
}

function text(value: unknown, what: string): string {
  return typeof value === 'string' ? value : fail(what)
}

function count(value: unknown, what: string): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : fail(what)
}

function flag(value: unknown, what: string): boolean {
  return typeof value === 'boolean' ? value : fail(what)
}

function list(value: unknown, what: string): unknown[] {
  return Array.isArray(value) ? value : fail(what)
}

const nullable = <T>(value: unknown, decode: (value: unknown, what: string) => T, what: string): T | null =>
  value === null || value === undefined ? null : decode(value, what)

const BODY_STATUSES: readonly BodyStatus[] = ['pending', 'ok', 'missing', 'invalid']

function freshness(json: Json): Freshness {
  return { indexedBlock: nullable(json.indexedBlock, count, 'indexedBlock') }
}

/** One message of any list (channel page, thread, posts, search). */
export function decodeMessage(value: unknown): IndexedMessage {
  const json = record(value, 'message')
  const status = BODY_STATUSES.find((known) => known === json.bodyStatus) ?? fail('bodyStatus')
  return {
    id: text(json.id, 'id'),
    channel: text(json.channel, 'channel').toLowerCase(),
    channelName: typeof json.channelName === 'string' ? json.channelName : '',
    mainIndex: count(json.mainIndex, 'mainIndex'),
    replyIndex: nullable(json.replyIndex, count, 'replyIndex'),
    isReply: flag(json.isReply, 'isReply'),
    author: text(json.author, 'author').toLowerCase(),
    createdAt: count(json.createdAt, 'createdAt'),
    deleted: flag(json.deleted, 'deleted'),
    blockNumber: count(json.blockNumber, 'blockNumber'),
    body: nullable(json.body, text, 'body'),
    bodyStatus: status,
  }
}

/**
 * A snippet's highlight ranges, kept only where they make sense for `snippet`: integer `[start, end)` inside it,
 * non-empty, in order and not overlapping. A range that breaks a rule is dropped (the text still shows, unmarked).
 */
export function cleanHighlights(value: unknown, snippet: string): HighlightRange[] {
  if (!Array.isArray(value)) return []
  const ranges: HighlightRange[] = []
  let previousEnd = 0
  for (const range of value) {
    if (!Array.isArray(range) || range.length !== 2) continue
    const [start, end] = range as unknown[]
    if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) continue
    const [from, to] = [start as number, end as number]
    if (from < previousEnd || to <= from || to > snippet.length) continue
    ranges.push([from, to])
    previousEnd = to
  }
  return ranges
}

function decodeHit(value: unknown): SearchHit {
  const json = record(value, 'result')
  const snippet = text(json.snippet, 'snippet')
  return { ...decodeMessage(json), snippet, highlights: cleanHighlights(json.highlights, snippet) }
}

const cursor = (json: Json) => nullable(json.nextCursor, text, 'nextCursor')

/** GET /search. */
export function decodeSearchPage(value: unknown): SearchPage {
  const json = record(value, 'answer')
  return { ...freshness(json), results: list(json.results, 'results').map(decodeHit), nextCursor: cursor(json) }
}

/** GET /channels/:channel/messages/:index. */
export function decodeThreadPage(value: unknown): ThreadPage {
  const json = record(value, 'answer')
  return {
    ...freshness(json),
    message: decodeMessage(json.message),
    replies: list(json.replies, 'replies').map(decodeMessage),
    nextCursor: cursor(json),
  }
}

/** GET /users/:address/posts. */
export function decodePostsPage(value: unknown): PostsPage {
  const json = record(value, 'answer')
  return { ...freshness(json), posts: list(json.posts, 'posts').map(decodeMessage), nextCursor: cursor(json) }
}

/** GET /names/:label/mentions. */
export function decodeMentionsPage(value: unknown): MentionsPage {
  const json = record(value, 'answer')
  return {
    ...freshness(json),
    name: text(json.name, 'name'),
    messages: list(json.messages, 'messages').map(decodeMessage),
    nextCursor: cursor(json),
  }
}

/** GET /names/:label. */
export function decodeName(value: unknown): IndexedName {
  const json = record(value, 'answer')
  const name = record(json.name, 'name')
  return {
    ...freshness(json),
    label: text(name.label, 'label'),
    fullName: text(name.fullName, 'fullName'),
    holder: text(name.holder, 'holder').toLowerCase(),
  }
}

/** GET /accounts/:address. */
export function decodeAccount(value: unknown): IndexedAccount {
  const json = record(value, 'answer')
  return {
    ...freshness(json),
    address: text(json.address, 'address').toLowerCase(),
    defaultName: nullable(json.defaultName, text, 'defaultName'),
    names: list(json.names, 'names').map((name) => text(name, 'names')),
  }
}

function decodeCollection(value: unknown): InboxCollection {
  const json = record(value, 'collection')
  return { address: text(json.address, 'collection.address').toLowerCase(), name: text(json.name, 'collection.name') }
}

/** One inbox item, or null for a kind this app does not know (a newer index): such items are skipped, not fatal. */
function decodeInboxItem(value: unknown): InboxItem | null {
  const json = record(value, 'notification')
  const base = {
    position: text(json.position, 'position'),
    at: count(json.at, 'at'),
    actor: text(json.actor, 'actor').toLowerCase(),
  }
  switch (json.kind) {
    case 'reply':
    case 'mention':
    case 'thread-reply':
      return { ...base, kind: json.kind, message: decodeMessage(json.message) }
    case 'comment': {
      const comment = record(json.comment, 'comment')
      return {
        ...base,
        kind: 'comment',
        collection: decodeCollection(json.collection),
        comment: { body: nullable(comment.body, text, 'comment.body') },
      }
    }
    case 'trade': {
      const trade = record(json.trade, 'trade')
      const kind = trade.kind === 'buy' || trade.kind === 'sell' ? trade.kind : fail('trade.kind')
      return {
        ...base,
        kind: 'trade',
        collection: decodeCollection(json.collection),
        trade: { kind, tokenId: text(trade.tokenId, 'trade.tokenId') },
      }
    }
    default:
      return null
  }
}

/** GET /accounts/:address/notifications. */
export function decodeInboxPage(value: unknown): InboxPage {
  const json = record(value, 'answer')
  const items = list(json.notifications, 'notifications').map(decodeInboxItem)
  return {
    ...freshness(json),
    notifications: items.filter((item): item is InboxItem => item !== null),
    nextCursor: cursor(json),
  }
}

/** A wei amount or token ID: a decimal string of digits. */
function wei(value: unknown, what: string): string {
  return typeof value === 'string' && /^\d+$/.test(value) ? value : fail(what)
}

const TRADE_KINDS: readonly IndexedNftTrade['kind'][] = ['buy', 'sell', 'transfer']

/** One trade of a launchpad collection. */
export function decodeNftTrade(value: unknown): IndexedNftTrade {
  const json = record(value, 'trade')
  return {
    id: text(json.id, 'id'),
    kind: TRADE_KINDS.find((known) => known === json.kind) ?? fail('kind'),
    tokenId: wei(json.tokenId, 'tokenId'),
    from: text(json.from, 'from').toLowerCase(),
    to: text(json.to, 'to').toLowerCase(),
    priceWei: nullable(json.price, wei, 'price'),
    at: count(json.at, 'at'),
    blockNumber: count(json.blockNumber, 'blockNumber'),
    transactionHash: text(json.transactionHash, 'transactionHash'),
  }
}

/** GET /collections/:address. */
export function decodeIndexedCollection(value: unknown): IndexedCollection {
  const json = record(value, 'answer')
  const stats = record(json.collection, 'collection')
  return {
    ...freshness(json),
    collection: {
      address: text(stats.address, 'address').toLowerCase(),
      supply: count(stats.supply, 'supply'),
      mints: count(stats.mints, 'mints'),
      burns: count(stats.burns, 'burns'),
      transfers: count(stats.transfers, 'transfers'),
      holders: count(stats.holders, 'holders'),
      volumeWei: wei(stats.volume, 'volume'),
      trades24h: count(stats.trades24h, 'trades24h'),
      volume24hWei: wei(stats.volume24h, 'volume24h'),
    },
    recentTrades: list(json.recentTrades, 'recentTrades').map(decodeNftTrade),
    nextCursor: nullable(json.nextCursor, text, 'nextCursor'),
  }
}

/** GET /collections/:address/trades. */
export function decodeNftTradesPage(value: unknown): NftTradesPage {
  const json = record(value, 'answer')
  return {
    ...freshness(json),
    trades: list(json.trades, 'trades').map(decodeNftTrade),
    nextCursor: nullable(json.nextCursor, text, 'nextCursor'),
  }
}
