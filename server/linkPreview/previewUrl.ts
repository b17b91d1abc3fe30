import { PreviewRefused } from './errors'

/** Longest URL previewed (characters of its normalised form). */
export const MAX_PREVIEW_URL_LENGTH = 2048

/**
 * Parses a link to preview: an absolute `http:` or `https:` URL without credentials, on its scheme's default port (80
 * or 443; `extraPorts` are also accepted — tests only), at most 2048 characters. Returns it normalised by WHATWG URL
 * (lower-case host, IDN as punycode, IPv4 shorthands expanded) without its fragment, which never reaches the server.
 * Throws PreviewRefused `bad_url`.
 */
export function parsePreviewUrl(raw: string, extraPorts: readonly number[] = []): URL {
  if (raw.length > MAX_PREVIEW_URL_LENGTH || !URL.canParse(raw)) {
    throw new PreviewRefused('bad_url', 'The link is not a valid URL.')
  }
  const url = new URL(raw)
  url.hash = ''
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PreviewRefused('bad_url', 'Only http and https links have previews.')
  }
  if (url.username || url.password) throw new PreviewRefused('bad_url', 'Links with credentials have no preview.')
  // URL drops a default port, so any port left is not 80 for http or 443 for https.
  if (url.port !== '' && !extraPorts.includes(Number(url.port))) {
    throw new PreviewRefused('bad_url', 'Only links on the standard ports (80 and 443) have previews.')
  }
  if (!url.hostname || url.href.length > MAX_PREVIEW_URL_LENGTH) {
    throw new PreviewRefused('bad_url', 'The link is not a valid URL.')
  }
  return url
}
