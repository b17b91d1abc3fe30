/**
 * localStorage access that never throws: private mode, quota errors and disabled storage all degrade to "nothing
 * stored", so bad storage can never break the app (issue: corrupted storage).
 */
export const localStore = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key)
    } catch {
      return null
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value)
    } catch {
      // Storage full or disabled: the value is only a convenience, losing it is acceptable.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key)
    } catch {
      // See set().
    }
  },
}

/**
 * The spec's key for the remembered connector (spec §3 Wallet user: 'connected-with'). Its value is the web3-onboard
 * wallet label the user connected with ('MetaMask', 'Rabby Wallet', 'WalletConnect', 'Farcaster', ...): the id
 * web3-onboard reconnects with, where the reference product stored wagmi connector ids. '' after a disconnect.
 */
export const CONNECTED_WITH_KEY = 'connected-with'
const MAX_LABEL_LENGTH = 64

/** The remembered wallet label, or '' when none (or when the stored value is not a plausible label). */
export function readConnectedWith(): string {
  const value = localStore.get(CONNECTED_WITH_KEY) ?? ''
  return value.length <= MAX_LABEL_LENGTH && /^[\w .()-]*$/.test(value) ? value : ''
}

/** Remembers (or, with '', forgets) the wallet label to reconnect with at startup. */
export function writeConnectedWith(label: string): void {
  localStore.set(CONNECTED_WITH_KEY, label)
}

/** Where submitted, not yet confirmed transactions are kept (services/tx/pendingTransactions.ts reads and writes it). */
export const PENDING_TX_KEY = 'pending-transactions'
