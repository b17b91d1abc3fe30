import { MINI_APP_DETECTION_TIMEOUT_MS } from '../../config/constants'
import type { Eip1193Provider } from '../wallet/types'
import { hostSdk, insideHost, loadSdk, setInsideHost } from './sdk'

/** A Farcaster host embeds the app in an iframe or a React Native WebView; anywhere else the SDK is never loaded. */
export function mightBeInMiniApp(win: Window = window): boolean {
  return win.parent !== win || 'ReactNativeWebView' in win
}

/** At most this many checks when our own page keeps delaying them (see detectMiniApp). */
const MAX_CHECKS = 6
/** How late the check's 50 ms timer may fire before the page counts as too busy for the check to be fair. */
const TIMER_LATENESS_TOLERANCE_MS = 20

/** Resolves after the tasks already queued (such as a host's answer that arrived while the page was busy) have run. */
const afterQueuedTasks = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Spec §4 Startup: the SDK's in-mini-app check with the 50 ms detection timeout (§9); false outside a host, where the
 * SDK is not even downloaded. The outcome gates every host-only action (sdk.ts).
 *
 * The timeout is meant for the host's answer, but at startup the page's main thread is busy (chunks evaluating, the
 * first render; a web host even shares the thread with its iframe), and the check's timer then fires late, before an
 * answer already on its way is read. So a check whose timer fired late does not count as "no host": the answers
 * queued meanwhile are read (any answer to a context request proves a host), then the check runs again.
 * A page that is not in a host gets its answer after one check whose 50 ms ran on time.
 */
export async function detectMiniApp(): Promise<boolean> {
  if (!mightBeInMiniApp()) return false
  const sdk = await loadSdk()
  let hostAnswered = false
  // Asks the host for its context alongside the check (isInMiniApp races the same question against its timer): an
  // answer read after the timer still proves a host. `sdk.context` is a comlink proxy, not a promise: only its `then`
  // works (each call asks the host again); `catch` or `finally` on it would be sent to the host as calls.
  sdk.context.then(
    (context) => (hostAnswered = Boolean(context)),
    () => {},
  )
  // The SDK's implementation takes a timeout (default 1000 ms) that its type declaration leaves out.
  const isInMiniApp = sdk.isInMiniApp as (timeoutMs?: number) => Promise<boolean>
  let inside = false
  for (let check = 1; check <= MAX_CHECKS && !inside; check += 1) {
    const startedAt = performance.now()
    inside = await isInMiniApp(MINI_APP_DETECTION_TIMEOUT_MS)
    const ranOnTime = performance.now() - startedAt <= MINI_APP_DETECTION_TIMEOUT_MS + TIMER_LATENESS_TOLERANCE_MS
    if (!inside) {
      await afterQueuedTasks()
      inside = hostAnswered
    }
    if (ranOnTime) break
  }
  setInsideHost(inside)
  return inside
}

/**
 * After the startup check said "no host" in a frame: resolves true if a host answers the SDK's context request later
 * after all (a slow host or device), and marks the page as inside a host. Resolves false at once on top-level pages
 * (nothing is downloaded) and when a host was already found; in a frame that is no host it never resolves.
 */
export async function whenLateMiniApp(): Promise<boolean> {
  if (!mightBeInMiniApp() || insideHost()) return false
  const sdk = await loadSdk()
  // A fresh question to the host (see detectMiniApp about `sdk.context`).
  const context = await sdk.context.then(
    (value) => value,
    () => null,
  )
  if (!context || insideHost()) return false
  setInsideHost(true)
  return true
}

/** The host's EIP-1193 provider. Throws 'No chains found on connector.' when the host offers none (spec §8). */
export async function getMiniAppProvider(): Promise<Eip1193Provider> {
  const sdk = await hostSdk()
  const provider = await sdk.wallet.getEthereumProvider()
  if (!provider) throw new Error('No chains found on connector.')
  return provider as unknown as Eip1193Provider
}
