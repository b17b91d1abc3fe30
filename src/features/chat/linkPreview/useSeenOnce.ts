import { useEffect, useState } from 'react'

/** How far outside the viewport a card starts loading (px): it is ready when scrolled to, not a screenful early. */
const AHEAD_PX = 200

/**
 * True from the first time `element` comes within AHEAD_PX of the viewport (IntersectionObserver), and stays true:
 * a feed's cards then ask for their previews one by one as the reader scrolls, not all at once. Stays false without
 * an element or without IntersectionObserver.
 */
export function useSeenOnce(element: Element | null): boolean {
  const [isSeen, setIsSeen] = useState(false)
  useEffect(() => {
    if (!element || isSeen || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          setIsSeen(true)
        }
      },
      { rootMargin: `${AHEAD_PX}px 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, isSeen])
  return isSeen
}
