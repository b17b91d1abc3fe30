/** @jest-environment node */
import { JsonRpcError, RpcHttpError, RpcTimeoutError, createJsonRpcClient } from './jsonRpcClient'

const URL = 'https://rpc.test/'

function answer(body: unknown, status = 200): typeof fetch {
  return jest.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }))
}

describe('createJsonRpcClient', () => {
  it('POSTs a JSON-RPC 2.0 request and resolves its result', async () => {
    const fetchImpl = answer({ jsonrpc: '2.0', id: 1, result: '0x2a' })
    const client = createJsonRpcClient(URL, { fetchImpl })
    await expect(client.request('eth_blockNumber', [])).resolves.toBe('0x2a')
    const [url, init] = (fetchImpl as jest.Mock).mock.calls[0] as [string, RequestInit]
    expect(url).toBe(URL)
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] })
  })

  it('rejects with the node’s JSON-RPC error: code, message and data', async () => {
    const client = createJsonRpcClient(URL, {
      fetchImpl: answer({
        jsonrpc: '2.0',
        id: 1,
        error: { code: 3, message: 'execution reverted', data: '0x08c379a0' },
      }),
    })
    const error = await client.request('eth_call', [{}, 'latest']).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(JsonRpcError)
    expect(error).toMatchObject({ code: 3, message: 'execution reverted', data: '0x08c379a0' })
  })

  it.each([
    ['an HTTP error status', answer('Too many requests', 429), 429],
    ['a body that is not JSON', answer('<html>oops</html>'), 200],
    ['JSON without result or error', answer({ hello: 'world' }), 200],
  ])('rejects with RpcHttpError on %s', async (_label, fetchImpl, status) => {
    const error = await createJsonRpcClient(URL, { fetchImpl })
      .request('eth_chainId', [])
      .catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(RpcHttpError)
    expect(error).toMatchObject({ status, code: 'SERVER_ERROR' })
  })

  it('aborts and rejects with RpcTimeoutError when the node does not answer in time', async () => {
    let aborted = false
    const fetchImpl: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = true
          reject(new DOMException('aborted', 'AbortError'))
        })
      })
    const error = await createJsonRpcClient(URL, { fetchImpl, timeoutMs: 20 })
      .request('eth_call', [])
      .catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(RpcTimeoutError)
    expect(error).toMatchObject({ code: 'TIMEOUT', timeoutMs: 20 })
    expect(aborted).toBe(true)
  })

  it('passes a network failure through as fetch reported it', async () => {
    const failure = new TypeError('Failed to fetch')
    const client = createJsonRpcClient(URL, { fetchImpl: jest.fn(async () => Promise.reject(failure)) })
    await expect(client.request('eth_call', [])).rejects.toBe(failure)
  })

  it('numbers requests so answers can be told apart', async () => {
    const fetchImpl = answer({ jsonrpc: '2.0', id: 1, result: null })
    const client = createJsonRpcClient(URL, { fetchImpl })
    await client.request('a', [])
    await client.request('b', [])
    const ids = (fetchImpl as jest.Mock).mock.calls.map(
      ([, init]) => (JSON.parse(String((init as RequestInit).body)) as { id: number }).id,
    )
    expect(ids).toEqual([1, 2])
  })
})
