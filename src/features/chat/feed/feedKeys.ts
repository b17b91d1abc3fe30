import type { KeyboardEvent } from 'react'

/**
 * The feed's keys (WAI-ARIA feed pattern, issue #18): Page Down / Page Up move focus to the next / previous message
 * from anywhere inside one (the message itself or a link in it). `focusAt(position)` focuses the message at that
 * position of the feed's message list (0 = newest), bringing it on screen first if the virtual list has not rendered
 * it. Returns true when it handled the key.
 */
export function handleFeedKey(
  event: KeyboardEvent<HTMLElement>,
  positionOf: (messageIndex: number) => number,
  count: number,
  focusAt: (position: number) => void,
): boolean {
  if (event.key !== 'PageDown' && event.key !== 'PageUp') return false
  if (event.altKey || event.ctrlKey || event.metaKey) return false
  const article = event.target instanceof Element ? event.target.closest('article[data-index]') : null
  if (!article) return false
  const position = positionOf(Number(article.getAttribute('data-index')))
  if (position < 0) return false
  const next = position + (event.key === 'PageDown' ? 1 : -1)
  if (next < 0 || next >= count) return false
  event.preventDefault()
  focusAt(next)
  return true
}
