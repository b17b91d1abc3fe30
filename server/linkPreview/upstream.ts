import type { IncomingMessage } from 'node:http'
import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream'
import zlib from 'node:zlib'
import { PreviewRefused } from './errors'
import type { VettedTarget } from './resolveTarget'

/** What the fetcher tells sites it is (some serve their Open Graph tags only to known preview bots). */
export const PREVIEW_USER_AGENT = 'Mozilla/5.0 (compatible; DemoSocialLinkPreview/1.0)'

/** Largest response head accepted from a site (bytes). */
const MAX_HEADER_BYTES = 16 * 1024

/**
 * Sends `GET target.url` to the vetted address itself: the socket goes to `target.address` (no DNS lookup here, so
 * the name cannot rebind between the check and the connection), while the Host header and, for https, the TLS SNI
 * and the certificate check name the URL's host. No connection pooling, no cookies; `accept` is the Accept header
 * (what the caller will take: HTML for a page, JSON for oEmbed). Resolves with the response (its body unread);
 * rejects on a connection error, or with the signal's reason once it aborts.
 */
export function requestVetted(target: VettedTarget, signal: AbortSignal, accept: string): Promise<IncomingMessage> {
  const { url, address, family } = target
  const isHttps = url.protocol === 'https:'
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1')
  const options: https.RequestOptions = {
    host: address,
    family,
    port: url.port === '' ? (isHttps ? 443 : 80) : Number(url.port),
    path: `${url.pathname}${url.search}`,
    method: 'GET',
    headers: {
      host: url.host,
      'user-agent': PREVIEW_USER_AGENT,
      accept,
      'accept-encoding': 'gzip, deflate, br',
    },
    agent: false,
    signal,
    maxHeaderSize: MAX_HEADER_BYTES,
    // SNI carries names only; for an IP literal the certificate is checked against the address.
    ...(isHttps ? { servername: isIP(hostname) === 0 ? hostname : '' } : {}),
  }
  return new Promise((resolve, reject) => {
    const request = (isHttps ? https : http).request(options, resolve)
    // Kept for the request's life: an abort while the body is read errors the request again (rejecting is a no-op).
    request.on('error', reject)
    request.end()
  })
}

/**
 * The response body decoded from its Content-Encoding (gzip, deflate, br or none). Decompression runs only as fast
 * as the caller reads, so a caller that stops at its byte limit also stops a compression bomb. Throws PreviewRefused
 * `upstream_error` for another encoding.
 */
export function decodedBody(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase()
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null
  if (decoder) return pipeline(response, decoder, () => {})
  if (encoding === 'identity' || encoding === '') return response
  response.destroy()
  throw new PreviewRefused('upstream_error', `The site sent an unsupported encoding (${encoding}).`)
}
