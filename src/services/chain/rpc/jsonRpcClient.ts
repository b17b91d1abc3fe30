/**
 * A small JSON-RPC 2.0 client over `fetch` for the site's own read RPC (the light read path: no ethers provider, so
 * the first page does not carry one). Every request is one HTTP POST with a timeout; batching is the job of the
 * Multicall3 call batcher on top of it.
 */

/** The node answered with a JSON-RPC error object. `code` is the JSON-RPC code (spec §8 table); `data` as sent. */
export class JsonRpcError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'JsonRpcError'
  }
}

/** The HTTP request failed (non-2xx status, or a body that is not a JSON-RPC response). `code` as ethers names it. */
export class RpcHttpError extends Error {
  readonly code = 'SERVER_ERROR'
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'RpcHttpError'
  }
}

/** No answer within the client's timeout (the request is aborted). `code` as ethers names it. */
export class RpcTimeoutError extends Error {
  readonly code = 'TIMEOUT'
  constructor(readonly timeoutMs: number) {
    super(`The RPC did not answer within ${timeoutMs} ms`)
    this.name = 'RpcTimeoutError'
  }
}

export interface JsonRpcClient {
  readonly url: string
  /**
   * Sends one JSON-RPC request; resolves its `result`. Rejects with JsonRpcError (the node's error object),
   * RpcHttpError (HTTP status or malformed answer), RpcTimeoutError, or fetch's own network error.
   */
  request<T = unknown>(method: string, params: readonly unknown[]): Promise<T>
}

export interface JsonRpcClientOptions {
  /** Abort a request after this many ms (default 10 000). */
  timeoutMs?: number
  fetchImpl?: typeof fetch
}

interface JsonRpcResponse {
  result?: unknown
  error?: { code?: unknown; message?: unknown; data?: unknown }
}

const isResponse = (body: unknown): body is JsonRpcResponse =>
  typeof body === 'object' && body !== null && ('result' in body || 'error' in body)

/** A JSON-RPC client for `url` (absolute; see lib/absoluteUrl for the devnet's same-origin path). */
export function createJsonRpcClient(
  url: string,
  { timeoutMs = 10_000, fetchImpl }: JsonRpcClientOptions = {},
): JsonRpcClient {
  let nextId = 1
  async function request<T>(method: string, params: readonly unknown[]): Promise<T> {
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    try {
      // Looked up per call, so a test (or a polyfill) that replaces the global after creation is honoured.
      const send = fetchImpl ?? globalThis.fetch
      const response = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
        signal: controller.signal,
      })
      if (!response.ok) throw new RpcHttpError(`The RPC answered HTTP ${response.status}`, response.status)
      const body: unknown = await response.json().catch(() => null)
      if (!isResponse(body)) throw new RpcHttpError('The RPC sent no JSON-RPC response', response.status)
      if (body.error) {
        const { code, message, data } = body.error
        throw new JsonRpcError(
          typeof message === 'string' ? message : 'JSON-RPC error',
          typeof code === 'number' ? code : -32603,
          data,
        )
      }
      return body.result as T
    } catch (error) {
      if (timedOut) throw new RpcTimeoutError(timeoutMs)
      throw error
    } finally {
      clearTimeout(timer)
    }
  }
  return { url, request }
}
