const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * English month abbreviations. The dates are formatted by hand, in the browser's time zone, as `Intl` would with the
 * 'en' locale: building the first `Intl.DateTimeFormat` loads locale data, which costs ~65 ms on a phone-class CPU in
 * the middle of the feed's first render.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/** 'Mar 5' */
const monthDay = (date: Date) => `${MONTHS[date.getMonth()]} ${date.getDate()}`

/**
 * A message's age for the feed: 'just now', '5m ago', '3h ago', '2d ago', then the date ('Mar 5', with the year
 * when it is not this year: 'Mar 5, 2023'). `createdAt` is the block timestamp in seconds, `nowMs` the clock in ms.
 */
export function formatRelativeTime(createdAt: number, nowMs: number): string {
  const seconds = Math.floor(nowMs / 1000) - createdAt
  if (seconds < MINUTE) return 'just now'
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)}m ago`
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)}h ago`
  if (seconds < 7 * DAY) return `${Math.floor(seconds / DAY)}d ago`
  const date = new Date(createdAt * 1000)
  const isSameYear = date.getFullYear() === new Date(nowMs).getFullYear()
  return isSameYear ? monthDay(date) : `${monthDay(date)}, ${date.getFullYear()}`
}

/** The full date and time for the tooltip, in the browser's time zone: 'Mar 5, 2025, 2:07 PM'. */
export function formatFullTime(createdAt: number): string {
  const date = new Date(createdAt * 1000)
  const hours = date.getHours()
  const minutes = String(date.getMinutes()).padStart(2, '0')
  return `${monthDay(date)}, ${date.getFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}
