import { formatRelativeTime } from './relativeTime'

const now = Date.UTC(2025, 5, 15, 12, 0, 0)
const ago = (seconds: number) => Math.floor(now / 1000) - seconds

describe('formatRelativeTime', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [60, '1m ago'],
    [59 * 60, '59m ago'],
    [3600, '1h ago'],
    [23 * 3600, '23h ago'],
    [24 * 3600, '1d ago'],
    [6 * 24 * 3600, '6d ago'],
    [-30, 'just now'],
  ])('%i s ago → %s', (seconds, expected) => expect(formatRelativeTime(ago(seconds), now)).toBe(expected))

  it('shows the date after a week, with the year only when it differs', () => {
    expect(formatRelativeTime(Date.UTC(2025, 2, 5, 12) / 1000, now)).toBe('Mar 5')
    expect(formatRelativeTime(Date.UTC(2023, 2, 5, 12) / 1000, now)).toBe('Mar 5, 2023')
  })
})
