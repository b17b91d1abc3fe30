import { useEffect, useState } from 'react'
import { createMilestone } from '../lib/milestone'

/** Longest wait for the first frame, for documents that get no animation frames (a tab opened in the background). */
const MAX_FRAME_WAIT_MS = 200
/** Longest wait, after the first frame, for the browser to report the first contentful paint. */
const MAX_CONTENTFUL_WAIT_MS = 500

const shellPaint = createMilestone()
/** Resolves once the shell has painted its first frame (the layout's useAfterFirstPaint turned true). */
export const shellPainted = shellPaint.reached

const hasContentfulPaint = () => performance.getEntriesByName('first-contentful-paint').length > 0

/**
 * Calls `done` once the browser reports the first contentful paint (Paint Timing), or after MAX_CONTENTFUL_WAIT_MS
 * where it reports none (no Paint Timing, a hidden tab). The first frame alone is not enough: it can paint only
 * backgrounds, and a chunk requested then may still land before the page's text shows. Returns a cancel function.
 */
function afterContentfulPaint(done: () => void): () => void {
  const observes =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')
  if (!observes || hasContentfulPaint()) {
    const immediate = setTimeout(done, 0)
    return () => clearTimeout(immediate)
  }
  const fallback = setTimeout(finish, MAX_CONTENTFUL_WAIT_MS)
  const observer = new PerformanceObserver(() => {
    if (hasContentfulPaint()) finish()
  })
  observer.observe({ type: 'paint', buffered: true })
  function finish() {
    observer.disconnect()
    clearTimeout(fallback)
    done()
  }
  return () => {
    observer.disconnect()
    clearTimeout(fallback)
  }
}

/**
 * False until the browser has painted the component's first contentful frame, then true for good (used once, by the
 * layout). The shell renders with the main chunk alone and its first paint does not wait for the page's chunks: they
 * are requested only once this turns true. A frame callback runs just before its frame is painted, so the paint
 * entry (or a task queued from it) comes after that paint.
 */
export function useAfterFirstPaint(): boolean {
  const [isPainted, setIsPainted] = useState(false)
  useEffect(() => {
    if (isPainted) return
    let settled = false
    const done = () => {
      if (settled) return
      settled = true
      setIsPainted(true)
      shellPaint.mark()
    }
    let cancelContentful: () => void = () => {}
    const frame = requestAnimationFrame(() => {
      clearTimeout(fallback)
      cancelContentful = afterContentfulPaint(done)
    })
    const fallback = setTimeout(done, MAX_FRAME_WAIT_MS)
    return () => {
      cancelAnimationFrame(frame)
      cancelContentful()
      clearTimeout(fallback)
    }
  }, [isPainted])
  return isPainted
}
