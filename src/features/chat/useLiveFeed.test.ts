import { act, renderHook } from '@testing-library/react'
import type { LiveFeedOptions } from './useLiveFeed'
import { newMessagesText, useLiveFeed } from './useLiveFeed'

describe('newMessagesText', () => {
  it.each([
    [1, 'message', '1 new message'],
    [3, 'message', '3 new messages'],
    [1, 'reply', '1 new reply'],
    [2, 'reply', '2 new replies'],
  ] as const)('%i %s → %s', (added, noun, text) => expect(newMessagesText(added, noun)).toBe(text))
})

describe('useLiveFeed (at the newest message, no IntersectionObserver in jsdom)', () => {
  const base: LiveFeedOptions = {
    newCount: 0,
    chainCount: 10,
    newestIndex: 9,
    isFetching: false,
    refetch: jest.fn(),
    noun: 'message',
  }

  it('loads new messages by itself, once per count, and announces them when they arrive', () => {
    const refetch = jest.fn()
    const { result, rerender } = renderHook((options: LiveFeedOptions) => useLiveFeed(options), {
      initialProps: { ...base, refetch },
    })
    expect(result.current.isAtNewest).toBe(true)
    rerender({ ...base, refetch, newCount: 2, chainCount: 12 })
    expect(refetch).toHaveBeenCalledTimes(1)
    // A failed load is not retried in a loop: only a new count loads again.
    rerender({ ...base, refetch, newCount: 2, chainCount: 12, isFetching: true })
    rerender({ ...base, refetch, newCount: 2, chainCount: 12 })
    expect(refetch).toHaveBeenCalledTimes(1)
    act(() => rerender({ ...base, refetch, newCount: 0, chainCount: 12, newestIndex: 11 }))
    expect(result.current.announcement).toBe('2 new messages')
  })
})

describe('useLiveFeed count polling (issue #18)', () => {
  /** An IntersectionObserver the test drives: `show(false)` scrolls the newest edge off screen. */
  let observers: ((entries: { isIntersecting: boolean }[]) => void)[] = []
  const show = (isIntersecting: boolean) => act(() => observers.forEach((notify) => notify([{ isIntersecting }])))
  let visibility: DocumentVisibilityState = 'visible'
  const setVisibility = (state: DocumentVisibilityState) =>
    act(() => {
      visibility = state
      document.dispatchEvent(new Event('visibilitychange'))
    })
  const base: LiveFeedOptions = {
    newCount: 0,
    chainCount: 10,
    newestIndex: 9,
    isFetching: false,
    refetch: jest.fn(),
    noun: 'message',
  }

  beforeEach(() => {
    jest.useFakeTimers()
    observers = []
    visibility = 'visible'
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
    Object.assign(window, {
      IntersectionObserver: class {
        constructor(notify: (entries: { isIntersecting: boolean }[]) => void) {
          observers.push(notify)
        }
        observe() {}
        disconnect() {}
      },
    })
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
    Reflect.deleteProperty(window, 'IntersectionObserver')
  })

  function mount(pollCount: () => unknown) {
    const hook = renderHook((options: LiveFeedOptions) => useLiveFeed(options), {
      initialProps: { ...base, pollCount },
    })
    act(() => hook.result.current.newestRef(document.createElement('div')))
    show(true)
    return hook
  }
  const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms))

  it('reads the count once per block at the newest message, none while hidden, again when shown', async () => {
    const pollCount = jest.fn()
    const { unmount } = mount(pollCount)
    await advance(10_000)
    expect(pollCount).toHaveBeenCalledTimes(5)
    setVisibility('hidden')
    await advance(60_000)
    expect(pollCount).toHaveBeenCalledTimes(5)
    setVisibility('visible')
    await advance(100)
    expect(pollCount).toHaveBeenCalledTimes(6)
    unmount()
    await advance(10_000)
    expect(pollCount).toHaveBeenCalledTimes(6)
  })

  it('backs off while scrolled away without input, and a key or a scroll brings a read per block back', async () => {
    const pollCount = jest.fn()
    const { unmount } = mount(pollCount)
    show(false)
    await advance(10_000) // idle only after 10 s without input
    expect(pollCount).toHaveBeenCalledTimes(5)
    await advance(119_000) // reads at 12, 16, 24, 40, 70, 100 s: 2, 4, 8, 16, 30, 30 s apart
    expect(pollCount.mock.calls.length - 5).toBe(6)
    const before = pollCount.mock.calls.length
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'j' })))
    await advance(4100)
    expect(pollCount.mock.calls.length - before).toBe(3) // at once (the last read is 29 s old), then per block
    await advance(60_000)
    const afterIdleAgain = pollCount.mock.calls.length
    act(() => void document.dispatchEvent(new Event('scroll')))
    await advance(2100)
    expect(pollCount.mock.calls.length - afterIdleAgain).toBeGreaterThanOrEqual(2)
    unmount()
  })

  it('reads per block while the counts show elsewhere (the mobile menu over the hidden feed, issue #38)', async () => {
    const pollCount = jest.fn()
    const hook = mount(pollCount)
    hook.rerender({ ...base, pollCount, isCountShown: true })
    show(false) // the menu hides the feed: its top edge is off screen
    await advance(60_000)
    expect(pollCount).toHaveBeenCalledTimes(30)
    expect(hook.result.current.isAtNewest).toBe(false)
    hook.unmount()
  })

  it('does not poll without pollCount (the count query not loaded yet)', async () => {
    const refetch = jest.fn()
    renderHook(() => useLiveFeed({ ...base, refetch }))
    await advance(10_000)
    expect(refetch).not.toHaveBeenCalled()
  })
})
