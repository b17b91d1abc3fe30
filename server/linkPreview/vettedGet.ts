import type { IncomingMessage } from 'node:http'
import { PreviewRefused } from './errors'
import { parsePreviewUrl } from './previewUrl'
import type { TargetPolicy } from './resolveTarget'
import { vetTarget } from './resolveTarget'
import { requestVetted } from './upstream'

/** What every request of one preview shares: the address policy, the limits and the one deadline's signal. */
export interface FetchContext {
  policy: TargetPolicy
  /** Ports accepted besides 80 and 443 (tests only). */
  extraPorts: readonly number[]
  maxRedirects: number
  /** Bytes of decoded body read at most, per response. */
  maxBytes: number
  /** Aborts when the preview's time limit is over. */
  signal: AbortSignal
}

/** What a GET will take: its Accept header, the media types accepted, and the refusal for any other type. */
export interface Wanted {
  accept: string
  mediaTypes: ReadonlySet<string>
  refusal: () => PreviewRefused
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/** The media type and charset of a Content-Type header, lower-case. */
export function contentType(header: string | undefined): { mediaType: string; charset: string } {
  const [mediaType = '', ...parameters] = (header ?? '').split(';').map((part) => part.trim().toLowerCase())
  const charset = parameters.find((parameter) => parameter.startsWith('charset='))?.slice('charset='.length) ?? ''
  return { mediaType, charset: charset.replace(/^"(.*)"$/, '$1') }
}

/**
 * GETs `url` (already parsed by parsePreviewUrl), following at most `context.maxRedirects` redirects by hand, each
 * hop parsed and vetted like the first (http(s), default ports, public addresses only), until a 2xx answers with one
 * of `wanted.mediaTypes`. Resolves with that response (body unread) and its URL. Throws PreviewRefused: `bad_url` or
 * `blocked_address` for a hop, `wanted.refusal()` for another media type, `upstream_error` for an error status, a
 * redirect without a valid Location or too many redirects; rejects with the signal's reason once it aborts.
 */
export async function getVetted(
  url: URL,
  context: FetchContext,
  wanted: Wanted,
): Promise<{ response: IncomingMessage; url: URL }> {
  const { policy, extraPorts, maxRedirects, signal } = context
  for (let redirects = 0; ; redirects += 1) {
    const response = await requestVetted(await vetTarget(url, policy, signal), signal, wanted.accept)
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
    if (!wanted.mediaTypes.has(contentType(response.headers['content-type']).mediaType)) {
      response.destroy()
      throw wanted.refusal()
    }
    return { response, url }
  }
}
