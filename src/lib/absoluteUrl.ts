/**
 * A config URL that may be relative to the page (the devnet's same-origin paths such as '/devnet/rpc') as an absolute
 * URL, resolved against the page's origin; absolute URLs, and any URL outside a browser, are returned unchanged.
 */
export function absoluteUrl(url: string): string {
  if (/^https?:\/\//.test(url) || typeof window === 'undefined') return url
  return new URL(url, window.location.origin).href
}
