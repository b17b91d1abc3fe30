/** An EIP-1193 provider: what every wallet exposes, and all the app needs from one. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | Record<string, unknown> }): Promise<unknown>
  on(event: string, listener: (...args: never[]) => void): unknown
  removeListener(event: string, listener: (...args: never[]) => void): unknown
}

/** Plain facts about the connected wallet, safe for Redux. */
export interface WalletFacts {
  /** Checksummed address of the selected account. */
  address: string
  chainId: number
  /** The web3-onboard wallet label ('MetaMask', 'Rabby Wallet', 'Devnet wallet', ...). */
  label: string
}

/** The live connection: the provider object stays out of Redux. */
export interface LiveWallet {
  provider: Eip1193Provider
  label: string
  address: string
}
