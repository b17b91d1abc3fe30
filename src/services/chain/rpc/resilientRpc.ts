import type { ChainHealth } from './chainHealth'
import type { JsonRpcClient } from './jsonRpcClient'
import { isTransientRpcError } from './transient'

export interface ResilientRpcOptions {
  /** Waits before each retry of a transient failure (ms); its length is the number of retries. */
  retryDelaysMs?: readonly number[]
  /** Told about every answer and every final transient failure. */
  health?: ChainHealth
  /** Waits `ms`; tests replace it. */
  wait?: (ms: number) => Promise<void>
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Wraps a JSON-RPC client of reads (issue #19): a request that fails for a transient reason (isTransientRpcError:
 * no answer, timeout, HTTP 429/5xx, malformed answer, rate limit) is sent again after each of `retryDelaysMs` (with
 * ±20 % jitter so many tabs do not retry in step); any other error or the last failure is passed on. Every answer and
 * every final transient failure is reported to `health`, which drives the "cannot reach the chain" banner and the
 * refetch on recovery. Only for reads: a write must never be sent twice.
 */
export function createResilientRpc(
  inner: JsonRpcClient,
  { retryDelaysMs = [500, 1500], health, wait = defaultWait }: ResilientRpcOptions = {},
): JsonRpcClient {
  async function request<T>(method: string, params: readonly unknown[]): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await inner.request<T>(method, params)
        health?.reportSuccess()
        return result
      } catch (error) {
        if (!isTransientRpcError(error)) {
          health?.reportSuccess()
          throw error
        }
        const delay = retryDelaysMs[attempt]
        if (delay === undefined) {
          health?.reportFailure()
          throw error
        }
        await wait(delay * (0.8 + Math.random() * 0.4))
      }
    }
  }
  return { url: inner.url, request }
}

/** A probe for ChainHealth: one `eth_blockNumber` on the plain client (no retries), its outcome reported. */
export function blockNumberProbe(inner: JsonRpcClient, health: ChainHealth): () => Promise<unknown> {
  return async () => {
    try {
      const result = await inner.request('eth_blockNumber', [])
      health.reportSuccess()
      return result
    } catch (error) {
      if (!isTransientRpcError(error)) health.reportSuccess()
      throw error
    }
  }
}
