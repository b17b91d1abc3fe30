import type { LiveWallet } from './types'

type Listener = () => void

let current: LiveWallet | null = null
const listeners = new Set<Listener>()

/**
 * The live wallet connection (EIP-1193 provider + label), kept outside Redux because it is not serializable.
 * Shaped for `useSyncExternalStore`.
 */
export const walletStore = {
  get: (): LiveWallet | null => current,
  set(next: LiveWallet | null): void {
    current = next
    listeners.forEach((listener) => listener())
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
