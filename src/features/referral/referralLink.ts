/**
 * Spec §9 Referral link: the current page URL plus a `ref` parameter holding the username or address, joined with
 * '?' when the URL has no query yet and '&' when it has one. A `ref` already in the URL is replaced, and a fragment
 * stays at the end.
 */
export function referralLink(pageUrl: string, ref: string): string {
  const url = new URL(pageUrl)
  if (url.searchParams.has('ref')) url.searchParams.delete('ref')
  const hash = url.hash
  url.hash = ''
  const base = url.href.replace(/[?#]+$/, '')
  const separator = url.search ? '&' : '?'
  return `${base}${separator}ref=${encodeURIComponent(ref)}${hash}`
}
