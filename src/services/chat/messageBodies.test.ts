import { BodyCache, BodyUnavailableError, bodyHttpUrl, createBodyLoader, parseBody } from './messageBodies'

const AR_ID = 'y6LKy25Umj30ZmcusA07yqNeK1yaIWp174uL-w2iuU4'
const CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'
const gateways = { arweaveGateway: 'https://arweave.net/', ipfsGateway: 'https://ipfs.io/ipfs/' }

/** The bits of a fetch Response the loader reads (jsdom has no Response). */
function jsonResponse(
  body: unknown,
  { status = 200, headers = {} }: { status?: number; headers?: Record<string, string> } = {},
): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Map(Object.entries(headers)),
    text: async () => text,
  } as unknown as Response
}

describe('bodyHttpUrl', () => {
  it.each([
    [`ar://${AR_ID}`, `https://arweave.net/${AR_ID}`],
    [`ipfs://${CID}`, `https://ipfs.io/ipfs/${CID}`],
    [`ipfs://${CID}/body.json`, `https://ipfs.io/ipfs/${CID}/body.json`],
    ['https://tracker.example/body.json', null],
    ['ar://short', null],
    [`ar://${AR_ID}/../x`, null],
    ['javascript:alert(1)', null],
  ])('%s → %s', (url, expected) => expect(bodyHttpUrl(url, gateways)).toBe(expected))

  it('resolves a relative gateway against the page', () => {
    expect(bodyHttpUrl(`ar://${AR_ID}`, { ...gateways, arweaveGateway: '/devnet/arweave/' })).toBe(
      `${window.location.origin}/devnet/arweave/${AR_ID}`,
    )
  })
})

describe('parseBody', () => {
  it('reads the text of a body', () => {
    expect(parseBody(JSON.stringify({ author: '0x1', text: 'gm', timestamp: 1 }))).toEqual({ text: 'gm' })
  })
  it.each(['not json', '[]', '{"text": 5}', 'null'])('refuses %s', (raw) => expect(parseBody(raw)).toBeNull())
})

describe('createBodyLoader', () => {
  beforeEach(() => window.localStorage.clear())

  it('fetches each body once, shares a fetch in flight, and serves the cache after', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse({ author: '0x1', text: 'hello', timestamp: 1 }))
    const loader = createBodyLoader({ gateways, cache: new BodyCache(), fetchImpl })
    const url = `ar://${AR_ID}`
    const [first, second] = await Promise.all([loader.load(url), loader.load(url)])
    expect(first).toEqual({ text: 'hello' })
    expect(second).toEqual({ text: 'hello' })
    expect(await loader.load(url)).toEqual({ text: 'hello' })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    expect(fetchImpl).toHaveBeenCalledWith(
      `https://arweave.net/${AR_ID}`,
      expect.objectContaining({ credentials: 'omit' }),
    )
  })

  it("takes a body index.html's script already downloaded (issue #18), and fetches it itself when that failed", async () => {
    const fetchImpl = jest.fn(async () => jsonResponse({ author: '0x1', text: 'again', timestamp: 1 }))
    const loader = createBodyLoader({ gateways, cache: new BodyCache(), fetchImpl })
    const early = jsonResponse({ author: '0x1', text: 'early', timestamp: 1 })
    const otherId = 'z'.repeat(43)
    window.__earlyFetches = {
      [`GET https://arweave.net/${AR_ID}`]: Promise.resolve(early),
      [`GET https://arweave.net/${otherId}`]: Promise.resolve(null),
    }
    try {
      expect(await loader.load(`ar://${AR_ID}`)).toEqual({ text: 'early' })
      expect(fetchImpl).not.toHaveBeenCalled()
      expect(await loader.load(`ar://${otherId}`)).toEqual({ text: 'again' })
      expect(fetchImpl).toHaveBeenCalledTimes(1)
    } finally {
      delete window.__earlyFetches
    }
  })

  it('keeps bodies across a reload in storage, so nothing is fetched again', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse({ author: '0x1', text: 'persisted', timestamp: 1 }))
    const cache = new BodyCache()
    await createBodyLoader({ gateways, cache, fetchImpl }).load(`ar://${AR_ID}`)
    cache.save()
    const afterReload = jest.fn(async () => jsonResponse('{}'))
    const loader = createBodyLoader({ gateways, cache: new BodyCache(), fetchImpl: afterReload })
    expect(await loader.load(`ar://${AR_ID}`)).toEqual({ text: 'persisted' })
    expect(afterReload).not.toHaveBeenCalled()
  })

  it('bounds what it stores and ignores corrupt storage', async () => {
    window.localStorage.setItem('chat-bodies', '{"v":1,"entries":[["javascript:x","t"],[5,6],"junk"]}')
    const cache = new BodyCache()
    expect(cache.get('javascript:x')).toBeUndefined()
    for (let index = 0; index < 400; index++)
      cache.set(`ar://${String(index).padStart(43, 'a')}`, { text: 'x'.repeat(100) })
    cache.save()
    const stored = JSON.parse(window.localStorage.getItem('chat-bodies') ?? '{}') as { entries: unknown[] }
    expect(stored.entries.length).toBeLessThanOrEqual(300)
  })

  it.each([
    ['a URL we do not fetch', 'https://tracker.example/x.json', jsonResponse({ text: 'x' })],
    ['a missing body', `ar://${AR_ID}`, jsonResponse('not found', { status: 404 })],
    ['something that is not a body', `ar://${AR_ID}`, jsonResponse('<html>')],
    [
      'a body that is too large',
      `ar://${AR_ID}`,
      jsonResponse('{}', { headers: { 'content-length': String(5 * 1024 * 1024) } }),
    ],
  ])('rejects %s', async (_label, url, response) => {
    const loader = createBodyLoader({ gateways, cache: new BodyCache(), fetchImpl: async () => response })
    await expect(loader.load(url)).rejects.toBeInstanceOf(BodyUnavailableError)
  })

  it('gives up on a slow gateway after the timeout', async () => {
    const fetchImpl = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )
    const loader = createBodyLoader({ gateways, cache: new BodyCache(), fetchImpl, timeoutMs: 20 })
    await expect(loader.load(`ar://${AR_ID}`)).rejects.toBeInstanceOf(BodyUnavailableError)
  })
})

describe('BodyCache memory (issue #18: a bounded LRU)', () => {
  beforeEach(() => window.localStorage.clear())
  const url = (name: string) => `ar://${name.padStart(43, 'a')}`
  /** Longer than what goes to localStorage (4,000), so memory is all the cache holds of these. */
  const LONG = 4001

  it.each([
    // [case, limits, bodies set in order, bodies read before 'c' is set, bodies kept in memory]
    ['by count', { entries: 2, text: 100_000 }, ['a', 'b', 'c'], [], ['b', 'c']],
    ['by text length', { entries: 10, text: 2 * LONG + 1 }, ['a', 'b', 'c'], [], ['b', 'c']],
    ['a body read is used again', { entries: 2, text: 100_000 }, ['a', 'b', 'c'], ['a'], ['a', 'c']],
    ['the newest stays even over the text cap', { entries: 10, text: 3 }, ['a', 'b'], [], ['b']],
  ])('drops the least recently used, %s', (_label, limits, sets, reads, kept) => {
    const cache = new BodyCache('chat-bodies-lru-test', limits)
    for (const name of sets) {
      if (name === 'c') for (const read of reads) cache.get(url(read))
      cache.set(url(name), { text: name.repeat(LONG) })
    }
    expect(cache.memorySize).toBe(kept.length)
    expect(sets.filter((name) => cache.get(url(name)) !== undefined)).toEqual(kept)
  })

  it('holds 1,000 chat-sized bodies at once (the default limits)', () => {
    const cache = new BodyCache('chat-bodies-lru-default')
    for (let index = 0; index < 1000; index++) cache.set(url(String(index)), { text: 'y'.repeat(200) })
    expect(cache.memorySize).toBe(1000)
  })
})
