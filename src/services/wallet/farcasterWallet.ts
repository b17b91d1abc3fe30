import type { WalletInit } from '@web3-onboard/common'
import type { EIP1193Provider } from '@web3-onboard/common'
import { logger } from '../logger'
import type { Eip1193Provider } from './types'

const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000"><rect width="1000" height="1000" rx="200" fill="#855DCD"/><path d="M257.8 155.6h484.4v688.9h-71.1V528.9h-.7c-7.9-87.3-81.2-155.6-170.4-155.6s-162.5 68.3-170.4 155.6h-.7v315.6h-71.1z" fill="#fff"/></svg>`

/**
 * A web3-onboard wallet module around the Farcaster host's EIP-1193 provider (spec §2: the only tile in a host).
 * When the host has no provider, `getProvider` throws 'No chains found on connector.' (spec §8): it is logged, and
 * Onboard shows it in the connect dialog.
 */
export function farcasterWallet(getProvider: () => Promise<Eip1193Provider>): WalletInit {
  return () => ({
    label: 'Farcaster',
    getIcon: async () => ICON,
    getInterface: async () => {
      try {
        return { provider: (await getProvider()) as unknown as EIP1193Provider }
      } catch (error) {
        logger.warn('Farcaster wallet unavailable', error)
        throw error
      }
    },
  })
}
