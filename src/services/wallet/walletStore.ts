import { createExternalStore } from '../../lib/emitter'
import type { LiveWallet } from './types'

/**
 * The live wallet connection (EIP-1193 provider + label), kept outside Redux because it is not serializable.
 * Shaped for `useSyncExternalStore`.
 */
export const walletStore = createExternalStore<LiveWallet | null>(null)
