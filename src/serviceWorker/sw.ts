/**
 * The service worker (issue #18), compiled by Workbox's InjectManifest (webpack.config.ts) to `/sw.js`:
 * - precache: index.html and the entry's JS (main.js) of this build, the app shell, so a returning visitor's page
 *   starts without the network; a new build is a new worker that installs beside the old one and waits until the
 *   visitor accepts the new-build notice (register.ts), then takes over and the page reloads;
 * - navigations to app routes get the cached index.html (deep links), other paths go to the network (real 404s);
 * - hashed build files and stored transactions (message bodies, pictures) are immutable: cache-first;
 * - everything else, and every POST (RPC calls, uploads), goes to the network untouched.
 * It never claims pages it did not load: the first visit stays uncontrolled, the next one starts from the caches.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { addPlugins, cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import type { PrecacheEntry } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { parseTransactionHeader, verifyTransactionData } from './arweaveVerify'
import { matchesIntegrity } from './integrity'
import { CACHE_URLS, SKIP_WAITING, parseWorkerMessage } from './messages'
import { isAppNavigationPath, isHashedAsset, isImmutableStorageRead, resolveGateways } from './routes'

/** The few parts of ServiceWorkerGlobalScope this file uses (the repo's TypeScript program has the DOM lib only). */
interface WaitableEvent {
  waitUntil(promise: Promise<unknown>): void
}
interface WorkerMessageEvent extends WaitableEvent {
  data: unknown
}
interface WorkerScope {
  location: { origin: string }
  skipWaiting(): Promise<void>
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void
}

const worker = self as unknown as WorkerScope
const origin = worker.location.origin
/** The storage gateways of this build's config (webpack.config.ts defines them for the worker). */
const gateways = resolveGateways(JSON.parse(process.env.SW_STORAGE_GATEWAYS ?? '[]') as string[], origin)

export const ASSETS_CACHE = 'demo-social-assets'
export const STORAGE_CACHE = 'demo-social-storage'

// The app shell of this build; the list, with each file's integrity, is written in by InjectManifest at build time.
const manifest = (self as unknown as { __WB_MANIFEST: PrecacheEntry[] }).__WB_MANIFEST
/** Precached URL (absolute, without Workbox's revision parameter) → its SRI string. */
const integrityByUrl = new Map(
  manifest.flatMap((entry) => (entry.integrity ? [[new URL(entry.url, origin).href, entry.integrity] as const] : [])),
)

/**
 * Issue #35: a precached copy is served only when it matches the build's integrity (one corrupted entry otherwise
 * bricks the site for that browser: a foreign index.html on every reload, a blank page from a broken main.js). On a
 * mismatch the entry is dropped and the file fetched again with the integrity check, and put back when it passes.
 * When it does not (the host now serves a newer deploy), the host's file is served as it is and not cached: the
 * network is the authority, and the new deploy's worker will precache it. Checked on every use, not once per
 * worker: an entry can change under a running worker. Costs one SHA-384 of the file (~1 ms for main.js).
 */
const verifiedPrecache: Parameters<typeof addPlugins>[0][number] = {
  cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse }) => {
    if (!cachedResponse) return null
    const url = new URL(request.url)
    url.searchParams.delete('__WB_REVISION__')
    const integrity = integrityByUrl.get(url.href)
    if (!integrity) return cachedResponse
    const bytes = await cachedResponse
      .clone()
      .arrayBuffer()
      .catch(() => null)
    if (bytes && (await matchesIntegrity(bytes, integrity))) return cachedResponse
    console.warn(`Service worker: the cached ${url.pathname} does not match this build; fetching it again`)
    const cache = await caches.open(cacheName)
    await cache.delete(request)
    try {
      const verified = await fetch(url.href, { integrity, cache: 'reload' })
      if (verified.ok) await cache.put(request, verified.clone())
      return verified
    } catch {
      return fetch(url.href, { cache: 'reload' }).catch(() => null)
    }
  },
}
addPlugins([verifiedPrecache])
precacheAndRoute(manifest)
cleanupOutdatedCaches()

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === origin && isAppNavigationPath(url.pathname),
  createHandlerBoundToURL('/index.html'),
)

const assets = new CacheFirst({
  cacheName: ASSETS_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
  ],
})
registerRoute(({ request, url }) => isHashedAsset(request.method, url, origin), assets)

/** The response header a verified storage read carries into the cache: its transaction header, as JSON. */
const TX_HEADER = 'x-arweave-transaction'

/** The transaction header of `id` from the gateway `url` was read from; null when it has none (yet) or fails. */
async function transactionHeader(url: URL, id: string): Promise<string | null> {
  const gateway = gateways.find((base) => url.href.startsWith(base))
  if (!gateway) return null
  try {
    const response = await fetch(`${gateway}tx/${id}`, { credentials: 'omit' })
    // A gateway answers 202 for a transaction not yet mined: its data is served, but not verifiable (nor cached) yet.
    if (response.status !== 200) return null
    // Compact (a header value holds no line breaks), and only the transaction's fields.
    const header = parseTransactionHeader(await response.json())
    return header && JSON.stringify(header)
  } catch {
    return null
  }
}

/** Whether `bytes` are the data of the transaction the URL names, per the header JSON `header` (arweaveVerify.ts). */
async function isTransactionData(url: URL, header: string, bytes: ArrayBuffer): Promise<boolean> {
  const id = url.pathname.slice(url.pathname.lastIndexOf('/') + 1)
  let json: unknown = null
  try {
    json = JSON.parse(header)
  } catch {
    return false
  }
  const parsed = parseTransactionHeader(json)
  return parsed !== null && (await verifyTransactionData(id, parsed, new Uint8Array(bytes)))
}

/**
 * Issue #35: stored bodies and pictures are checked against their Arweave transaction, not trusted from a cache. An
 * answer from the gateway is checked before it is cached: with its transaction header (`GET <gateway>tx/<id>`), the
 * data's Merkle root and size must be the ones the owner signed, and the signature's hash must be the id the chain
 * names, so nothing but the id is trusted (a gateway's own verification cannot be checked from here, and a cache
 * entry can change after any check). A mismatch is answered 502 and not cached; data whose transaction is not mined
 * yet (no header) is served but not cached. The verified answer is cached with its header (TX_HEADER), and every use
 * of a cached copy checks it again: a copy changed since (a tampered body) is dropped and fetched again. The check
 * costs a few SHA-256/384 digests and one RSA verification (well under a millisecond for a chat body).
 */
const verifiedStorage: Parameters<typeof addPlugins>[0][number] = {
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status !== 200) return response
    const url = new URL(request.url)
    const bytes = await response.arrayBuffer()
    const header = await transactionHeader(url, url.pathname.slice(url.pathname.lastIndexOf('/') + 1))
    const headers = new Headers(response.headers)
    if (header !== null) {
      if (!(await isTransactionData(url, header, bytes))) {
        console.warn(`Service worker: ${url.href} does not match its Arweave transaction; not shown`)
        return new Response(null, { status: 502, statusText: 'Data does not match its transaction' })
      }
      headers.set(TX_HEADER, header)
    }
    return new Response(bytes, { status: response.status, statusText: response.statusText, headers })
  },
  cacheWillUpdate: async ({ response }) => (response.headers.has(TX_HEADER) ? response : null),
  cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse }) => {
    if (!cachedResponse) return null
    const header = cachedResponse.headers.get(TX_HEADER)
    const bytes = await cachedResponse
      .clone()
      .arrayBuffer()
      .catch(() => null)
    if (header && bytes && (await isTransactionData(new URL(request.url), header, bytes))) return cachedResponse
    console.warn(`Service worker: the cached ${request.url} does not match its Arweave transaction; fetching it again`)
    await (await caches.open(cacheName)).delete(request)
    return null
  },
}

const storage = new CacheFirst({
  cacheName: STORAGE_CACHE,
  plugins: [
    verifiedStorage,
    // A picture is requested without CORS (an <img>), whose opaque answer hides its status: ask with CORS instead (the
    // gateways allow it), so only real 200s are kept.
    {
      requestWillFetch: async ({ request }) =>
        request.mode === 'no-cors' ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request,
    },
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 1000, maxAgeSeconds: 90 * 24 * 3600, purgeOnQuotaError: true }),
  ],
})
registerRoute(({ request, url }) => isImmutableStorageRead(request.method, url, gateways), storage)

worker.addEventListener('message', (event) => {
  const message = parseWorkerMessage(event.data)
  if (message?.type === SKIP_WAITING) {
    void worker.skipWaiting()
  } else if (message?.type === CACHE_URLS) {
    // Each URL goes through its own strategy (cache-first). The page has just loaded them: `force-cache` takes them
    // from the HTTP cache, so this costs no second download.
    const requests = message.urls.flatMap((href) => {
      const url = new URL(href, origin)
      const request = new Request(url.href, { cache: 'force-cache' })
      if (isHashedAsset('GET', url, origin)) return [assets.handle({ event, request })]
      if (isImmutableStorageRead('GET', url, gateways)) return [storage.handle({ event, request })]
      return []
    })
    event.waitUntil(Promise.allSettled(requests))
  }
})
