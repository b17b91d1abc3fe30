import type { IncomingMessage } from 'node:http'
import type { LinkPreview } from '../../protocol/linkPreview'
import { PREVIEW_TEXT_LIMITS } from '../../protocol/linkPreview'
import { addressMatcher } from './addressPolicy'
import { PreviewRefused } from './errors'
import type { PageMeta } from './extractMeta'
import { createMetaCollector } from './extractMeta'
import type { OembedAnswer } from './oembed'
import { fetchOembed } from './oembed'
import { toPlainText } from './plainText'
import { parsePreviewUrl } from './previewUrl'
import type { HostLookup } from './resolveTarget'
import { systemLookup, vetTarget } from './resolveTarget'
import { decodedBody } from './upstream'
import type { FetchContext, Wanted } from './vettedGet'
import { contentType, getVetted } from './vettedGet'

export interface FetchPreviewOptions {
  /** Resolves host names (default: the system resolver). Tests map names to the addresses they need. */
  lookup?: HostLookup
  /** Time for the whole fetch: DNS, connections, redirects, bodies (the oEmbed one too) and images' DNS (ms, 5000). */
  timeoutMs?: number
  /**
   * Bytes of decoded HTML read at most, reading stops there or at the end of the head; an oEmbed answer larger than
   * this is refused (default 512 KiB).
   */
  maxBytes?: number
  /** Redirects followed at most, each checked like the link (default 5). */
  maxRedirects?: number
  /**
   * TESTS ONLY: addresses (or CIDR ranges) and ports the fetcher may use although they are not public or not 80/443,
   * so a test's loopback server can be previewed. Never set from the environment.
   */
  testOnlyAllow?: { addresses: readonly string[]; ports: readonly number[] }
}

const HTML_PAGE: Wanted = {
  accept: 'text/html,application/xhtml+xml;q=0.9',
  mediaTypes: new Set(['text/html', 'application/xhtml+xml']),
  refusal: () => new PreviewRefused('not_html', 'The link is not a web page (text/html).'),
}

/** A streaming decoder for the charset the page declares; UTF-8 when it declares none or one TextDecoder lacks. */
function textDecoder(charset: string): TextDecoder {
  try {
    return new TextDecoder(charset || 'utf-8')
  } catch {
    return new TextDecoder('utf-8')
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
  const hasSomething = [meta.title, meta.documentTitle, meta.description, meta.oembed].some(
    (value) => value !== undefined,
  )
  if (isCut && !hasSomething) {
    throw new PreviewRefused('too_large', `The page's head is larger than ${maxBytes} bytes.`)
  }
  return meta
}

/** The image URL resolved against `base`, if it is https and its host resolves to public addresses only. */
async function vettedImage(raw: string | undefined, base: URL, context: FetchContext): Promise<string | null> {
  if (raw === undefined || !URL.canParse(raw.trim(), base)) return null
  try {
    const url = parsePreviewUrl(new URL(raw.trim(), base).href, context.extraPorts)
    if (url.protocol !== 'https:') return null
    await vetTarget(url, context.policy, context.signal)
    return url.href
  } catch {
    // An image that cannot be vetted is left out; the preview stands without it.
    return null
  }
}

/** The page's oEmbed answer, or null when it has no discovery link or the answer is refused or fails. */
async function discoveredOembed(meta: PageMeta, page: URL, context: FetchContext): Promise<OembedAnswer | null> {
  if (meta.oembed === undefined) return null
  try {
    return await fetchOembed(meta.oembed, page, context)
  } catch {
    // oEmbed only fills gaps: without it the page's own tags still make the preview.
    return null
  }
}

/** A found value as a card's plain text (plainText.ts), or null. */
const plain = (value: string | undefined, maxLength: number) =>
  value === undefined ? null : toPlainText(value, maxLength)

/**
 * Fetches the preview of an http(s) link, SSRF-safe: the host is resolved here and every address it resolves to must
 * be public (resolveTarget.ts, addressPolicy.ts), the connection goes to the vetted address (no second lookup that
 * could rebind), at most `maxRedirects` redirects are followed by hand and each is vetted the same way, only ports 80
 * and 443, only text/html or application/xhtml+xml, at most `maxBytes` read, everything within `timeoutMs`.
 * When the page names an oEmbed JSON answer (`<link rel="alternate" type="application/json+oembed">`), that is
 * fetched the same way (oembed.ts) and fills what the card tags lack: Open Graph (and Twitter) tags first, then
 * oEmbed's title, provider_name and thumbnail_url, then `<title>` and application-name; `author` is oEmbed's
 * author_name. Its `html` is never used, and a refused or failed oEmbed fetch leaves the preview as the page makes it.
 * The fields are plain text (plainText.ts); an image must be https and pass the same address checks.
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
    const { response, url } = await getVetted(requested, context, HTML_PAGE)
    const meta = await readHead(response, context)
    const [pageImage, oembed] = await Promise.all([
      vettedImage(meta.image, url, context),
      discoveredOembed(meta, url, context),
    ])
    const { title, description, siteName, author } = PREVIEW_TEXT_LIMITS
    return {
      url: requested.href,
      title: plain(meta.title, title) ?? plain(oembed?.meta.title, title) ?? plain(meta.documentTitle, title),
      description: plain(meta.description, description),
      siteName:
        plain(meta.siteName, siteName) ??
        plain(oembed?.meta.providerName, siteName) ??
        plain(meta.applicationName, siteName),
      author: plain(oembed?.meta.authorName, author),
      image: pageImage ?? (oembed ? await vettedImage(oembed.meta.thumbnailUrl, oembed.url, context) : null),
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
