import type { WebStorage } from 'redux-persist'
import { browserStorage, createLocalStore } from '../../services/storage/localStore'

/**
 * Most characters the persisted root may hold. The caches are capped (500 records each), so a legitimate state stays
 * far below this; anything larger was not written by this app or has grown by accident.
 */
export const MAX_PERSISTED_CHARS = 1_000_000

/**
 * The redux-persist storage engine on the app's one storage wrapper (services/storage/localStore.ts), so private mode, quota errors and disabled storage
 * degrade to "nothing stored" instead of breaking startup. Reads of values over MAX_PERSISTED_CHARS count as nothing
 * stored (and are removed); writes over it go through `shrink` first and are skipped when still too large.
 *
 * @param shrink makes an oversized serialized state smaller (e.g. without its caches); null when it cannot.
 */
export function createSafeStorage(
  shrink: (serialized: string) => string | null,
  getStorage = browserStorage,
): WebStorage {
  const store = createLocalStore(getStorage)
  const write = (key: string, value: string) => store.set(key, value)
  return {
    getItem: async (key) => {
      const value = store.get(key)
      if (value === null || value.length <= MAX_PERSISTED_CHARS) return value
      store.remove(key)
      return null
    },
    setItem: async (key, value: string) => {
      if (value.length <= MAX_PERSISTED_CHARS && write(key, value)) return
      // Too large, or the browser refused it (quota): keep what matters most, drop what can be read again.
      const smaller = shrink(value)
      if (smaller !== null && smaller.length <= MAX_PERSISTED_CHARS) write(key, smaller)
    },
    removeItem: async (key) => store.remove(key),
  }
}
