const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * A message's age for the feed: 'just now', '5m ago', '3h ago', '2d ago', then the date ('Mar 5', with the year
 * when it is not this year). `createdAt` is the block timestamp in seconds, `nowMs` the clock in ms.
 */
export function formatRelativeTime(createdAt: number, nowMs: number): string {
  const seconds = Math.floor(nowMs / 1000) - createdAt
  if (seconds < MINUTE) return 'just now'
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)}m ago`
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)}h ago`
  if (seconds < 7 * DAY) return `${Math.floor(seconds / DAY)}d ago`
  const date = new Date(createdAt * 1000)
  const sameYear = date.getFullYear() === new Date(nowMs).getFullYear()
  return date.toLocaleDateString('en', { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) })
}

/** The full date and time for the tooltip and the <time> element. */
export const formatFullTime = (createdAt: number): string =>
  new Date(createdAt * 1000).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' })
