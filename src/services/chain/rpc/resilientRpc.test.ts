import { createChainHealth } from './chainHealth'
import type { JsonRpcClient } from './jsonRpcClient'
import { JsonRpcError, RpcHttpError, RpcTimeoutError } from './jsonRpcClient'
import { createResilientRpc } from './resilientRpc'
import { isTransientRpcError } from './transient'

function scripted(outcomes: (unknown | Error)[]): JsonRpcClient & { calls: number } {
  const client = {
    url: 'https://rpc.test/',
    calls: 0,
    async request<T>(): Promise<T> {
      const outcome = outcomes[client.calls++]
      if (outcome instanceof Error) throw outcome
      return outcome as T
    },
  }
  return client
}

describe('isTransientRpcError: the issue #19 fault kinds', () => {
  it.each([
    ['a network failure (fetch TypeError)', new TypeError('Failed to fetch'), true],
    ['a hang (timeout)', new RpcTimeoutError(10_000), true],
    ['HTTP 429', new RpcHttpError('The RPC answered HTTP 429', 429), true],
    ['HTTP 503', new RpcHttpError('The RPC answered HTTP 503', 503), true],
    ['malformed JSON', new RpcHttpError('The RPC sent no JSON-RPC response', 200), true],
    ['JSON-RPC -32005 rate limit', new JsonRpcError('rate limited', -32005), true],
    ['JSON-RPC -32603 internal error', new JsonRpcError('Internal JSON-RPC error.', -32603), true],
    ['HTTP 404', new RpcHttpError('The RPC answered HTTP 404', 404), false],
    ['a revert', new JsonRpcError('execution reverted', 3, '0x'), false],
    ['an internal error that is a revert', new JsonRpcError('execution reverted: nope', -32603), false],
    ['invalid params', new JsonRpcError('invalid argument', -32602), false],
    ['any other error', new Error('boom'), false],
  ])('%s → %s', (_label, error, expected) => {
    expect(isTransientRpcError(error)).toBe(expected)
  })
})

describe('createResilientRpc', () => {
  const noWait = jest.fn(async () => {})

  it('retries a transient failure with backoff and reports the answer', async () => {
    const inner = scripted([new RpcHttpError('HTTP 503', 503), new JsonRpcError('rate limited', -32005), '0x2a'])
    const health = createChainHealth()
    const waits: number[] = []
    const rpc = createResilientRpc(inner, {
      retryDelaysMs: [500, 1500],
      health,
      wait: async (ms) => void waits.push(ms),
    })
    await expect(rpc.request('eth_blockNumber', [])).resolves.toBe('0x2a')
    expect(inner.calls).toBe(3)
    expect(waits).toHaveLength(2)
    expect(waits[0]).toBeGreaterThanOrEqual(400)
    expect(waits[0]).toBeLessThanOrEqual(600)
    expect(waits[1]).toBeGreaterThanOrEqual(1200)
    expect(waits[1]).toBeLessThanOrEqual(1800)
    expect(health.getSnapshot().isReachable).toBe(true)
  })

  it('gives up after its retries, passes the last error on and marks the chain unreachable', async () => {
    const failure = new TypeError('Failed to fetch')
    const inner = scripted([failure, failure, failure])
    const health = createChainHealth()
    const rpc = createResilientRpc(inner, { retryDelaysMs: [1, 1], health, wait: noWait })
    await expect(rpc.request('eth_call', [])).rejects.toBe(failure)
    expect(inner.calls).toBe(3)
    expect(health.getSnapshot()).toEqual({ isReachable: false, failures: 1 })
  })

  it('never retries an answer of the node (a revert is a fact), and counts it as reachable', async () => {
    const revert = new JsonRpcError('execution reverted', 3, '0x')
    const inner = scripted([revert])
    const health = createChainHealth()
    health.reportFailure()
    const rpc = createResilientRpc(inner, { health, wait: noWait })
    await expect(rpc.request('eth_call', [])).rejects.toBe(revert)
    expect(inner.calls).toBe(1)
    expect(health.getSnapshot().isReachable).toBe(true)
  })
})
