/** Thrown when a wallet action is attempted with no wallet connected. */
export class WalletNotConnectedError extends Error {
  constructor() {
    super('Connect your wallet first.')
    this.name = 'WalletNotConnectedError'
  }
}
