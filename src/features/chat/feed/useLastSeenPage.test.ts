import { renderHook } from '@testing-library/react'
import type { ChatMessage, FeedPage } from '../../../services/chat/types'
import { LAST_SEEN_STORAGE_KEY, readLastSeenPage, saveLastSeenPage } from './lastSeenPage'
import { NEWEST_PAGE } from './pageCap'
import type { FeedPageParam } from './pageCap'
import { useLastSeenPage } from './useLastSeenPage'

const message = (index: number): ChatMessage => ({
  index,
  author: '0x00000000000000000000000000000000000000A1',
  createdAt: 1_700_000_000 + index,
  deleted: false,
  repliesCount: 0,
  url: `ar://${'x'.repeat(42)}${index % 10}`,
})
const page = (...indexes: number[]): FeedPage => ({
  messages: indexes.map(message),
  olderCursor: null,
  total: (indexes[0] ?? 0) + 1,
  hiddenCount: 0,
  deleted: [],
})
const queryData = (pages: FeedPage[], pageParams: FeedPageParam[]) => ({ pages, pageParams })
const GENERAL = { channel: 'general', parentIndex: null } as const

beforeEach(() => localStorage.clear())

describe('useLastSeenPage', () => {
  it("shows the stored page while the main feed's query has no data, and nothing once it has", () => {
    saveLastSeenPage('general', page(5, 4))
    const { result, rerender } = renderHook(({ data }) => useLastSeenPage(GENERAL, data), {
      initialProps: { data: undefined as ReturnType<typeof queryData> | undefined },
    })
    expect(result.current?.messages.map(({ index }) => index)).toEqual([5, 4])
    rerender({ data: queryData([page(6, 5)], [NEWEST_PAGE]) })
    expect(result.current).toBeNull()
  })

  it('stores every newest page the query reads, not an older one', () => {
    const { rerender } = renderHook(({ data }) => useLastSeenPage(GENERAL, data), {
      initialProps: { data: queryData([page(6, 5)], [NEWEST_PAGE]) },
    })
    expect(readLastSeenPage('general')?.messages.map(({ index }) => index)).toEqual([6, 5])
    rerender({ data: queryData([page(2, 1)], [3]) })
    expect(readLastSeenPage('general')?.messages.map(({ index }) => index)).toEqual([6, 5])
  })

  it('does not read storage for a feed mounted over cached pages, nor for a thread', () => {
    saveLastSeenPage('general', page(5, 4))
    const getItem = jest.spyOn(Storage.prototype, 'getItem')
    try {
      renderHook(() => useLastSeenPage(GENERAL, queryData([page(5, 4)], [NEWEST_PAGE])))
      const { result } = renderHook(() => useLastSeenPage({ channel: 'general', parentIndex: 4 }, undefined))
      expect(result.current).toBeNull()
      expect(getItem.mock.calls.filter(([key]) => key === LAST_SEEN_STORAGE_KEY)).toEqual([
        // The save of the cached newest page reads the other channels' pages once; nothing reads to show.
        [LAST_SEEN_STORAGE_KEY],
      ])
    } finally {
      getItem.mockRestore()
    }
  })

  it('stores a cached newest page once, not again each time a feed mounts over it', () => {
    const data = queryData([page(6, 5)], [NEWEST_PAGE])
    const setItem = jest.spyOn(Storage.prototype, 'setItem')
    try {
      renderHook(() => useLastSeenPage(GENERAL, data)).unmount()
      renderHook(() => useLastSeenPage(GENERAL, data)).unmount()
      expect(setItem.mock.calls.filter(([key]) => key === LAST_SEEN_STORAGE_KEY)).toHaveLength(1)
      renderHook(() => useLastSeenPage(GENERAL, queryData([page(7, 6)], [NEWEST_PAGE])))
      expect(setItem.mock.calls.filter(([key]) => key === LAST_SEEN_STORAGE_KEY)).toHaveLength(2)
      expect(readLastSeenPage('general')?.messages.map(({ index }) => index)).toEqual([7, 6])
    } finally {
      setItem.mockRestore()
    }
  })
})
