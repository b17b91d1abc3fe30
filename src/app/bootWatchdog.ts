/**
 * The app's side of index.html's boot watchdog (issue #35). A page the service worker served whose app has not
 * mounted BOOT_WATCHDOG_MS after its inline script ran is taken to run from a broken cache (a main.js that throws, a
 * chunk that never comes): the script unregisters the worker, deletes every Cache Storage cache and reloads once from
 * the network, at most once per tab session (sessionStorage `boot-watchdog`), with a console warning. Pages the
 * network served (no worker in control) are left alone: a slow link is not a broken cache, and a reload would only
 * start the download again.
 *
 * The delay: the slowest mount of a worker-served page measured (`app-mounted` mark, navigation start to the App's
 * first commit) was 2.6 s, on the mobile e2e project with both cores busy with another Playwright run; desktop's
 * was 1.3 s. A worker-served page needs no network to mount (index.html and main.js come from the precache), so that
 * is a deploy's worst case; 6 s is more than twice it, and still leaves 4 s of the 10 s for the reload
 * from the network.
 */
export const BOOT_WATCHDOG_MS = 6000

/** The flag index.html's watchdog reads (`window.__appMounted`). */
declare global {
  interface Window {
    __appMounted?: boolean
  }
}

/**
 * Tells the boot watchdog that the app has mounted (its first commit), and marks the moment (`app-mounted`, a
 * performance mark, for measurements). Called once from the App root's first effect; later calls do nothing.
 */
export function markAppMounted(): void {
  if (window.__appMounted) return
  window.__appMounted = true
  performance.mark?.('app-mounted')
}
