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
  // A static network: ethers asks the wallet its chain once, for this signer, and keeps it. Without it, ethers asks
  // again before each lookup and fails a transaction already sent with 'network changed' when the wallet switched
  // chains meanwhile (a retry would send it twice).
  return new BrowserProvider(live.provider, undefined, { staticNetwork: true }).getSigner(live.address)
}
