import { act, renderHook } from '@testing-library/react'
import { EXTRAS_REFRESH_MS, useMessageExtras } from './extrasStore'

// The devnet's channels keep reactions and edits; the test build has no APP_PROFILE.
jest.mock('../../../config/channelFeatures', () => ({ CHANNELS_HAVE_EXTRAS: true }))

const readMessageExtras = jest.fn(
  async (_channel: string, _parent: number | null, indexes: readonly number[], _options?: { indexOnly?: boolean }) =>
    new Map(indexes.map((index) => [index, { reactions: [[], [], [], [], [], []], versions: [`ar://${index}`] }])),
)
jest.mock('../../../services/chat/loadChatServices', () => ({
  loadChatServices: async () => ({ readMessageExtras }),
}))

/** How the reads so far asked: 'mount' (index, then chain) or 'refresh' (index only). */
const reads = () => readMessageExtras.mock.calls.map(([, , , options]) => (options?.indexOnly ? 'refresh' : 'mount'))

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms)
  })
}

function setHidden(isHidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (isHidden ? 'hidden' : 'visible'),
  })
  document.dispatchEvent(new Event('visibilitychange'))
}

beforeEach(() => {
  jest.useFakeTimers()
  readMessageExtras.mockClear()
  setHidden(false)
})

afterEach(() => jest.useRealTimers())

describe('useMessageExtras: reads and refreshes (issues #38 and #41)', () => {
  it('reads nothing until the message wants it, then the messages shown together in one read', async () => {
    const { rerender } = renderHook(({ isWanted }) => useMessageExtras('general', null, 7, isWanted), {
      initialProps: { isWanted: false },
    })
    await advance(1_000)
    expect(reads()).toEqual([])
    rerender({ isWanted: true })
    renderHook(() => useMessageExtras('general', null, 8))
    await advance(100)
    expect(readMessageExtras).toHaveBeenCalledTimes(1)
    expect(readMessageExtras.mock.calls[0]?.[2]).toEqual([7, 8])
  })

  it('refreshes every EXTRAS_REFRESH_MS while the reader is active, and backs off while idle', async () => {
    const { result, unmount } = renderHook(() => useMessageExtras('shill', null, 3))
    await advance(100)
    expect(result.current?.versions).toEqual(['ar://3'])
    for (let second = 0; second < 12; second += 1) {
      window.dispatchEvent(new KeyboardEvent('keydown'))
      await advance(1_000)
    }
    // 12 s of typing: a refresh every 4 s.
    expect(reads()).toEqual(['mount', 'refresh', 'refresh', 'refresh'])
    readMessageExtras.mockClear()
    await advance(120_000)
    // Two idle minutes: the waits double up to 30 s (at most 8 reads; 30 at the active pace).
    expect(reads().length).toBeLessThanOrEqual(8)
    expect(new Set(reads())).toEqual(new Set(['refresh']))
    unmount()
  })

  it('refreshes nothing while the tab is hidden, and nothing once no message is shown', async () => {
    const { unmount } = renderHook(() => useMessageExtras('general', 2, 0))
    await advance(100)
    readMessageExtras.mockClear()
    setHidden(true)
    await advance(60_000)
    expect(reads()).toEqual([])
    // Shown again: a refresh at once (the last one is long past), then the active pace.
    setHidden(false)
    await advance(100)
    expect(reads()).toEqual(['refresh'])
    await advance(EXTRAS_REFRESH_MS)
    expect(reads()).toEqual(['refresh', 'refresh'])
    unmount()
    readMessageExtras.mockClear()
    await advance(60_000)
    expect(reads()).toEqual([])
  })
})
