import { readExtrasChangesFromIndex, readExtrasFromIndex, type ChangesQuery } from './reactionsEdits'

const CHANNEL = '0x8a791620dd6260079bf849dc5567adc3f2fdc318'

/** A fetch answering `json` (in turn, when given several) and recording the URLs asked. */
function fakeFetch(json: unknown, status = 200, ...more: unknown[]) {
  const urls: string[] = []
  const answers = [json, ...more]
  const impl = (async (input: RequestInfo | URL) => {
    urls.push(String(input))
    const answer = answers[Math.min(urls.length - 1, answers.length - 1)]
    return new Response(JSON.stringify(answer), { status })
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
      indexedBlock: 77,
      messages: [
        indexed({ mainIndex: 12, reactions: [{ emoji: 5, count: 2, users: ['0xa', '0xb'] }] }),
        indexed({ mainIndex: 10, versions: [{ url: 'ar://v0' }, { url: 'ar://v1' }] }),
      ],
    })
    const extras = await readExtrasFromIndex('/devnet/index/', CHANNEL, null, [10, 12, 11], impl)
    expect(urls).toEqual([
      `http://localhost/devnet/index/channels/${CHANNEL}/messages?includeDeleted=true&before=13&limit=3`,
    ])
    expect(extras?.indexedBlock).toBe(77)
    expect(extras?.extras.get(12)).toEqual({ reactions: [[], [], [], [], [], ['0xa', '0xb']], versions: ['ar://now'] })
    expect(extras?.extras.get(10)?.versions).toEqual(['ar://v0', 'ar://v1'])
    expect(extras?.extras.has(11)).toBe(false)
  })

  it("reads a thread's replies after the one before the first asked", async () => {
    const { urls, impl } = fakeFetch({
      indexedBlock: null,
      replies: [indexed({ isReply: true, mainIndex: 4, replyIndex: 2 })],
    })
    const extras = await readExtrasFromIndex('/i', CHANNEL, 4, [2, 3], impl)
    expect(urls).toEqual([`http://localhost/i/channels/${CHANNEL}/messages/4?includeDeleted=true&limit=2&after=1`])
    expect(extras?.extras.get(2)?.versions).toEqual(['ar://now'])
    expect(extras?.indexedBlock).toBeNull()
  })

  it('is null without an index, on an error status or a malformed answer, so the chain is read instead', async () => {
    expect(await readExtrasFromIndex('', CHANNEL, null, [1], fakeFetch({}).impl)).toBeNull()
    expect(await readExtrasFromIndex('/i', CHANNEL, null, [1], fakeFetch({ error: 'x' }, 500).impl)).toBeNull()
    const malformed = fakeFetch({ indexedBlock: 1, messages: [indexed({ reactions: 'lots' })] })
    expect(await readExtrasFromIndex('/i', CHANNEL, null, [0], malformed.impl)).toBeNull()
  })
})

describe('readExtrasChangesFromIndex (issue #38: a refresh reads only what changed)', () => {
  const query: ChangesQuery = { parentIndex: null, from: 3, to: 9, since: 120, atLeast: 125 }
  const changed = (overrides: Record<string, unknown>) => ({ ...indexed(overrides), editCount: 0, extrasBlock: 124 })
  const route = `http://localhost/i/channels/${CHANNEL}/extras`

  it.each([
    ['main messages', query, `${route}?since=120&from=3&to=9&atLeast=125&limit=100`],
    ['a thread', { ...query, parentIndex: 4 }, `${route}?since=120&thread=4&from=3&to=9&atLeast=125&limit=100`],
    ['at once', { ...query, atLeast: null }, `${route}?since=120&from=3&to=9&limit=100`],
  ])('asks for the changes of %s after `since` in one small request', async (_label, asked, url) => {
    const { urls, impl } = fakeFetch({ indexedBlock: 125, changes: [], nextCursor: null })
    expect(await readExtrasChangesFromIndex('/i', CHANNEL, asked, impl)).toEqual({
      changes: new Map(),
      indexedBlock: 125,
      isComplete: true,
    })
    expect(urls).toEqual([url])
  })

  it('maps each change to its whole extras, versions by URL only (no bodies)', async () => {
    const { impl } = fakeFetch({
      indexedBlock: 126,
      changes: [
        changed({ mainIndex: 4, reactions: [{ emoji: 2, count: 1, users: ['0xc'] }] }),
        changed({
          mainIndex: 7,
          url: 'ar://v1',
          versions: [
            { version: 0, url: 'ar://v0', at: 1 },
            { version: 1, url: 'ar://v1', at: 2 },
          ],
        }),
      ],
      nextCursor: null,
    })
    const answer = await readExtrasChangesFromIndex('/i', CHANNEL, query, impl)
    expect(answer?.changes.get(4)).toEqual({ reactions: [[], [], ['0xc'], [], [], []], versions: ['ar://now'] })
    expect(answer?.changes.get(7)?.versions).toEqual(['ar://v0', 'ar://v1'])
  })

  it('follows the pages, keeps the earliest block, and says when there were too many to read', async () => {
    const pageOf = (block: number, index: number, next: string | null) => ({
      indexedBlock: block,
      changes: [changed({ mainIndex: index })],
      nextCursor: next,
    })
    const two = fakeFetch(pageOf(130, 3, '3'), 200, pageOf(129, 5, null))
    const answer = await readExtrasChangesFromIndex('/i', CHANNEL, query, two.impl)
    expect(two.urls[1]).toContain('cursor=3')
    expect([...(answer?.changes.keys() ?? [])]).toEqual([3, 5])
    expect(answer).toMatchObject({ indexedBlock: 129, isComplete: true })
    const endless = fakeFetch(pageOf(130, 3, '3'))
    expect(await readExtrasChangesFromIndex('/i', CHANNEL, query, endless.impl)).toMatchObject({ isComplete: false })
    expect(endless.urls).toHaveLength(3)
  })

  it.each([
    ['no index', '', fakeFetch({ indexedBlock: 1, changes: [], nextCursor: null })],
    ['an error status', '/i', fakeFetch({ error: 'x' }, 500)],
    ['nothing indexed yet', '/i', fakeFetch({ indexedBlock: null, changes: [], nextCursor: null })],
    ['a malformed change', '/i', fakeFetch({ indexedBlock: 1, changes: [{ mainIndex: 'x' }], nextCursor: null })],
  ])('is null with %s (the refresh then reads nothing)', async (_label, url, { impl }) => {
    expect(await readExtrasChangesFromIndex(url, CHANNEL, query, impl)).toBeNull()
  })
})
