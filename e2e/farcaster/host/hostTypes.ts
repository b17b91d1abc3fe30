/** How the test host behaves (passed to the host page in its URL). */
export interface HostConfig {
  /** The app's URL, loaded in the host's iframe. */
  appUrl: string
  /** Offer the test wallet as the host's EIP-1193 provider ('wallet.getEthereumProvider'). */
  withProvider: boolean
  /** What addMiniApp does: succeed, or fail as the user rejecting it or the host finding no valid manifest. */
  addMiniApp: 'added' | 'rejected' | 'invalid-manifest'
  /** What composeCast does: post the cast, or fail. */
  composeCast: 'posted' | 'fails'
  /** What sign-in does (quick auth): sign, or the user refusing. */
  signIn?: 'signed' | 'rejected'
  /** Domain written into the SIWE message (default: the host page's). */
  siweDomain?: string
}

/** One SDK call the host received from the app. */
export interface HostCall {
  method: string
  args: unknown[]
  /** When the host received it (ms since the host page loaded). */
  at: number
}
