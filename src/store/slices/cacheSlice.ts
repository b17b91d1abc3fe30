import type { PayloadAction } from '@reduxjs/toolkit'
import { createSlice } from '@reduxjs/toolkit'
import type { Stamped } from '../../lib/expiry'
import { isFresh } from '../../lib/expiry'
import { boundedString, finiteNumber, isRecord } from '../../lib/guards'

/** Per-address username record ('' = the address has no name). */
export interface UsernameRecord extends Stamped {
  username: string
}

/** Profile picture URL by domain name ('' = the name has no picture). */
export interface PfpRecord extends Stamped {
  image: string
}

/** Per-address NFT collection record: what never or rarely changes (name, preview reference); prices are read live. */
export interface CollectionRecord extends Stamped {
  name: string
  image: string
}

/** Persisted local cache records (spec §3). Keys: lower-cased addresses, lower-cased domain names. */
export interface CacheState {
  usernames: Record<string, UsernameRecord>
  pfps: Record<string, PfpRecord>
  collections: Record<string, CollectionRecord>
}

export const initialCache: CacheState = { usernames: {}, pfps: {}, collections: {} }

/** Caps that keep a hostile or runaway store small. */
const MAX_RECORDS = 500
const MAX_KEY_LENGTH = 200
const MAX_VALUE_LENGTH = 2048

function sanitizeRecords<T extends Stamped>(
  raw: unknown,
  readValue: (entry: Record<string, unknown>) => Omit<T, 'storedAt'> | undefined,
) {
  const out: Record<string, T> = {}
  if (!isRecord(raw)) return out
  for (const [key, entry] of Object.entries(raw).slice(0, MAX_RECORDS)) {
    if (key.length > MAX_KEY_LENGTH || !isRecord(entry)) continue
    const storedAt = finiteNumber(entry.storedAt)
    const value = readValue(entry)
    if (storedAt !== undefined && value) out[key] = { ...value, storedAt } as T
  }
  return out
}

/** Reads the cache from untrusted storage, keeping only well-formed records. */
export function sanitizeCache(stored: unknown): CacheState {
  if (!isRecord(stored)) return initialCache
  return {
    usernames: sanitizeRecords<UsernameRecord>(stored.usernames, (entry) => {
      const username = boundedString(entry.username, MAX_VALUE_LENGTH)
      return username === undefined ? undefined : { username }
    }),
    pfps: sanitizeRecords<PfpRecord>(stored.pfps, (entry) => {
      const image = boundedString(entry.image, MAX_VALUE_LENGTH)
      return image === undefined ? undefined : { image }
    }),
    collections: sanitizeRecords<CollectionRecord>(stored.collections, (entry) => {
      const name = boundedString(entry.name, MAX_VALUE_LENGTH)
      const image = boundedString(entry.image, MAX_VALUE_LENGTH)
      return name === undefined || image === undefined ? undefined : { name, image }
    }),
  }
}

/** Keeps a record map under MAX_RECORDS by dropping the oldest entries. */
function trim<T extends Stamped>(records: Record<string, T>): void {
  const keys = Object.keys(records)
  if (keys.length <= MAX_RECORDS) return
  keys
    .sort((a, b) => (records[a]?.storedAt ?? 0) - (records[b]?.storedAt ?? 0))
    .slice(0, keys.length - MAX_RECORDS)
    .forEach((key) => delete records[key])
}

const cacheSlice = createSlice({
  name: 'cache',
  initialState: initialCache,
  reducers: {
    usernameCached(state, action: PayloadAction<{ address: string; username: string; storedAt: number }>) {
      const { address, username, storedAt } = action.payload
      state.usernames[address.toLowerCase()] = { username, storedAt }
      trim(state.usernames)
    },
    pfpCached(state, action: PayloadAction<{ domainName: string; image: string; storedAt: number }>) {
      const { domainName, image, storedAt } = action.payload
      state.pfps[domainName.toLowerCase()] = { image, storedAt }
      trim(state.pfps)
    },
    collectionCached(state, action: PayloadAction<{ address: string; name: string; image: string; storedAt: number }>) {
      const { address, name, image, storedAt } = action.payload
      state.collections[address.toLowerCase()] = { name, image, storedAt }
      trim(state.collections)
    },
  },
})

export const { usernameCached, pfpCached, collectionCached } = cacheSlice.actions
export default cacheSlice

/** The address's username record while fresh (spec §3 expiryUsernames; 0 = never), else undefined. */
export const selectFreshUsernameRecord =
  (address: string | null | undefined, expiryMs: number) =>
  (state: { cache: CacheState }): UsernameRecord | undefined => {
    const record = address ? state.cache.usernames[address.toLowerCase()] : undefined
    return isFresh(record, expiryMs, Date.now()) ? record : undefined
  }

/** The name's picture record while fresh (spec §3 expiryPfps; 0 = never), else undefined. */
export const selectFreshPfpRecord =
  (domainName: string, expiryMs: number) =>
  (state: { cache: CacheState }): PfpRecord | undefined => {
    const record = domainName ? state.cache.pfps[domainName] : undefined
    return isFresh(record, expiryMs, Date.now()) ? record : undefined
  }

/**
 * The fresh collection records among `addresses` (spec §3 expiryCollections; 0 = never), keyed by lower-cased
 * address. Built per call: use it in effects and query functions, not as a memoised selector.
 */
export function freshCollectionRecords(
  state: { cache: CacheState },
  addresses: readonly string[],
  expiryMs: number,
  now: number,
): Record<string, CollectionRecord> {
  const out: Record<string, CollectionRecord> = {}
  for (const address of addresses) {
    const key = address.toLowerCase()
    const record = state.cache.collections[key]
    if (isFresh(record, expiryMs, now)) out[key] = record
  }
  return out
}
