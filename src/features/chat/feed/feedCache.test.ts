import { makeStore } from '../../../store/store'
import type { FeedPage } from '../../../services/chat/types'
import { chatApi } from '../chatApi'
import { FEED_MAX_PAGES, NEWEST_PAGE } from './pageCap'

const TOTAL = 200
const mockReads: (number | null)[] = []
const mockPrefetched: string[] = []

/** A channel of TOTAL messages, none deleted, pages of 10 as chatReads.readFeedPage builds them. */
function mockPage(beforeIndex: number | null): FeedPage {
  const end = beforeIndex ?? TOTAL
  const from = Math.max(0, end - 10)
  const messages = Array.from({ length: end - from }, (_, i) => {
    const index = end - 1 - i
    return {
      index,
      author: '0x0000000000000000000000000000000000000001',
      createdAt: 1,
      deleted: false,
      repliesCount: 0,
      url: `ar://${index}`,
    }
  })
  return { messages, olderCursor: from > 0 ? from : null, total: TOTAL, hiddenCount: 0, deleted: [] }
}

jest.mock('../../../services/chat/loadChatServices', () => ({
  loadChatServices: async () => ({
    readFeedPage: async (_channel: string, _parent: number | null, beforeIndex: number | null) => {
      mockReads.push(beforeIndex)
      return mockPage(beforeIndex)
    },
    readChannelState: async () => ({ priceWei: '0', paused: false, suspended: false, isMod: false }),
    readChannelCounts: async () => ({}),
    readDefaultNames: async (addresses: string[]) => addresses.map(() => ''),
    readDomainDataMany: async () => [],
    prefetchMessageBodies: (urls: string[]) => mockPrefetched.push(...urls),
  }),
}))

const key = { channel: 'general' as const, parentIndex: null }

describe('the feed query keeps at most FEED_MAX_PAGES pages (issue #18)', () => {
  it('drops the newest pages while scrolling back and reads them again, newer first, when scrolling forward', async () => {
    const { store } = makeStore()
    const subscription = store.dispatch(chatApi.endpoints.getFeed.initiate(key))
    await subscription
    for (let page = 1; page < FEED_MAX_PAGES + 3; page += 1)
      await store.dispatch(chatApi.endpoints.getFeed.initiate(key, { direction: 'forward' }))
    const feed = () => chatApi.endpoints.getFeed.select(key)(store.getState()).data
    expect(feed()?.pages).toHaveLength(FEED_MAX_PAGES)
    // 13 pages read: the 3 newest were dropped; the kept ones start at [160, 170).
    expect(feed()?.pageParams[0]).toBe(170)
    expect(feed()?.pages[0]?.messages[0]?.index).toBe(169)

    for (let page = 0; page < 3; page += 1)
      await store.dispatch(chatApi.endpoints.getFeed.initiate(key, { direction: 'backward' }))
    expect(feed()?.pageParams[0]).toBe(NEWEST_PAGE)
    expect(feed()?.pages).toHaveLength(FEED_MAX_PAGES)
    expect(feed()?.pages[0]?.messages[0]?.index).toBe(TOTAL - 1)
    expect(mockReads.slice(-3)).toEqual([180, 190, null])
    subscription.unsubscribe()
  })
})
