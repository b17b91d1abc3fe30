import { absoluteUrl } from '../../lib/absoluteUrl'
import { IndexResponseError, errorOfStatus, unavailable, type IndexError } from './errors'

/** How long one index request may take (ms) before the index counts as unavailable: no endless spinner. */
export const INDEX_TIMEOUT_MS = 8_000

/** One GET of the index API: a path under the base URL and its query parameters (undefined ones are left out). */
export interface IndexRequest {
  path: string
  params?: Record<string, string | number | undefined>
}

/** What a request resolves to: the decoded answer, or the IndexError to show. Never rejects. */
export type IndexResult<T> = { data: T } | { error: IndexError }

/** The request's URL: `baseUrl` (absolute, or a path of the page's origin) plus the path and the set parameters. */
export function indexUrlOf(baseUrl: string, { path, params = {} }: IndexRequest): string {
  const url = new URL(`${absoluteUrl(baseUrl).replace(/\/+$/, '')}${path}`)
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, String(value))
  return url.href
}

/**
 * GETs `request` from the index at `baseUrl` and decodes the JSON with `decode` (decode.ts). Resolves `{ data }`, or
 * `{ error }` with the message to show: 400 carries the API's reason, 404 'not found'; no base URL, a network
 * failure, a timeout of INDEX_TIMEOUT_MS, any other status and an answer of the wrong shape are all 'unavailable'.
 * `signal` aborts it (RTK Query's, when nobody waits for the answer any more).
 */
export async function indexGet<T>(
  baseUrl: string,
  request: IndexRequest,
  decode: (json: unknown) => T,
  { signal, fetchImpl = fetch }: { signal?: AbortSignal; fetchImpl?: typeof fetch } = {},
): Promise<IndexResult<T>> {
  if (!baseUrl) return { error: unavailable() }
  const controller = new AbortController()
  const abort = () => controller.abort()
  const timer = setTimeout(abort, INDEX_TIMEOUT_MS)
  signal?.addEventListener('abort', abort)
  let response: Response
  let json: unknown
  try {
    response = await fetchImpl(indexUrlOf(baseUrl, request), {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    })
    json = await response.json().catch(() => undefined)
  } catch {
    return { error: unavailable() }
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', abort)
  }
  if (!response.ok) {
    const reason = (json as { error?: unknown } | undefined)?.error
    return { error: errorOfStatus(response.status, typeof reason === 'string' ? reason : undefined) }
  }
  try {
    return { data: decode(json) }
  } catch (error) {
    if (error instanceof IndexResponseError) return { error: unavailable() }
    throw error
  }
}

/**
 * The chain's latest block number through the site's read RPC (`eth_blockNumber`), or null when it cannot be read
 * (after INDEX_TIMEOUT_MS at most):
 * set beside an index answer's `indexedBlock`, it tells how far behind the index is.
 */
export async function chainHeadBlock(rpcUrl: string, fetchImpl: typeof fetch = fetch): Promise<number | null> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), INDEX_TIMEOUT_MS)
  try {
    const response = await fetchImpl(absoluteUrl(rpcUrl), {
      signal: controller.signal,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
    })
    const { result } = (await response.json()) as { result?: unknown }
    return typeof result === 'string' && /^0x[0-9a-f]+$/i.test(result) ? Number(result) : null
  } catch {
    return null
  } finally {
    clearTimeout(timer)
  }
}
