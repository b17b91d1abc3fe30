import type { PersistConfig, PersistedState as StoredState } from 'redux-persist'
import { KEY_PREFIX, createTransform } from 'redux-persist'
import type { AppConfig } from '../../config'
import { isRecord } from '../../lib/guards'
import type { ExpiryConfig } from './persistedState'
import { PERSIST_VERSION, storedVersion } from './persistVersion'
import { LAZY_PERSISTED_KEYS, PERSISTED_KEYS, sanitizePersistedState } from './persistedState'
import { parseUntrustedJson, readPersistedRoot } from './readStoredState'
import { createSafeStorage } from './safeStorage'

export { PERSIST_VERSION }

const ROOT_KEY = 'root'
/** The localStorage key of the persisted state. */
export const PERSIST_STORAGE_KEY = `${KEY_PREFIX}${ROOT_KEY}`

/** An oversized persisted root without its caches (they are re-read from the chain), or null when unreadable. */
export function withoutCache(serialized: string): string | null {
  const root = parseUntrustedJson(serialized)
  if (!isRecord(root)) return null
  const { cache: _cache, ...rest } = root
  return JSON.stringify(rest)
}

/** The migrations, loaded only for state an older build wrote: a visitor on the current shape never downloads them. */
async function migrated(stored: Record<string, unknown>, currentVersion: number): Promise<Record<string, unknown>> {
  if (storedVersion(stored) >= currentVersion) return stored
  const { runMigrations } = await import(/* webpackChunkName: "persist-migrations" */ './migrations')
  return runMigrations(stored, currentVersion)
}

/**
 * Restores the persisted state from whatever storage holds (issue #4 part 7): versioned migrations first, then the
 * sanitizers and the expiry of cache records. Unreadable storage yields undefined, i.e. the reducers' defaults.
 * The sanitizers run after the migrations (not as redux-persist inbound transforms, which run before them), so each
 * migration sees the shape it was written for and the store sees only the current one.
 */
export async function restorePersistedState(
  stored: unknown,
  config: ExpiryConfig,
  now: number,
  currentVersion = PERSIST_VERSION,
) {
  if (!isRecord(stored)) return undefined
  return sanitizePersistedState(await migrated(stored, currentVersion), config, now)
}

/**
 * redux-persist config of the root reducer: a whitelist, a version, and reading that never trusts storage. The stock
 * reader parses everything or nothing and merges every stored key into the store; ours parses each slice on its own,
 * strips prototype-pollution keys, ignores oversized values, and only lets sanitized whitelisted slices through.
 */
export function makePersistConfig<S>(config: AppConfig, now: () => number = Date.now): PersistConfig<S> {
  const storage = createSafeStorage(withoutCache)
  return {
    key: ROOT_KEY,
    version: PERSIST_VERSION,
    storage,
    whitelist: [...PERSISTED_KEYS, ...LAZY_PERSISTED_KEYS],
    // A lazily injected slice that holds nothing yet (null) is not written, so storage stays as it was.
    transforms: [
      createTransform(
        (value) => value ?? undefined,
        (value) => value,
        { whitelist: [...LAZY_PERSISTED_KEYS] },
      ),
    ],
    // redux-persist types these as its own state type; the values are plain records, validated in `migrate`.
    getStoredState: async () =>
      readPersistedRoot(await storage.getItem(PERSIST_STORAGE_KEY), [
        ...PERSISTED_KEYS,
        ...LAZY_PERSISTED_KEYS,
        '_persist',
      ]) as StoredState,
    migrate: async (stored) => (await restorePersistedState(stored, config, now())) as unknown as StoredState,
    timeout: 2000,
  }
}
