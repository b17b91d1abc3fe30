import type { AbstractProvider, Provider, TransactionRequest, TransactionResponse } from 'ethers'
import { BrowserProvider, JsonRpcSigner } from 'ethers'
import { WalletNotConnectedError } from './walletErrors'
import { walletStore } from './walletStore'

export { WalletNotConnectedError }

/** Waits between lookups of a sent transaction: soon after the send, then at the read RPC's polling interval. */
const FIRST_LOOKUP_DELAYS_MS = [100, 1000]

/**
 * A signer that looks a sent transaction up on the site's read RPC as well as on the wallet. ethers' own signer asks
 * only the wallet, and a wallet switched to another chain right after the send never finds it: the send would wait
 * forever. The wallet usually knows its pending transaction first, so it is still asked.
 */
class ReadRpcSigner extends JsonRpcSigner {
  constructor(
    wallet: BrowserProvider,
    address: string,
    private readonly reads: AbstractProvider,
  ) {
    super(wallet, address)
  }

  override async sendTransaction(request: TransactionRequest): Promise<TransactionResponse> {
    const hash = await this.sendUncheckedTransaction(request)
    // A failed lookup (a rate limit, a wallet now on another chain) counts as not found yet: the next round asks again.
    const lookUp = (provider: Provider) => provider.getTransaction(hash).catch(() => null)
    for (let attempt = 0; ; attempt += 1) {
      const found = await Promise.all([lookUp(this.reads), lookUp(this.provider)])
      const response = found.find((candidate) => candidate !== null)
      if (response) return response
      const delayMs = FIRST_LOOKUP_DELAYS_MS[attempt] ?? this.reads.pollingInterval
      await new Promise((resolve) => setTimeout(resolve, delayMs))
    }
  }
}

/**
 * A signer for the connected account. Rebuilt on every call: a signer caches its address and a provider its
 * network, and both change with the wallet (pitfalls §1 "Wrap and rebuild"). Never pops the wallet by itself.
 * With `reads` (the site's read RPC), a transaction sent through the signer is also looked up there, at its polling
 * interval. Throws WalletNotConnectedError without a wallet, and ethers' error when the wallet no longer holds the
 * account.
 */
export async function getSigner(reads?: AbstractProvider): Promise<JsonRpcSigner> {
  const live = walletStore.get()
  if (!live) throw new WalletNotConnectedError()
  // A static network: ethers asks the wallet its chain once, for this signer, and keeps it. Without it, ethers asks
  // again before each lookup and fails a transaction already sent with 'network changed' when the wallet switched
  // chains meanwhile (a retry would send it twice).
  const wallet = new BrowserProvider(live.provider, undefined, { staticNetwork: true })
  // ethers' getSigner checks that the wallet still holds the account before the signer is made.
  const signer = await wallet.getSigner(live.address)
  return reads ? new ReadRpcSigner(wallet, signer.address, reads) : signer
}
