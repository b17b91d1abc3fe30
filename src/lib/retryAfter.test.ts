import { retryAfterMs } from './retryAfter'

describe('retryAfterMs', () => {
  it.each<[string | null, number]>([
    ['5', 5000],
    ['0', 0],
    ['120', 10_000],
    [null, 2000],
    ['soon', 2000],
    [new Date(1_000_000 + 3000).toUTCString(), 3000],
    [new Date(1_000_000 - 3000).toUTCString(), 0],
  ])('reads %p as a wait of %i ms (at most 10 s, 2 s when unreadable)', (header, expected) => {
    // HTTP dates have whole seconds: the clock sits on one.
    expect(retryAfterMs(header, { maxMs: 10_000, fallbackMs: 2000, now: 1_000_000 })).toBe(expected)
  })
})
