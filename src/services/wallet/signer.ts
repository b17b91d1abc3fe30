import type { JsonRpcSigner } from 'ethers'
import { BrowserProvider } from 'ethers'
import { walletStore } from './walletStore'

/** Thrown when a write is attempted with no wallet connected. */
export class WalletNotConnectedError extends Error {
  constructor() {
    super('Connect your wallet first.')
  }
}

/**
 * A signer for the connected account. Rebuilt on every call: a signer caches its address and a provider its
 * network, and both change with the wallet (pitfalls §1 "Wrap and rebuild"). Never pops the wallet by itself.
 */
export async function getSigner(): Promise<JsonRpcSigner> {
  const live = walletStore.get()
  if (!live) throw new WalletNotConnectedError()
  return new BrowserProvider(live.provider, 'any').getSigner(live.address)
}
