import { useEffect, useState } from 'react'

/**
 * True from the first time `element` is in the viewport (IntersectionObserver, no margin), and stays true: a feed's
 * cards then ask for their previews one by one as the reader scrolls, and a message the feed renders ahead of the
 * fold (the virtual list's overscan) asks nothing until it is scrolled into view. Stays false without an element or
 * without IntersectionObserver.
 */
export function useSeenOnce(element: Element | null): boolean {
  const [isSeen, setIsSeen] = useState(false)
  useEffect(() => {
    if (!element || isSeen || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect()
        setIsSeen(true)
      }
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, isSeen])
  return isSeen
}
