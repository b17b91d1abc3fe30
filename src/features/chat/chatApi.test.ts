import { namesApi } from '../../store/api/namesApi'
import type { RootState } from '../../store/store'
import { makeStore } from '../../store/store'
import type { AuthorProfile } from '../../services/chat/authorProfiles'
import type { ChatMessage, FeedPage } from '../../services/chat/types'
import { NEWEST_PAGE, chatApi } from './chatApi'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const CAROL = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

const message = (index: number, author: string): ChatMessage => ({
  index,
  author,
  createdAt: 1_700_000_000 + index,
  deleted: false,
  repliesCount: 0,
  url: `ar://body-${index}`,
})

const page = (messages: ChatMessage[], olderCursor: number | null, total = 12): FeedPage => ({
  messages,
  olderCursor,
  total,
  hiddenCount: 0,
  deleted: [],
})

/** A fake of the chat's chain services module: every read a jest mock the tests script. */
const mockChat = {
  readFeedPage: jest.fn<Promise<FeedPage>, [string, number | null, number | null]>(),
  readChannelState: jest.fn(async () => ({ priceWei: '1000', paused: false, suspended: false, isMod: false })),
  readChannelCounts: jest.fn(async () => ({ 'memes-images': 12, shill: 3 })),
  readDefaultNames: jest.fn<Promise<(string | null)[]>, [readonly string[]]>(),
  readDomainDataMany: jest.fn<Promise<(string | null)[]>, [readonly string[]]>(),
  prefetchMessageBodies: jest.fn(),
  readMainMessage: jest.fn<Promise<ChatMessage | null>, [string, number]>(),
  takeEarlyAuthorProfiles: jest.fn<Promise<AuthorProfile[]>, []>(),
}
jest.mock('../../services/chat/loadChatServices', () => ({ loadChatServices: async () => mockChat }))

const FEED = { channel: 'memes-images' as const, parentIndex: null }

function storeWith(preloaded: Partial<RootState> = {}) {
  return makeStore({ preloadedState: preloaded }).store
}

beforeEach(() => {
  jest.clearAllMocks()
  mockChat.readDefaultNames.mockImplementation(async (addresses) => addresses.map(() => ''))
  mockChat.readDomainDataMany.mockImplementation(async (names) => names.map(() => ''))
  mockChat.takeEarlyAuthorProfiles.mockResolvedValue([])
})

describe('getFeed infinite query', () => {
  it('loads the newest page with the channel state, message count and every channel count in one go', async () => {
    mockChat.readFeedPage.mockResolvedValueOnce(page([message(11, ALICE), message(10, BOB)], 10))
    const store = storeWith()
    const result = await store.dispatch(chatApi.endpoints.getFeed.initiate(FEED))

    expect(result.data?.pages).toHaveLength(1)
    expect(result.data?.pageParams).toEqual([NEWEST_PAGE])
    expect(mockChat.readFeedPage).toHaveBeenCalledWith('memes-images', null, null)
    expect(mockChat.readChannelState).toHaveBeenCalledWith('memes-images', null)
    expect(mockChat.readChannelCounts).toHaveBeenCalledWith('memes-images')
    expect(mockChat.prefetchMessageBodies).toHaveBeenCalledWith(['ar://body-11', 'ar://body-10'])
    const state = store.getState()
    expect(chatApi.endpoints.getMessageCount.select(FEED)(state).data).toBe(12)
    expect(chatApi.endpoints.getChannelCounts.select()(state).data).toEqual({ 'memes-images': 12, shill: 3 })
    expect(chatApi.endpoints.getChannelState.select({ channel: 'memes-images', account: null })(state).data).toEqual(
      expect.objectContaining({ priceWei: '1000' }),
    )
  })

  it('loads older pages from the cursor of the last one, until there is none', async () => {
    mockChat.readFeedPage
      .mockResolvedValueOnce(page([message(11, ALICE), message(10, BOB)], 10))
      .mockResolvedValueOnce(page([message(9, ALICE)], null))
    const store = storeWith()
    await store.dispatch(chatApi.endpoints.getFeed.initiate(FEED))
    const older = await store.dispatch(chatApi.endpoints.getFeed.initiate(FEED, { direction: 'forward' }))

    expect(mockChat.readFeedPage).toHaveBeenLastCalledWith('memes-images', null, 10)
    expect(older.data?.pageParams).toEqual([NEWEST_PAGE, 10])
    expect(older.data?.pages.flatMap((loaded) => loaded.messages.map((item) => item.index))).toEqual([11, 10, 9])
    expect(older.hasNextPage).toBe(false)
    // An older page reads neither the channel state nor the counts again.
    expect(mockChat.readChannelState).toHaveBeenCalledTimes(1)
    expect(mockChat.readChannelCounts).toHaveBeenCalledTimes(1)
  })

  it('reads no channel counts for a reply thread', async () => {
    mockChat.readFeedPage.mockResolvedValueOnce(page([message(0, ALICE)], null, 1))
    const store = storeWith()
    await store.dispatch(chatApi.endpoints.getFeed.initiate({ channel: 'memes-images', parentIndex: 4 }))
    expect(mockChat.readFeedPage).toHaveBeenCalledWith('memes-images', 4, null)
    expect(mockChat.readChannelCounts).not.toHaveBeenCalled()
  })

  it('fails with a message the feed can show when the page read fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    mockChat.readFeedPage.mockRejectedValueOnce(new Error('rpc down'))
    const store = storeWith()
    const result = await store.dispatch(chatApi.endpoints.getFeed.initiate(FEED))
    expect(result.isError).toBe(true)
    expect(result.error).toEqual(expect.objectContaining({ message: expect.any(String) }))
  })
})

describe('author loading', () => {
  it('reads the names of a page’s authors in one call (each once), then their data, and caches both', async () => {
    mockChat.readFeedPage.mockResolvedValueOnce(
      page([message(3, ALICE), message(2, BOB), message(1, ALICE.toLowerCase()), message(0, CAROL)], null),
    )
    mockChat.readDefaultNames.mockResolvedValueOnce(['alice', 'bob', ''])
    mockChat.readDomainDataMany.mockResolvedValueOnce(['{"image":"ar://alice"}', null])
    const store = storeWith()
    await store.dispatch(chatApi.endpoints.getFeed.initiate(FEED))

    expect(mockChat.readDefaultNames).toHaveBeenCalledTimes(1)
    expect(mockChat.readDefaultNames).toHaveBeenCalledWith([
      ALICE.toLowerCase(),
      BOB.toLowerCase(),
      CAROL.toLowerCase(),
    ])
    expect(mockChat.readDomainDataMany).toHaveBeenCalledWith(['alice', 'bob'])
    const state = store.getState()
    expect(state.cache.usernames[ALICE.toLowerCase()]?.username).toBe('alice.demo')
    expect(state.cache.usernames[CAROL.toLowerCase()]?.username).toBe('')
    expect(namesApi.endpoints.getDomainData.select('alice')(state).data).toBe('{"image":"ar://alice"}')
    // A failed data read is not cached: the picture is read where it shows.
    expect(namesApi.endpoints.getDomainData.select('bob')(state).data).toBeUndefined()
  })

  it('reads nothing for authors whose name and picture are cached and fresh', async () => {
    mockChat.readFeedPage.mockResolvedValueOnce(page([message(1, ALICE), message(0, BOB)], null))
    mockChat.readDefaultNames.mockResolvedValueOnce(['bob'])
    const now = Date.now()
    const store = storeWith({
      cache: {
        usernames: { [ALICE.toLowerCase()]: { username: 'alice.demo', storedAt: now } },
        pfps: { alice: { image: '', storedAt: now } },
        collections: {},
      },
    })
    await store.dispatch(chatApi.endpoints.getFeed.initiate(FEED))

    expect(mockChat.readDefaultNames).toHaveBeenCalledWith([BOB.toLowerCase()])
    expect(mockChat.readDomainDataMany).toHaveBeenCalledWith(['bob'])
  })

  it('still delivers the page when the authors cannot be read', async () => {
    mockChat.readFeedPage.mockResolvedValueOnce(page([message(0, ALICE)], null))
    mockChat.readDefaultNames.mockRejectedValueOnce(new Error('rpc down'))
    const store = storeWith()
    const result = await store.dispatch(chatApi.endpoints.getFeed.initiate(FEED))
    expect(result.data?.pages[0]?.messages).toHaveLength(1)
    expect(store.getState().cache.usernames).toEqual({})
  })

  it("takes the newest authors from index.html's early lens read and reads only the others", async () => {
    mockChat.readFeedPage.mockResolvedValueOnce(page([message(2, ALICE), message(1, BOB), message(0, CAROL)], null))
    mockChat.takeEarlyAuthorProfiles.mockResolvedValueOnce([
      { address: ALICE.toLowerCase(), name: 'alice', data: '{"image":"ar://alice"}' },
      { address: BOB.toLowerCase(), name: '', data: null },
      // A failed read in the lens: read again the usual way.
      { address: CAROL.toLowerCase(), name: null, data: null },
    ])
    mockChat.readDefaultNames.mockResolvedValueOnce(['carol'])
    const store = storeWith()
    await store.dispatch(chatApi.endpoints.getFeed.initiate(FEED))

    expect(mockChat.readDefaultNames).toHaveBeenCalledWith([CAROL.toLowerCase()])
    expect(mockChat.readDomainDataMany).toHaveBeenCalledWith(['carol'])
    const state = store.getState()
    expect(state.cache.usernames[ALICE.toLowerCase()]?.username).toBe('alice.demo')
    expect(state.cache.usernames[BOB.toLowerCase()]?.username).toBe('')
    expect(namesApi.endpoints.getDomainData.select('alice')(state).data).toBe('{"image":"ar://alice"}')
  })

  it('does not wait for the early lens read when every author’s name is cached and fresh', async () => {
    mockChat.readFeedPage.mockResolvedValueOnce(page([message(0, ALICE)], null))
    const now = Date.now()
    const store = storeWith({
      cache: {
        usernames: { [ALICE.toLowerCase()]: { username: 'alice.demo', storedAt: now } },
        pfps: { alice: { image: '', storedAt: now } },
        collections: {},
      },
    })
    await store.dispatch(chatApi.endpoints.getFeed.initiate(FEED))
    expect(mockChat.takeEarlyAuthorProfiles).not.toHaveBeenCalled()
    expect(mockChat.readDefaultNames).not.toHaveBeenCalled()
  })

  it('loads the author of a single main message too', async () => {
    mockChat.readMainMessage.mockResolvedValueOnce(message(5, BOB))
    mockChat.readDefaultNames.mockResolvedValueOnce(['bob'])
    const store = storeWith()
    const result = await store.dispatch(chatApi.endpoints.getMainMessage.initiate({ channel: 'shill', index: 5 }))
    expect(result.data?.author).toBe(BOB)
    expect(store.getState().cache.usernames[BOB.toLowerCase()]?.username).toBe('bob.demo')
  })
})
