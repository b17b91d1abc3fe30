import type { ProfileName } from '../src/config/types'

/** The message a deployable build without WalletConnect fails with; it says both ways out. */
export const MISSING_WALLETCONNECT_MESSAGE =
  'WALLETCONNECT_PROJECT_ID is not set: a base-sepolia build would offer no WalletConnect tile, and phone users ' +
  'without an injected wallet could not connect. Set WALLETCONNECT_PROJECT_ID=<your WalletConnect Cloud project id>, ' +
  'or build with WALLETCONNECT=off to ship without WalletConnect on purpose.'

/**
 * Fails a deployable (base-sepolia) build that would silently lack WalletConnect (issue #17, spec §2 Connect dialog
 * lists it): throws with `MISSING_WALLETCONNECT_MESSAGE` unless `WALLETCONNECT_PROJECT_ID` is set or
 * `WALLETCONNECT=off` turns it off explicitly. Devnet builds (tests, bench, `npm start`) never need it.
 */
export function checkWalletConnect(profile: ProfileName, env: NodeJS.ProcessEnv = process.env): void {
  if (profile === 'devnet') return
  if (env.WALLETCONNECT_PROJECT_ID?.trim()) return
  if (env.WALLETCONNECT?.trim().toLowerCase() === 'off') return
  throw new Error(MISSING_WALLETCONNECT_MESSAGE)
}
