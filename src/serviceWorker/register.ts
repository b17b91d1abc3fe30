import { Workbox } from 'workbox-window'
import { CACHE_URLS, SKIP_WAITING } from './messages'

/** The worker's URL: at the site's root, so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js'
/** How long an accepted update waits for the new worker to finish installing before the page reloads anyway (ms). */
export const INSTALL_WAIT_MS = 15_000
/** How long a worker told to take over gets before the page reloads anyway (ms). */
const TAKEOVER_WAIT_MS = 5_000

/** The service worker as the page sees it: tell it to apply a waiting new build. */
export interface ServiceWorkerControl {
  /**
   * The visitor accepted the new-build notice: the waiting worker (after asking the server for one if none is known
   * yet) takes over, and the page reloads into the new build once it controls the page. Without a new worker, a plain
   * reload.
   */
  applyUpdate(): Promise<void>
}

/** On in production builds; `npm start` leaves it off unless SERVICE_WORKER=on (webpack.config.ts). */
export const isServiceWorkerBuild = (): boolean => process.env.SERVICE_WORKER === 'on'

/**
 * The same-origin build files and storage reads the page has loaded so far (resource timing), which the worker caches
 * on its first install: the visit that installed it is not controlled by it, so it saw none of them.
 */
export function loadedUrls(entries: readonly Pick<PerformanceEntry, 'name'>[], origin: string): string[] {
  const urls = new Set<string>()
  for (const { name } of entries) {
    try {
      const url = new URL(name)
      // The worker keeps only what it caches anyway (routes.ts); this only drops what is not a web URL.
      if (url.protocol === 'https:' || url.origin === origin) urls.add(url.href)
    } catch {
      // not a URL: skip
    }
  }
  return [...urls]
}

const reload = () => window.location.reload()

/** Resolves true when `target` reports `type` (a new worker installed and waiting), false after `ms`. */
function waitForEvent(target: Workbox, type: 'waiting', ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms)
    target.addEventListener(type, () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

/**
 * Registers the service worker once the page has loaded (so it never competes with the first page), and calls
 * `onUpdateWaiting` when a new build's worker is installed and waiting (the new-build notice shows it). Returns null
 * where there is none: a build without it (it then removes any worker a previous build left, so `npm start` on the
 * same origin is never served stale files), a browser without service workers, or a page inside a frame (the Farcaster
 * host's iframe: left exactly as it was).
 */
export function startServiceWorker({ onUpdateWaiting }: { onUpdateWaiting: () => void }): ServiceWorkerControl | null {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
  if (!container || window.top !== window) return null
  if (!isServiceWorkerBuild()) {
    void container
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
      .catch(() => undefined)
    return null
  }
  const workbox = new Workbox(SERVICE_WORKER_URL)
  let waiting: ServiceWorker | null = null
  workbox.addEventListener('waiting', (event) => {
    // Only an update: the first install never waits (nothing controls the page yet).
    if (!container.controller) return
    waiting = event.sw ?? null
    onUpdateWaiting()
  })
  workbox.addEventListener('activated', (event) => {
    if (event.isUpdate || container.controller) return
    // First install: this visit is not the worker's, so it sees none of its requests. Hand it what the page loaded,
    // and what it loads from now on (the feed's bodies and pictures often come after the worker is ready).
    const send = (entries: readonly PerformanceEntry[]) => {
      const urls = loadedUrls(entries, window.location.origin)
      if (urls.length > 0) void workbox.messageSW({ type: CACHE_URLS, urls }).catch(() => undefined)
    }
    try {
      new PerformanceObserver((list) => send(list.getEntries())).observe({ type: 'resource', buffered: true })
    } catch {
      send(performance.getEntriesByType('resource'))
    }
  })
  const registered = workbox.register().catch(() => undefined)

  return {
    async applyUpdate() {
      const registration = await registered
      if (!registration || !container.controller) return reload()
      if (!waiting && !registration.waiting) {
        const found = waitForEvent(workbox, 'waiting', INSTALL_WAIT_MS)
        await workbox.update().catch(() => undefined)
        // Wait only for a worker that is actually installing; none means the server has no newer one.
        if (registration.installing || registration.waiting) await found
      }
      const next = registration.waiting ?? waiting
      if (!next) return reload()
      container.addEventListener('controllerchange', reload, { once: true })
      setTimeout(reload, TAKEOVER_WAIT_MS)
      next.postMessage({ type: SKIP_WAITING })
    },
  }
}
