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
