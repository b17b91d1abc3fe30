import type { sdk } from '@farcaster/miniapp-sdk'

/** The Farcaster mini-app SDK object (`sdk` of @farcaster/miniapp-sdk). */
export type MiniAppSdk = typeof sdk

// The SDK weighs ~100 KB gzip: every module here reaches it through this one dynamic import, so it lands in a single
// "farcaster" chunk that is fetched only when the page could be inside a host.
let loaded: Promise<MiniAppSdk> | null = null

/** Loads the SDK on demand (once). Never call it outside an iframe or React Native WebView: see `mightBeInMiniApp`. */
export function loadSdk(): Promise<MiniAppSdk> {
  loaded ??= import(/* webpackChunkName: "farcaster" */ '@farcaster/miniapp-sdk').then((module) => module.sdk)
  return loaded
}

/** Thrown by mini-app actions called outside a Farcaster host, where SDK calls would never settle (pitfalls §2). */
export class NotInMiniAppError extends Error {
  override readonly name = 'NotInMiniAppError'
  constructor() {
    super('This action is only available inside a Farcaster mini app.')
  }
}

let isInsideHost = false

/** Records the outcome of the startup check (detect.ts); host-only actions refuse to run until it was true. */
export function setInsideHost(value: boolean): void {
  isInsideHost = value
}

/** True once the startup check has confirmed a Farcaster host. */
export function insideHost(): boolean {
  return isInsideHost
}

/** The SDK, for calls that need a host to answer. Throws NotInMiniAppError outside one instead of hanging forever. */
export async function hostSdk(): Promise<MiniAppSdk> {
  if (!isInsideHost) throw new NotInMiniAppError()
  return loadSdk()
}
