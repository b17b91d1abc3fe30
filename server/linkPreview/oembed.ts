import type { IncomingMessage } from 'node:http'
import { PreviewRefused } from './errors'
import { parsePreviewUrl } from './previewUrl'
import { decodedBody } from './upstream'
import type { FetchContext, Wanted } from './vettedGet'
import { getVetted } from './vettedGet'

/**
 * The fields of an oEmbed answer (oembed.com, §2.3.4) a preview may use, as found: strings only, not yet cleaned, cut
 * or vetted. Its `html` (markup to embed) is never read: a card is text.
 */
export interface OembedMeta {
  title?: string
  authorName?: string
  providerName?: string
  /** As written (maybe relative to the oEmbed URL). */
  thumbnailUrl?: string
}

/** A discovered oEmbed answer and the URL it came from (after redirects), which a relative thumbnail is resolved on. */
export interface OembedAnswer {
  meta: OembedMeta
  url: URL
}

/**
 * JSON only. `application/json` is what the oEmbed spec asks for; some providers answer with the discovery link's own
 * type, which is still JSON.
 */
const OEMBED_JSON: Wanted = {
  accept: 'application/json',
  mediaTypes: new Set(['application/json', 'application/json+oembed']),
  refusal: () => new PreviewRefused('upstream_error', 'The oEmbed answer is not JSON.'),
}

/** Longest value kept per field (characters), as for the page's tags: the fields are cut much shorter later. */
const MAX_RAW_LENGTH = 8 * 1024

const FIELDS: Record<keyof OembedMeta, string> = {
  title: 'title',
  authorName: 'author_name',
  providerName: 'provider_name',
  thumbnailUrl: 'thumbnail_url',
}

/**
 * The whole body, decoded from its Content-Encoding, at most `maxBytes`: a larger one (by its Content-Length, or
 * once more is read) is refused (`too_large`) without reading the rest. Closes the connection in any case.
 */
async function readWhole(response: IncomingMessage, context: FetchContext): Promise<Buffer> {
  const { maxBytes, signal } = context
  const tooLarge = () => new PreviewRefused('too_large', `The oEmbed answer is larger than ${maxBytes} bytes.`)
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy()
    throw tooLarge()
  }
  const body = decodedBody(response)
  const onAbort = () => body.destroy(signal.reason instanceof Error ? signal.reason : undefined)
  signal.addEventListener('abort', onAbort, { once: true })
  const chunks: Buffer[] = []
  let read = 0
  try {
    for await (const chunk of body) {
      const bytes = chunk as Buffer
      read += bytes.length
      // Checked on the decoded bytes: a small compressed body cannot unpack past the limit.
      if (read > maxBytes) throw tooLarge()
      chunks.push(bytes)
    }
  } finally {
    signal.removeEventListener('abort', onAbort)
    body.destroy()
    response.destroy()
  }
  return Buffer.concat(chunks)
}

/** The string fields of a parsed oEmbed object; anything else (numbers, objects, `html`) is left out. */
function oembedFields(json: unknown): OembedMeta {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new PreviewRefused('upstream_error', 'The oEmbed answer is not a JSON object.')
  }
  const body = json as Record<string, unknown>
  const meta: OembedMeta = {}
  for (const field of Object.keys(FIELDS) as (keyof OembedMeta)[]) {
    const value = body[FIELDS[field]]
    if (typeof value === 'string' && value.trim()) meta[field] = value.slice(0, MAX_RAW_LENGTH)
  }
  return meta
}

/**
 * Fetches the oEmbed JSON a page's discovery link names (`href` as written, resolved against the page's URL) through
 * the same SSRF-safe path as the page (vettedGet.ts: http(s) on the default ports, every hop's addresses public, the
 * same redirect, byte and time limits, which share the preview's one deadline). Only a JSON Content-Type is read, and
 * only its title, author_name, provider_name and thumbnail_url strings. Throws PreviewRefused (`bad_url`,
 * `blocked_address`, `too_large`, `upstream_error`) or the signal's reason; the caller drops the oEmbed data then.
 */
export async function fetchOembed(href: string, page: URL, context: FetchContext): Promise<OembedAnswer> {
  if (!URL.canParse(href, page)) throw new PreviewRefused('bad_url', 'The oEmbed link is not a valid URL.')
  const requested = parsePreviewUrl(new URL(href, page).href, context.extraPorts)
  const { response, url } = await getVetted(requested, context, OEMBED_JSON)
  const text = new TextDecoder('utf-8').decode(await readWhole(response, context))
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new PreviewRefused('upstream_error', 'The oEmbed answer is not valid JSON.')
  }
  return { meta: oembedFields(json), url }
}
