/** Work that waits for this is never started sooner than this long after the navigation (ms). */
const NOT_BEFORE_MS = 5_000
/** Longest wait for an idle moment once the rest holds (ms). */
const IDLE_TIMEOUT_MS = 5_000

/**
 * Resolves after the window's load event, no sooner than 5 s after the navigation, in an idle moment: for code no
 * first screen needs (issue #18), such as the service worker's registration (Workbox advises registering after the
 * load event) and the new-build check, so it does not share the network and the main thread with the first messages
 * or a returning visitor's composer.
 */
export function afterLoadAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
      else resolve()
    }
    const afterLoad = () => setTimeout(whenIdle, Math.max(0, NOT_BEFORE_MS - performance.now()))
    if (document.readyState === 'complete') afterLoad()
    else window.addEventListener('load', afterLoad, { once: true })
  })
}
