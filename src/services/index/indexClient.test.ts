import { SEARCH_UNAVAILABLE } from './errors'
import { chainHeadBlock, indexGet, indexUrlOf } from './indexClient'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const identity = (value: unknown) => value

describe('indexGet (issue #36: errors as clear messages, never a rejection)', () => {
  it('builds the URL from a page-relative base and leaves unset parameters out', () => {
    expect(indexUrlOf('/devnet/index/', { path: '/search', params: { q: 'gm & co', sort: undefined, limit: 5 } })).toBe(
      'http://localhost/devnet/index/search?q=gm+%26+co&limit=5',
    )
  })

  it('answers the decoded data', async () => {
    const fetchImpl = jest.fn(async () => json({ ok: true }))
    expect(await indexGet('https://index.example', { path: '/x' }, identity, { fetchImpl })).toEqual({
      data: { ok: true },
    })
  })

  it('gives the reason of a 400 and "unavailable" for 5xx, network errors, wrong shapes and no index', async () => {
    const run = (fetchImpl: () => Promise<Response>, decode: (value: unknown) => unknown = identity) =>
      indexGet('https://index.example', { path: '/search' }, decode, { fetchImpl })
    expect(await run(async () => json({ error: 'q is required' }, 400))).toEqual({
      error: { kind: 'bad-request', status: 400, message: 'Invalid search: q is required.' },
    })
    expect(await run(async () => new Response('Service Unavailable', { status: 503 }))).toEqual({
      error: { kind: 'unavailable', status: 503, message: SEARCH_UNAVAILABLE },
    })
    expect(
      await run(async () => {
        throw new TypeError('Failed to fetch')
      }),
    ).toEqual({ error: { kind: 'unavailable', message: SEARCH_UNAVAILABLE } })
    const { IndexResponseError } = await import('./errors')
    const refuse = () => {
      throw new IndexResponseError('bad')
    }
    expect(await run(async () => json({}), refuse)).toEqual({
      error: { kind: 'unavailable', message: SEARCH_UNAVAILABLE },
    })
    expect(await indexGet('', { path: '/search' }, identity)).toEqual({
      error: { kind: 'unavailable', message: SEARCH_UNAVAILABLE },
    })
  })

  it('gives up after its timeout instead of waiting forever', async () => {
    jest.useFakeTimers()
    try {
      const fetchImpl = jest.fn(
        (_url: string | URL | Request, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      )
      const pending = indexGet('https://index.example', { path: '/search' }, identity, { fetchImpl })
      await jest.runOnlyPendingTimersAsync()
      expect(await pending).toEqual({ error: { kind: 'unavailable', message: SEARCH_UNAVAILABLE } })
    } finally {
      jest.useRealTimers()
    }
  })
})

describe('chainHeadBlock', () => {
  it('reads eth_blockNumber, null when it cannot', async () => {
    expect(await chainHeadBlock('/devnet/rpc', async () => json({ jsonrpc: '2.0', id: 1, result: '0x2a' }))).toBe(42)
    expect(await chainHeadBlock('/devnet/rpc', async () => json({ error: { code: -1 } }))).toBeNull()
    expect(
      await chainHeadBlock('/devnet/rpc', async () => {
        throw new TypeError('down')
      }),
    ).toBeNull()
  })
})
