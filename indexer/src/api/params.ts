import { isAddress, type Address } from 'viem'
import { CHANNEL_NAMES, channelName, type IndexedAddresses } from '../../addresses'

/**
 * Input checks of the HTTP API. Each parser returns the value or throws BadRequest with a message naming the
 * parameter, which the API answers with 400 and `{ error: message }`.
 */
export class BadRequest extends Error {}

/** Page size bounds of every list: enough for a screen, small enough that one request stays cheap. */
export const DEFAULT_LIMIT = 30
export const MAX_LIMIT = 100

const UINT = /^(0|[1-9]\d{0,8})$/

/** A non-negative integer below 10^9 from a path or query parameter (digits only: no sign, exponent or spaces). */
export function parseIndex(value: string | undefined, what: string): number {
  if (value === undefined || !UINT.test(value)) throw new BadRequest(`${what} must be a non-negative integer`)
  return Number(value)
}

/** `limit` query parameter: 1..MAX_LIMIT, DEFAULT_LIMIT when absent. */
export function parseLimit(value: string | undefined): number {
  if (value === undefined) return DEFAULT_LIMIT
  const limit = UINT.test(value) ? Number(value) : NaN
  if (!(limit >= 1 && limit <= MAX_LIMIT)) throw new BadRequest(`limit must be an integer from 1 to ${MAX_LIMIT}`)
  return limit
}

/** A channel by its address-book key (general, memesImages, shill) or its contract address; lower-case address. */
export function parseChannel(addresses: IndexedAddresses, value: string): Address {
  const byName = CHANNEL_NAMES.find((name) => name === value)
  if (byName !== undefined) return addresses.chatChannels[byName].toLowerCase() as Address
  if (isAddress(value, { strict: false }) && channelName(addresses, value) !== undefined) {
    return value.toLowerCase() as Address
  }
  throw new BadRequest(`unknown channel "${value.slice(0, 64)}"; known: ${CHANNEL_NAMES.join(', ')}`)
}

/** A 0x-prefixed 20-byte address (any case), lower-cased as the index stores it. */
export function parseAddress(value: string, what: string): Address {
  if (!isAddress(value, { strict: false })) throw new BadRequest(`${what} must be a 0x-prefixed 20-byte hex address`)
  return value.toLowerCase() as Address
}

/** `includeDeleted` query parameter: "true" or "false", false when absent. */
export function parseFlag(value: string | undefined, what: string): boolean {
  if (value === undefined || value === 'false') return false
  if (value === 'true') return true
  throw new BadRequest(`${what} must be true or false`)
}

/** A `position` cursor (Ponder's event id: 75 digits), as handed out in `nextCursor` of a user's posts. */
export function parsePosition(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  if (!/^\d{75}$/.test(value)) throw new BadRequest('cursor must be a nextCursor value from a previous page')
  return value
}

/** Longest name label the TLD accepts: its byte length must stay below nameMaxLength (140). */
const MAX_LABEL_BYTES = 139

/**
 * A name without its TLD ("alice"), lower-cased as the TLD stores it (ASCII only, like the contract); 1 to 139
 * bytes, no dot, no whitespace.
 */
export function parseLabel(value: string): string {
  const bytes = new TextEncoder().encode(value).length
  if (bytes === 0 || bytes > MAX_LABEL_BYTES || /[.\s]/.test(value)) {
    throw new BadRequest(`name must be 1 to ${MAX_LABEL_BYTES} bytes without dots or spaces`)
  }
  return value.replace(/[A-Z]/g, (letter) => letter.toLowerCase())
}

/** Longest search text accepted (characters): a query, not a document. */
const MAX_QUERY_CHARS = 200
const FROM_TOKEN = /(?:^|\s)from:(\S*)/gi

/**
 * The `q` of a search: the words to look for, and the author named by a `from:name` (or `from:0x…`) inside it.
 * Requires a word of at least 2 letters or digits besides `from:`; one `from:` at most.
 */
export function parseSearchText(value: string | undefined): { text: string; from: string | undefined } {
  if (value === undefined || value.trim() === '') throw new BadRequest('q is required')
  if (value.length > MAX_QUERY_CHARS) throw new BadRequest(`q must be at most ${MAX_QUERY_CHARS} characters`)
  const froms = [...value.matchAll(FROM_TOKEN)].map((match) => match[1] ?? '')
  if (froms.length > 1) throw new BadRequest('q may name one from: author only')
  if (froms[0] === '') throw new BadRequest('from: needs a name or an address')
  const text = value.replace(FROM_TOKEN, ' ').trim()
  if (!/[\p{L}\p{N}]{2}/u.test(text)) throw new BadRequest('q needs a word of at least 2 letters or digits')
  return { text, from: froms[0] }
}

export type SearchSort = 'newest' | 'relevant'

/** `sort`: newest (by chain order) or relevant (by rank, then newest); relevant when absent. */
export function parseSort(value: string | undefined): SearchSort {
  if (value === undefined || value === 'relevant') return 'relevant'
  if (value === 'newest') return 'newest'
  throw new BadRequest('sort must be newest or relevant')
}

/** Deepest page of a relevance-ordered search, which pages by offset. */
const MAX_SEARCH_OFFSET = 10_000

/**
 * A search's `cursor`, as handed out in `nextCursor`: a message position for sort=newest, `o<offset>` for
 * sort=relevant (rank is a float, so its pages go by offset, bounded).
 */
export function parseSearchCursor(value: string | undefined, sort: SearchSort): { position?: string; offset?: number } {
  if (value === undefined) return {}
  if (sort === 'newest' && /^\d{75}$/.test(value)) return { position: value }
  const offset = /^o(\d{1,5})$/.exec(value)?.[1]
  if (sort === 'relevant' && offset !== undefined && Number(offset) <= MAX_SEARCH_OFFSET) {
    return { offset: Number(offset) }
  }
  throw new BadRequest('cursor must be a nextCursor value from a previous page of the same sort')
}

/** Deepest page of a list paged by offset (`o<offset>` cursors). */
const MAX_OFFSET = 10_000

/** An `o<offset>` cursor of a list paged by offset, as handed out in `nextCursor`; 0 when absent. */
export function parseOffsetCursor(value: string | undefined): number {
  if (value === undefined) return 0
  const offset = /^o(\d{1,5})$/.exec(value)?.[1]
  if (offset === undefined || Number(offset) > MAX_OFFSET) {
    throw new BadRequest('cursor must be a nextCursor value from a previous page')
  }
  return Number(offset)
}

/**
 * A leaderboard `cursor`: `<total>:<address>` of the last entry of the previous page (total: the points' wei sum,
 * digits only).
 */
export function parseLeaderboardCursor(value: string | undefined): { total: bigint; address: Address } | undefined {
  if (value === undefined) return undefined
  const match = /^(0|[1-9]\d{0,77}):(0x[0-9a-f]{40})$/.exec(value)
  if (match?.[1] === undefined || match[2] === undefined) {
    throw new BadRequest('cursor must be a nextCursor value from a previous page')
  }
  return { total: BigInt(match[1]), address: match[2] as Address }
}

/** An activity `cursor`: the id of the previous page's last entry (an event id, maybe with `:from` or `:to`). */
export function parseActivityCursor(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  if (!/^\d{75}(:from|:to)?$/.test(value))
    throw new BadRequest('cursor must be a nextCursor value from a previous page')
  return value
}

export const ACTIVITY_KINDS = [
  'swap',
  'stake-deposit',
  'stake-withdraw',
  'stake-claim',
  'airdrop-claim',
  'nft-buy',
  'nft-sell',
  'nft-send',
  'nft-receive',
] as const

/** `kind`: comma-separated activity kinds to keep (all when absent). */
export function parseActivityKinds(value: string | undefined): (typeof ACTIVITY_KINDS)[number][] | undefined {
  if (value === undefined) return undefined
  const kinds = value.split(',')
  const known = kinds.filter((kind): kind is (typeof ACTIVITY_KINDS)[number] =>
    (ACTIVITY_KINDS as readonly string[]).includes(kind),
  )
  if (known.length !== kinds.length || known.length === 0) {
    throw new BadRequest(`kind must be a comma-separated list of ${ACTIVITY_KINDS.join(', ')}`)
  }
  return known
}

export type CollectionSort = 'trending' | 'volume' | 'newest'

/** Collections' `sort`: trending (trades in the last 24 h of chain time; default), volume or newest. */
export function parseCollectionSort(value: string | undefined): CollectionSort {
  if (value === undefined || value === 'trending') return 'trending'
  if (value === 'volume' || value === 'newest') return value
  throw new BadRequest('sort must be trending, volume or newest')
}
