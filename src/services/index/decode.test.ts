import { cleanHighlights, decodeSearchPage } from './decode'
import { IndexResponseError } from './errors'

const message = {
  id: '0xabc-1',
  channel: '0xAbC0000000000000000000000000000000000001',
  channelName: 'general',
  mainIndex: 4,
  replyIndex: null,
  isReply: false,
  author: '0xA11CE00000000000000000000000000000000001',
  createdAt: 1_700_000_000,
  url: 'ar://x',
  deleted: false,
  blockNumber: 12,
  body: 'gm everyone',
  bodyStatus: 'ok',
}

describe('decodeSearchPage (issue #36 API answers)', () => {
  it('types a well-formed answer, lower-casing addresses', () => {
    const page = decodeSearchPage({
      indexedBlock: 40,
      nextCursor: null,
      results: [{ ...message, snippet: 'gm everyone', highlights: [[0, 2]] }],
    })
    expect(page.indexedBlock).toBe(40)
    expect(page.results[0]).toMatchObject({
      channel: '0xabc0000000000000000000000000000000000001',
      author: '0xa11ce00000000000000000000000000000000001',
      highlights: [[0, 2]],
    })
  })

  it('refuses an answer of another shape', () => {
    expect(() => decodeSearchPage({ indexedBlock: 1, results: 'nope' })).toThrow(IndexResponseError)
    expect(() => decodeSearchPage({ indexedBlock: 1, results: [{ ...message, snippet: 3 }] })).toThrow(
      IndexResponseError,
    )
    expect(() => decodeSearchPage({ indexedBlock: -1, results: [] })).toThrow(IndexResponseError)
    expect(() => decodeSearchPage('<html>')).toThrow(IndexResponseError)
  })

  it('keeps only highlight ranges that fit the snippet', () => {
    expect(cleanHighlights([[0, 2], [1, 3], [3, 2], [4, 99], 'x', [2.5, 3], [3, 4]], 'abcdef')).toEqual([
      [0, 2],
      [3, 4],
    ])
    expect(cleanHighlights(undefined, 'abc')).toEqual([])
  })
})
