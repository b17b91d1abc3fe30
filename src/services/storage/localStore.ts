/** localStorage, or null where reading it throws (disabled storage, sandboxed iframes without same-origin). */
export const browserStorage = (): Storage | null => {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** Key-value access to a Storage that never throws. */
export interface LocalStore {
  get(key: string): string | null
  /** True when the value was written; false when storage refused it (full, disabled). */
  set(key: string, value: string): boolean
  remove(key: string): void
}

/**
 * The one storage wrapper of the app: access to `getStorage()` (localStorage by default) that never throws. Private
 * mode, quota errors and disabled storage all degrade to "nothing stored", so bad storage can never break the app
 * (issue: corrupted storage). The redux-persist engine (store/persistence/safeStorage.ts) is built on it too.
 */
export function createLocalStore(getStorage: () => Storage | null = browserStorage): LocalStore {
  const attempt = <T>(action: (storage: Storage) => T, fallback: T): T => {
    try {
      const storage = getStorage()
      return storage ? action(storage) : fallback
    } catch {
      // Storage full or disabled: the value is only a convenience, losing it is acceptable.
      return fallback
    }
  }
  return {
    get: (key) => attempt((storage) => storage.getItem(key), null),
    set: (key, value) => attempt((storage) => (storage.setItem(key, value), true), false),
    remove: (key) => attempt((storage) => storage.removeItem(key), undefined),
  }
}

/** localStorage through createLocalStore: never throws. */
export const localStore: LocalStore = createLocalStore()

/**
 * The spec's key for the remembered connector (spec §3 Wallet user: 'connected-with'): a connector id ('injected',
 * 'metaMask', 'walletConnect', 'farcasterMiniApp'; 'devnet' on devnet builds) or '' after a disconnect. The exact
 * web3-onboard wallet label to reconnect with ('Rabby Wallet', 'E2E Wallet'...) sits beside it under
 * `CONNECTED_WALLET_LABEL_KEY`, since one id ('injected') covers many wallets. Mapping: services/wallet/connectorIds.
 */
export const CONNECTED_WITH_KEY = 'connected-with'
/** The web3-onboard label of the remembered wallet, the detail 'connected-with' leaves out. */
export const CONNECTED_WALLET_LABEL_KEY = 'connected-wallet-label'
const MAX_VALUE_LENGTH = 64

/** What a corrupted value holds ('null' from a JSON write, ...): never a connector id or a wallet's label. */
const NOT_NAMES = new Set(['null', 'undefined', 'true', 'false', 'NaN'])

const plausible = (value: string | null) =>
  value !== null && value.length <= MAX_VALUE_LENGTH && /^[\w .()-]*$/.test(value) && !NOT_NAMES.has(value) ? value : ''

/** The raw remembered values: the stored id (or, before issue #17, a label) and the label beside it; '' when absent. */
export function readConnectedWithRaw(): { stored: string; label: string } {
  return {
    stored: plausible(localStore.get(CONNECTED_WITH_KEY)),
    label: plausible(localStore.get(CONNECTED_WALLET_LABEL_KEY)),
  }
}

/** Remembers (or, with '' and '', forgets) the connector id and the wallet label to reconnect with at startup. */
export function writeConnectedWithRaw(id: string, label: string): void {
  localStore.set(CONNECTED_WITH_KEY, id)
  if (label) localStore.set(CONNECTED_WALLET_LABEL_KEY, label)
  else localStore.remove(CONNECTED_WALLET_LABEL_KEY)
}
