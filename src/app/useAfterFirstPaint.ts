import { useEffect, useState } from 'react'

/** Longest wait for the first frame, for documents that get no animation frames (a tab opened in the background). */
const MAX_WAIT_MS = 200

let markShellPainted: () => void = () => {}
/** Resolves once the shell has painted its first frame (the layout's useAfterFirstPaint turned true). */
export const shellPainted = new Promise<void>((resolve) => {
  markShellPainted = resolve
})

/**
 * False until the browser has painted the component's first frame, then true for good (used once, by the layout).
 * The shell renders with the main chunk alone and its first paint does not wait for the page's chunks: they are
 * requested only once this turns true. A frame callback runs just before its frame is painted, so a task queued from
 * it runs after that paint.
 */
export function useAfterFirstPaint(): boolean {
  const [isPainted, setIsPainted] = useState(false)
  useEffect(() => {
    if (isPainted) return
    const done = () => {
      setIsPainted(true)
      markShellPainted()
    }
    let afterFrame: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      afterFrame = setTimeout(done, 0)
    })
    const fallback = setTimeout(done, MAX_WAIT_MS)
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(afterFrame)
      clearTimeout(fallback)
    }
  }, [isPainted])
  return isPainted
}
