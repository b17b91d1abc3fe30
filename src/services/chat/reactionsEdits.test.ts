import { readExtrasFromIndex } from './reactionsEdits'

const CHANNEL = '0x8a791620dd6260079bf849dc5567adc3f2fdc318'

/** A fetch answering `json` and recording the URLs asked. */
function fakeFetch(json: unknown, status = 200) {
  const urls: string[] = []
  const impl = (async (input: RequestInfo | URL) => {
    urls.push(String(input))
    return new Response(JSON.stringify(json), { status })
  }) as typeof fetch
  return { urls, impl }
}

const indexed = (overrides: Record<string, unknown>) => ({
  isReply: false,
  mainIndex: 0,
  replyIndex: null,
  url: 'ar://now',
  reactions: [],
  versions: [],
  ...overrides,
})

describe('readExtrasFromIndex (issue #38)', () => {
  it('asks for the page spanning the messages and maps reactions by emoji and versions oldest first', async () => {
    const { urls, impl } = fakeFetch({
      messages: [
        indexed({ mainIndex: 12, reactions: [{ emoji: 5, count: 2, users: ['0xa', '0xb'] }] }),
        indexed({ mainIndex: 10, versions: [{ url: 'ar://v0' }, { url: 'ar://v1' }] }),
      ],
    })
    const extras = await readExtrasFromIndex('/devnet/index/', CHANNEL, null, [10, 12, 11], impl)
    expect(urls).toEqual([
      `http://localhost/devnet/index/channels/${CHANNEL}/messages?includeDeleted=true&before=13&limit=3`,
    ])
    expect(extras?.get(12)).toEqual({ reactions: [[], [], [], [], [], ['0xa', '0xb']], versions: ['ar://now'] })
    expect(extras?.get(10)?.versions).toEqual(['ar://v0', 'ar://v1'])
    expect(extras?.has(11)).toBe(false)
  })

  it("reads a thread's replies after the one before the first asked", async () => {
    const { urls, impl } = fakeFetch({ replies: [indexed({ isReply: true, mainIndex: 4, replyIndex: 2 })] })
    const extras = await readExtrasFromIndex('/i', CHANNEL, 4, [2, 3], impl)
    expect(urls).toEqual([`http://localhost/i/channels/${CHANNEL}/messages/4?includeDeleted=true&limit=2&after=1`])
    expect(extras?.get(2)?.versions).toEqual(['ar://now'])
  })

  it('is null without an index, on an error status or a malformed answer, so the chain is read instead', async () => {
    expect(await readExtrasFromIndex('', CHANNEL, null, [1], fakeFetch({}).impl)).toBeNull()
    expect(await readExtrasFromIndex('/i', CHANNEL, null, [1], fakeFetch({ error: 'x' }, 500).impl)).toBeNull()
    const malformed = fakeFetch({ messages: [indexed({ reactions: 'lots' })] })
    expect(await readExtrasFromIndex('/i', CHANNEL, null, [0], malformed.impl)).toBeNull()
  })
})
