import { MINI_APP_DETECTION_TIMEOUT_MS } from '../../config/constants'
import type { Eip1193Provider } from '../wallet/types'
import { hostSdk, loadSdk, setInsideHost } from './sdk'

/** A Farcaster host embeds the app in an iframe or a React Native WebView; anywhere else the SDK is never loaded. */
export function mightBeInMiniApp(win: Window = window): boolean {
  return win.parent !== win || 'ReactNativeWebView' in win
}

/**
 * Spec §4 Startup: the SDK's in-mini-app check with the 50 ms detection timeout; false outside a host, where the SDK
 * is not even downloaded. The outcome gates every host-only action (sdk.ts).
 */
export async function detectMiniApp(): Promise<boolean> {
  if (!mightBeInMiniApp()) return false
  const sdk = await loadSdk()
  // The SDK's implementation takes a timeout (default 1000 ms) that its type declaration leaves out.
  const isInMiniApp = sdk.isInMiniApp as (timeoutMs?: number) => Promise<boolean>
  const inside = await isInMiniApp(MINI_APP_DETECTION_TIMEOUT_MS)
  setInsideHost(inside)
  return inside
}

/** The host's EIP-1193 provider. Throws 'No chains found on connector.' when the host offers none (spec §8). */
export async function getMiniAppProvider(): Promise<Eip1193Provider> {
  const sdk = await hostSdk()
  const provider = await sdk.wallet.getEthereumProvider()
  if (!provider) throw new Error('No chains found on connector.')
  return provider as unknown as Eip1193Provider
}
