import type { MouseEvent } from 'react'

/**
 * One click handler for a message's in-app links (issue #18 part 2): plain `<a data-route href>` elements instead of
 * a router `Link` each (three fewer component nodes per message). A plain left click on such a link navigates
 * in-app through `navigate`; a modified click (new tab, download) or any other link keeps the browser's own
 * behaviour. `href` is the router path (the app has no basename).
 */
export function routeLinkClick(navigate: (path: string) => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const target = event.target instanceof Element ? event.target.closest('a[data-route]') : null
    if (!target || !event.currentTarget.contains(target)) return
    const path = target.getAttribute('href')
    if (!path) return
    event.preventDefault()
    navigate(path)
  }
}
