import type { JsonRpcSigner } from 'ethers'
import { BrowserProvider } from 'ethers'
import { WalletNotConnectedError } from './walletErrors'
import { walletStore } from './walletStore'

export { WalletNotConnectedError }

/**
 * A signer for the connected account. Rebuilt on every call: a signer caches its address and a provider its
 * network, and both change with the wallet (pitfalls §1 "Wrap and rebuild"). Never pops the wallet by itself.
 */
export async function getSigner(): Promise<JsonRpcSigner> {
  const live = walletStore.get()
  if (!live) throw new WalletNotConnectedError()
  // 'any' is ethers' network name for "follow the wallet's chain": a transaction already sent while the wallet
  // switched chains is still looked up, instead of ethers failing it with 'network changed' (a retry would send twice).
  return new BrowserProvider(live.provider, 'any').getSigner(live.address)
}
