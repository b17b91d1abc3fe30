/**
 * What the service worker handles, as pure functions of a request's method and URL (shared by the worker, sw.ts, and
 * its tests). Anything not matched here goes to the network untouched: RPC calls and uploads are POSTs and never
 * match, so their answers can never come from a cache.
 */

/** Hashed build files (`/assets/name.1a2b3c4d.js`, images with a content hash): immutable, a change is a new name. */
const HASHED_ASSET = /^\/assets\/[\w.-]+\.[0-9a-f]{8}\.(js|png|svg|jpe?g|gif|webp)$/
/** An Arweave transaction id: 43 characters of base64url (32 bytes). Its data never changes. */
const TX_ID = /^[A-Za-z0-9_-]{43}$/
/** Paths the host serves or proxies itself: never answered with the app (docs/HOSTING.md, scripts/staticHost.ts). */
const NOT_APP_PREFIXES = ['/assets/', '/img/', '/.well-known/', '/devnet/', '/api/']
const NOT_APP_PATHS = new Set(['/build.json', '/index.html', '/sw.js'])

/**
 * Whether a navigation to `pathname` is one of the app's routes, answered with the cached index.html (the history
 * API fallback of docs/HOSTING.md rule 1). Missing chunks, images, manifests and other file-like paths are not: they
 * go to the network and get their real 404. Mirrors `isFallbackPath` in scripts/staticHost.ts (a test holds them
 * equal), plus the proxied paths.
 */
export function isAppNavigationPath(pathname: string): boolean {
  if (NOT_APP_PATHS.has(pathname) || NOT_APP_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  return !/\.[A-Za-z0-9]{1,8}$/.test(last)
}

/** A same-origin GET of a content-hashed build file. */
export function isHashedAsset(method: string, url: URL, origin: string): boolean {
  return method === 'GET' && url.origin === origin && url.search === '' && HASHED_ASSET.test(url.pathname)
}

/**
 * The storage gateways' base URLs resolved against the site's origin (the devnet one is relative:
 * `/devnet/arweave/`), with a trailing slash.
 */
export function resolveGateways(gateways: readonly string[], origin: string): string[] {
  return gateways.filter(Boolean).map((gateway) => {
    const href = new URL(gateway, origin).href
    return href.endsWith('/') ? href : `${href}/`
  })
}

/**
 * A read of one stored transaction's data by its id (`<gateway><txId>`, no query): a message body or a picture.
 * Immutable, so it is served cache-first. Only GETs: a picture's GET is its check too (issue #41), so the app sends
 * no HEAD. Balances, uploads and anything with a query never match.
 */
export function isImmutableStorageRead(method: string, url: URL, gateways: readonly string[]): boolean {
  if (method !== 'GET' || url.search !== '' || url.hash !== '') return false
  const href = url.href
  return gateways.some((gateway) => href.startsWith(gateway) && TX_ID.test(href.slice(gateway.length)))
}
