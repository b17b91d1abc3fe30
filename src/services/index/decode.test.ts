import {
  cleanHighlights,
  decodeInboxPage,
  decodeMentionsPage,
  decodeIndexedCollection,
  decodeNftTradesPage,
  decodeSearchPage,
} from './decode'
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

describe('decodeMentionsPage (GET /names/:label/mentions, issue #37)', () => {
  it('types a page of mentions with its cursor', () => {
    const page = decodeMentionsPage({ indexedBlock: 9, name: 'alice.demo', messages: [message], nextCursor: '0042' })
    expect(page).toMatchObject({ indexedBlock: 9, name: 'alice.demo', nextCursor: '0042' })
    expect(page.messages[0]).toMatchObject({ mainIndex: 4, author: '0xa11ce00000000000000000000000000000000001' })
  })

  it('refuses an answer without its name or messages', () => {
    expect(() => decodeMentionsPage({ indexedBlock: 9, messages: [], nextCursor: null })).toThrow(IndexResponseError)
    expect(() => decodeMentionsPage({ indexedBlock: 9, name: 'a.demo', messages: {}, nextCursor: null })).toThrow(
      IndexResponseError,
    )
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

describe('decodeIndexedCollection and decodeNftTradesPage (GET /collections/:address, issue #39)', () => {
  const trade = {
    id: 't1',
    collection: '0xABC',
    kind: 'buy',
    tokenId: '1',
    from: '0x0000000000000000000000000000000000000000',
    to: '0xAbCdEf0000000000000000000000000000000001',
    price: '33186776015571',
    at: 1_700_000_000,
    blockNumber: 12,
    transactionHash: '0xhash',
  }
  const answer = {
    indexedBlock: 12,
    collection: {
      address: '0xABCDEF0000000000000000000000000000000002',
      supply: 2,
      mints: 2,
      burns: 0,
      transfers: 0,
      holders: 2,
      volume: '33186776015571',
      trades24h: 2,
      volume24h: '33186776015571',
      name: 'ignored extra field',
    },
    recentTrades: [trade, { ...trade, id: 't2', kind: 'transfer', price: null }],
    nextCursor: null,
  }

  it('types a well-formed answer, lower-casing addresses and keeping wei as strings', () => {
    const decoded = decodeIndexedCollection(answer)
    expect(decoded.collection).toEqual({
      address: '0xabcdef0000000000000000000000000000000002',
      supply: 2,
      mints: 2,
      burns: 0,
      transfers: 0,
      holders: 2,
      volumeWei: '33186776015571',
      trades24h: 2,
      volume24hWei: '33186776015571',
    })
    expect(decoded.recentTrades.map((t) => [t.kind, t.priceWei, t.to])).toEqual([
      ['buy', '33186776015571', '0xabcdef0000000000000000000000000000000001'],
      ['transfer', null, '0xabcdef0000000000000000000000000000000001'],
    ])
    expect(decodeNftTradesPage({ indexedBlock: null, trades: [trade], nextCursor: 'p1' }).nextCursor).toBe('p1')
  })

  it.each([
    ['an unknown trade kind', { ...answer, recentTrades: [{ ...trade, kind: 'mint' }] }],
    ['a price that is not a wei string', { ...answer, recentTrades: [{ ...trade, price: 1.5 }] }],
    ['missing holders', { ...answer, collection: { ...answer.collection, holders: undefined } }],
    ['no trades list', { ...answer, recentTrades: null }],
  ])('refuses %s', (_case, value) => {
    expect(() => decodeIndexedCollection(value)).toThrow(IndexResponseError)
  })
})
