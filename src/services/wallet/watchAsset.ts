import { walletStore } from './walletStore'
import { WalletNotConnectedError } from './walletErrors'

/** An ERC-20 token for the wallet's token list (spec §7 Wallet requests: add token). */
export interface WatchedToken {
  address: string
  symbol: string
  decimals: number
  /** Absolute URL of the token's icon. */
  image: string
}

/**
 * Asks the connected wallet to show `token` in its token list (EIP-747 `wallet_watchAsset`, type ERC20). Resolves
 * the wallet's answer (true when added); throws WalletNotConnectedError without a wallet and the wallet's error
 * (4001 when the user declined) otherwise.
 */
export async function watchAsset(token: WatchedToken): Promise<boolean> {
  const live = walletStore.get()
  if (!live) throw new WalletNotConnectedError()
  const added = await live.provider.request({
    method: 'wallet_watchAsset',
    params: {
      type: 'ERC20',
      options: { address: token.address, symbol: token.symbol, decimals: token.decimals, image: token.image },
    },
  })
  return added !== false
}
