import type { PersistConfig, PersistedState as ReduxPersistState, Transform } from 'redux-persist'
import { createMigrate, createTransform } from 'redux-persist'
import storage from 'redux-persist/lib/storage'
import type { AppConfig } from '../../config'
import { isRecord } from '../../lib/guards'
import type { PersistedKey } from './persistedState'
import { PERSISTED_KEYS, dropExpired, sanitizePersistedSlice } from './persistedState'

/** Current version of the persisted shape; bump it with a new entry in `migrations`. */
export const PERSIST_VERSION = 1

/**
 * Migrations by target version. Each assumes nothing about the stored state: it may be from an older version, hand
 * edited or corrupted, and the sanitizing transform still runs after it.
 */
export const migrations = {
  // Version 1 is the first shape. Older or unversioned data keeps only the slices we know, by name.
  1: (state: ReduxPersistState): ReduxPersistState => {
    const stored: unknown = state
    if (!isRecord(stored)) return undefined
    const kept = Object.fromEntries(PERSISTED_KEYS.filter((key) => key in stored).map((key) => [key, stored[key]]))
    return { ...kept, _persist: stored._persist } as ReduxPersistState
  },
}

/** Validates every persisted slice on rehydrate and drops expired cache records (issue #4 part 7). */
export const sanitizeTransform = <S>(config: AppConfig, now: () => number = Date.now): Transform<unknown, unknown, S, S> =>
  createTransform<unknown, unknown, S, S>(
    (inbound) => inbound,
    (outbound, key) => {
      const slice = sanitizePersistedSlice(key as PersistedKey, outbound)
      return key === 'cache' ? dropExpired(sanitizePersistedSlice('cache', slice), config, now()) : slice
    },
    { whitelist: [...PERSISTED_KEYS] },
  )

/** redux-persist config of the root reducer: a whitelist, a version, migrations and the sanitizing transform. */
export function makePersistConfig<S>(config: AppConfig): PersistConfig<S> {
  return {
    key: 'root',
    version: PERSIST_VERSION,
    storage,
    whitelist: [...PERSISTED_KEYS],
    migrate: createMigrate(migrations, { debug: false }),
    transforms: [sanitizeTransform<S>(config)],
    timeout: 2000,
  }
}
