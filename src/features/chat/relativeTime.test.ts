import { formatFullTime, formatRelativeTime } from './relativeTime'

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

describe('formatFullTime', () => {
  const at = (year: number, month: number, day: number, hours: number, minutes: number) =>
    new Date(year, month, day, hours, minutes).getTime() / 1000

  it.each([
    [at(2025, 2, 5, 14, 7), 'Mar 5, 2025, 2:07 PM'],
    [at(2025, 11, 31, 0, 0), 'Dec 31, 2025, 12:00 AM'],
    [at(2026, 0, 1, 12, 30), 'Jan 1, 2026, 12:30 PM'],
    [at(2026, 6, 9, 9, 5), 'Jul 9, 2026, 9:05 AM'],
  ])('%i → %s', (createdAt, expected) => expect(formatFullTime(createdAt)).toBe(expected))

  it('matches what Intl writes for the en locale (apart from its narrow space before AM/PM)', () => {
    const createdAt = at(2024, 9, 17, 18, 45)
    const intl = new Date(createdAt * 1000).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' })
    expect(formatFullTime(createdAt)).toBe(intl.replace(/\s/g, ' '))
  })
})
