import type { IncomingMessage } from 'node:http'
import type { LinkPreview } from '../../protocol/linkPreview'
import { PREVIEW_TEXT_LIMITS } from '../../protocol/linkPreview'
import { addressMatcher } from './addressPolicy'
import { PreviewRefused } from './errors'
import type { PageMeta } from './extractMeta'
import { createMetaCollector } from './extractMeta'
import { toPlainText } from './plainText'
import { parsePreviewUrl } from './previewUrl'
import type { HostLookup, TargetPolicy } from './resolveTarget'
import { systemLookup, vetTarget } from './resolveTarget'
import { decodedBody, requestVetted } from './upstream'

export interface FetchPreviewOptions {
  /** Resolves host names (default: the system resolver). Tests map names to the addresses they need. */
  lookup?: HostLookup
  /** Time for the whole fetch: DNS, connections, redirects, body and the image's DNS (ms, default 5000). */
  timeoutMs?: number
  /** Bytes of (decoded) HTML read at most; reading stops there or at the end of the head (default 512 KiB). */
  maxBytes?: number
  /** Redirects followed at most, each checked like the link (default 5). */
  maxRedirects?: number
  /**
   * TESTS ONLY: addresses (or CIDR ranges) and ports the fetcher may use although they are not public or not 80/443,
   * so a test's loopback server can be previewed. Never set from the environment.
   */
  testOnlyAllow?: { addresses: readonly string[]; ports: readonly number[] }
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml'])

interface FetchContext {
  policy: TargetPolicy
  extraPorts: readonly number[]
  maxRedirects: number
  maxBytes: number
  signal: AbortSignal
}

/** The media type and charset of a Content-Type header, lower-case. */
function contentType(header: string | undefined): { mediaType: string; charset: string } {
  const [mediaType = '', ...parameters] = (header ?? '').split(';').map((part) => part.trim().toLowerCase())
  const charset = parameters.find((parameter) => parameter.startsWith('charset='))?.slice('charset='.length) ?? ''
  return { mediaType, charset: charset.replace(/^"(.*)"$/, '$1') }
}

/** A streaming decoder for the charset the page declares; UTF-8 when it declares none or one TextDecoder lacks. */
function textDecoder(charset: string): TextDecoder {
  try {
    return new TextDecoder(charset || 'utf-8')
  } catch {
    return new TextDecoder('utf-8')
  }
}

/** GETs `url`, following redirects (each hop vetted again), until an HTML page answers 2xx. */
async function fetchHtml(url: URL, context: FetchContext): Promise<{ response: IncomingMessage; url: URL }> {
  const { policy, extraPorts, maxRedirects, signal } = context
  for (let redirects = 0; ; redirects += 1) {
    const response = await requestVetted(await vetTarget(url, policy, signal), signal)
    const status = response.statusCode ?? 0
    if (REDIRECT_STATUSES.has(status)) {
      response.destroy()
      const location = response.headers.location
      if (!location || !URL.canParse(location, url)) {
        throw new PreviewRefused('upstream_error', 'The site redirected without a valid Location.')
      }
      if (redirects >= maxRedirects) throw new PreviewRefused('upstream_error', 'The site redirected too many times.')
      url = parsePreviewUrl(new URL(location, url).href, extraPorts)
      continue
    }
    if (status < 200 || status > 299) {
      response.destroy()
      throw new PreviewRefused('upstream_error', `The site answered ${status}.`)
    }
    if (!HTML_TYPES.has(contentType(response.headers['content-type']).mediaType)) {
      response.destroy()
      throw new PreviewRefused('not_html', 'The link is not a web page (text/html).')
    }
    return { response, url }
  }
}

/**
 * Reads the page until its head is over or `maxBytes` of decoded HTML are read, then closes the connection. Throws
 * PreviewRefused `too_large` when the limit came first and nothing to preview was found before it.
 */
async function readHead(response: IncomingMessage, context: FetchContext): Promise<PageMeta> {
  const { maxBytes, signal } = context
  const collector = createMetaCollector()
  const decoder = textDecoder(contentType(response.headers['content-type']).charset)
  const body = decodedBody(response)
  // Belt and braces: the aborted request errors the response, and this ends a decoder stream waiting on it too.
  const onAbort = () => body.destroy(signal.reason instanceof Error ? signal.reason : undefined)
  signal.addEventListener('abort', onAbort, { once: true })
  let read = 0
  try {
    for await (const chunk of body) {
      const bytes = chunk as Buffer
      const piece = bytes.subarray(0, maxBytes - read)
      read += piece.length
      collector.write(decoder.decode(piece, { stream: true }))
      if (collector.isHeadComplete() || read >= maxBytes) break
    }
  } finally {
    signal.removeEventListener('abort', onAbort)
    body.destroy()
    response.destroy()
  }
  // Before end(): ending the parser closes every open element, the head included.
  const isCut = read >= maxBytes && !collector.isHeadComplete()
  collector.write(decoder.decode())
  collector.end()
  const meta = collector.meta()
  if (isCut && meta.title === undefined && meta.description === undefined) {
    throw new PreviewRefused('too_large', `The page's head is larger than ${maxBytes} bytes.`)
  }
  return meta
}

/** The image URL resolved against the page, if it is https and its host resolves to public addresses only. */
async function vettedImage(raw: string | undefined, page: URL, context: FetchContext): Promise<string | null> {
  if (raw === undefined || !URL.canParse(raw.trim(), page)) return null
  try {
    const url = parsePreviewUrl(new URL(raw.trim(), page).href, context.extraPorts)
    if (url.protocol !== 'https:') return null
    await vetTarget(url, context.policy, context.signal)
    return url.href
  } catch {
    // An image that cannot be vetted is left out; the preview stands without it.
    return null
  }
}

/**
 * Fetches the preview of an http(s) link, SSRF-safe: the host is resolved here and every address it resolves to must
 * be public (resolveTarget.ts, addressPolicy.ts), the connection goes to the vetted address (no second lookup that
 * could rebind), at most `maxRedirects` redirects are followed by hand and each is vetted the same way, only ports 80
 * and 443, only text/html or application/xhtml+xml, at most `maxBytes` read, everything within `timeoutMs`.
 * The fields are plain text (plainText.ts); the image must be https and pass the same address checks.
 * Throws PreviewRefused: `bad_url`, `blocked_address`, `not_html`, `too_large`, `upstream_error` or `timeout`.
 */
export async function fetchLinkPreview(rawUrl: string, options: FetchPreviewOptions = {}): Promise<LinkPreview> {
  const { lookup = systemLookup, timeoutMs = 5_000, maxBytes = 512 * 1024, maxRedirects = 5, testOnlyAllow } = options
  const extraPorts = testOnlyAllow?.ports ?? []
  const isAllowListed = addressMatcher(testOnlyAllow?.addresses ?? [])
  const requested = parsePreviewUrl(rawUrl, extraPorts)
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  const context: FetchContext = {
    policy: { lookup, isAllowListed },
    extraPorts,
    maxRedirects,
    maxBytes,
    signal: controller.signal,
  }
  try {
    const { response, url } = await fetchHtml(requested, context)
    const meta = await readHead(response, context)
    return {
      url: requested.href,
      title: meta.title === undefined ? null : toPlainText(meta.title, PREVIEW_TEXT_LIMITS.title),
      description:
        meta.description === undefined ? null : toPlainText(meta.description, PREVIEW_TEXT_LIMITS.description),
      siteName: meta.siteName === undefined ? null : toPlainText(meta.siteName, PREVIEW_TEXT_LIMITS.siteName),
      image: await vettedImage(meta.image, url, context),
    }
  } catch (error) {
    if (controller.signal.aborted) {
      throw new PreviewRefused('timeout', `The site did not answer within ${timeoutMs / 1000} s.`)
    }
    if (error instanceof PreviewRefused) throw error
    throw new PreviewRefused('upstream_error', 'The site could not be reached.')
  } finally {
    clearTimeout(timer)
  }
}
