import { isRecord } from '../../../lib/guards'

/**
 * A session key as the browser keeps it (issue #38), under its user's address and the chain. The private key is
 * stored as hex: WebCrypto has no secp256k1, so a non-extractable CryptoKey is not possible for an Ethereum key. It
 * stays in this origin's IndexedDB and is deleted on revoke.
 */
export interface StoredSessionKey {
  /** The user the key posts for (checksummed). */
  user: string
  chainId: number
  /** The SessionKeys registry the key was registered with. */
  registry: string
  keyAddress: string
  /** 0x-prefixed 32-byte hex. */
  privateKey: string
  /** Unix seconds, as registered. */
  expiresAt: number
  /** Wei, as a decimal string (IndexedDB keeps no bigint across every browser's structured clone). */
  spendCap: string
  /** The channel contracts the key was registered for. */
  channels: string[]
}

/** Where the records live: IndexedDB in the browser, a Map in unit tests. Every method may reject. */
export interface SessionKeyBackend {
  get(id: string): Promise<unknown>
  put(id: string, value: StoredSessionKey): Promise<void>
  delete(id: string): Promise<void>
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const PRIVATE_KEY = /^0x[0-9a-fA-F]{64}$/

/** The record a stored value holds, or null for a value of another shape (an older version, a broken write). */
export function parseStoredSessionKey(value: unknown): StoredSessionKey | null {
  if (!isRecord(value)) return null
  const { user, chainId, registry, keyAddress, privateKey, expiresAt, spendCap, channels } = value
  const isValid =
    typeof user === 'string' &&
    ADDRESS.test(user) &&
    typeof chainId === 'number' &&
    Number.isSafeInteger(chainId) &&
    typeof registry === 'string' &&
    ADDRESS.test(registry) &&
    typeof keyAddress === 'string' &&
    ADDRESS.test(keyAddress) &&
    typeof privateKey === 'string' &&
    PRIVATE_KEY.test(privateKey) &&
    typeof expiresAt === 'number' &&
    Number.isSafeInteger(expiresAt) &&
    typeof spendCap === 'string' &&
    /^\d{1,78}$/.test(spendCap) &&
    Array.isArray(channels) &&
    channels.every((channel) => typeof channel === 'string' && ADDRESS.test(channel))
  if (!isValid) return null
  return { user, chainId, registry, keyAddress, privateKey, expiresAt, spendCap, channels: [...channels] }
}

const DB_NAME = 'demo-social-session-keys'
const STORE = 'keys'

/** Runs one request in a transaction of its own on the key store, creating the database on first use. */
function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(DB_NAME, 1)
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE)
    opening.onerror = () => reject(opening.error ?? new Error('IndexedDB could not be opened'))
    opening.onsuccess = () => {
      const db = opening.result
      const request = run(db.transaction(STORE, mode).objectStore(STORE))
      request.onsuccess = () => {
        resolve(request.result)
        db.close()
      }
      request.onerror = () => {
        reject(request.error ?? new Error('IndexedDB request failed'))
        db.close()
      }
    }
  })
}

/** The browser's IndexedDB as a backend (database 'demo-social-session-keys', object store 'keys'). */
export const indexedDbBackend: SessionKeyBackend = {
  get: (id) => withStore('readonly', (store) => store.get(id)),
  put: async (id, value) => {
    await withStore('readwrite', (store) => store.put(value, id))
  },
  delete: async (id) => {
    await withStore('readwrite', (store) => store.delete(id))
  },
}

/** The record's id: one key per user and chain (a new session replaces the old one's record). */
export const sessionKeyId = (user: string, chainId: number): string => `${chainId}:${user.toLowerCase()}`

/** Reading, saving and clearing the session key of a user on a chain. */
export interface SessionKeyStore {
  /** The user's key on `chainId`, or null when none is kept (or the stored value is unreadable). */
  load(user: string, chainId: number): Promise<StoredSessionKey | null>
  save(record: StoredSessionKey): Promise<void>
  remove(user: string, chainId: number): Promise<void>
}

/** A SessionKeyStore over `backend` (IndexedDB by default). */
export function createSessionKeyStore(backend: SessionKeyBackend = indexedDbBackend): SessionKeyStore {
  return {
    load: async (user, chainId) => {
      const record = parseStoredSessionKey(await backend.get(sessionKeyId(user, chainId)))
      return record && record.user.toLowerCase() === user.toLowerCase() && record.chainId === chainId ? record : null
    },
    save: (record) => backend.put(sessionKeyId(record.user, record.chainId), record),
    remove: (user, chainId) => backend.delete(sessionKeyId(user, chainId)),
  }
}
