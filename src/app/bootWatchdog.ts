/**
 * The app's side of index.html's boot watchdog (issue #35). A page the service worker served whose app has not
 * mounted BOOT_WATCHDOG_MS after its inline script ran is taken to run from a broken cache (a main.js that throws, a
 * chunk that never comes): the script unregisters the worker, deletes every Cache Storage cache and reloads once from
 * the network, at most once per tab session (sessionStorage `boot-watchdog`), with a console warning. Pages the
 * network served (no worker in control) are left alone: a slow link is not a broken cache, and a reload would only
 * start the download again.
 *
 * The delay: a worker-served page needs no network to mount (index.html and main.js come from the precache; the App
 * commits before the page's chunks arrive), so its worst case is a slow CPU. Measured (`app-mounted` mark, navigation
 * start to the App's first commit, 6 reloads each, desktop and mobile e2e viewports, two Playwright workers on the
 * 2-core machine): CPU slowed x4 at most 977 ms; x6 at most 2364 ms; just after a deploy (runtime chunk cache
 * empty, x4 CPU, 150 ms RTT and 1.6 Mbit/s) at most 1187 ms. 6 s is 2.5 times the worst, and the watchdog's reload
 * then gave a working page 6.4 to 7.3 s after the first navigation in the e2e test, inside the 10 s.
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
