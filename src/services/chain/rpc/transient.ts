import { JsonRpcError, RpcHttpError, RpcTimeoutError } from './jsonRpcClient'

/** JSON-RPC codes a node or provider answers when it is overloaded or briefly unable to serve (spec §8 table). */
const TRANSIENT_JSON_RPC_CODES = new Set([
  -32005, // rate limit exceeded
  -32002, // requested resource not available
  -32603, // internal JSON-RPC error (when it is not a revert)
])

/**
 * True when a read failed for a reason that may be gone on the next try (issue #19 fault table): no answer (network
 * error, timeout), an HTTP 408/425/429/5xx or a body that is not JSON-RPC, or a node that is rate limiting or briefly
 * unavailable. A revert or any other answer of the node is a fact, not a transient failure.
 */
export function isTransientRpcError(error: unknown): boolean {
  if (error instanceof RpcTimeoutError) return true
  if (error instanceof RpcHttpError) {
    const { status } = error
    return status === 0 || status === 408 || status === 425 || status === 429 || status >= 500 || status < 300
  }
  if (error instanceof JsonRpcError) {
    return TRANSIENT_JSON_RPC_CODES.has(error.code) && !/revert/i.test(error.message)
  }
  // fetch rejects with a TypeError when the request could not be sent at all (offline, DNS, connection refused).
  return error instanceof TypeError
}
