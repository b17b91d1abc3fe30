import { cleanHighlights, decodeInboxPage, decodeSearchPage } from './decode'
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

describe('decodeInboxPage (issue #37 inbox answers)', () => {
  const position = '0'.repeat(74) + '9'
  const base = { position, at: 1_700_000_100, actor: '0xB0B0000000000000000000000000000000000002' }
  const collection = { address: '0xC011000000000000000000000000000000000003', name: 'Cats' }

  it('types each kind, lower-casing addresses, and skips kinds it does not know', () => {
    const page = decodeInboxPage({
      indexedBlock: 7,
      nextCursor: position,
      notifications: [
        { ...base, kind: 'mention', message },
        { ...base, kind: 'comment', collection, comment: { body: null, bodyStatus: 'pending' } },
        { ...base, kind: 'trade', collection, trade: { kind: 'buy', tokenId: '4', price: '10' } },
        { ...base, kind: 'follow' },
      ],
    })
    expect(page.nextCursor).toBe(position)
    expect(page.notifications.map((item) => item.kind)).toEqual(['mention', 'comment', 'trade'])
    expect(page.notifications[0]).toMatchObject({ actor: '0xb0b0000000000000000000000000000000000002', position })
    expect(page.notifications[1]).toMatchObject({
      collection: { address: '0xc011000000000000000000000000000000000003', name: 'Cats' },
      comment: { body: null },
    })
    expect(page.notifications[2]).toMatchObject({ trade: { kind: 'buy', tokenId: '4' } })
  })

  it('refuses a malformed item of a known kind', () => {
    expect(() => decodeInboxPage({ notifications: [{ ...base, kind: 'reply' }] })).toThrow(IndexResponseError)
    expect(() =>
      decodeInboxPage({
        notifications: [{ ...base, kind: 'trade', collection, trade: { kind: 'mint', tokenId: '1' } }],
      }),
    ).toThrow(IndexResponseError)
    expect(() => decodeInboxPage({ notifications: 'none' })).toThrow(IndexResponseError)
  })
})
