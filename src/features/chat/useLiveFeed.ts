import { useCallback, useEffect, useRef, useState } from 'react'
import { useCountPoll } from './useCountPoll'

/** Room the sticky navbar takes at the top of the window (desktop ~65 px, mobile 44 px): hidden behind it is off screen. */
export const STICKY_HEADER_PX = 72

export interface LiveFeedOptions {
  /** Messages on chain beyond the loaded ones (from the count poll). */
  newCount: number
  /** The count on chain the poll last saw (loaded + new). */
  chainCount: number
  /** Index of the newest loaded message, -1 when none. */
  newestIndex: number
  isFetching: boolean
  refetch: () => unknown
  /** 'message' or 'reply', for the announcement. */
  noun: 'message' | 'reply'
  /**
   * Re-reads the count (the count query's refetch), once it has loaded; absent while it may not run. Polled
   * adaptively (issue #18, useCountPoll): per block while active, backing off while idle away from the newest message,
   * never while hidden, following pushed block heads where the RPC offers them.
   */
  pollCount?: () => unknown
  /**
   * The counts are on screen elsewhere while the feed is not (the mobile menu's unread badges cover the hidden feed):
   * polled per block as at the newest message, so the badges follow the chain (issue #38).
   */
  isCountShown?: boolean
}

/** What a screen reader hears when `added` messages appear in place: '1 new message', '3 new replies'. */
export function newMessagesText(added: number, noun: 'message' | 'reply'): string {
  if (added === 1) return `1 new ${noun}`
  return `${added} new ${noun === 'message' ? 'messages' : 'replies'}`
}

/**
 * The live part of a feed (issue #16): watches whether the newest message's edge is on screen (`newestRef` goes on
 * an element at the feed's top); while it is, new messages the count poll finds are loaded at once, once per count
 * (a failed load is not retried in a loop; the next block's count tries again), and announced in `announcement` for
 * an aria-live region. Scrolled away, nothing loads by itself and the feed shows its 'N new messages' button, whose
 * click loads them and brings the newest back on screen (`showNewest`). It also runs the count poll itself
 * (`pollCount`, issue #18): per block at the newest message or with recent input, backing off while idle away from it.
 */
export function useLiveFeed({
  newCount,
  chainCount,
  newestIndex,
  isFetching,
  refetch,
  noun,
  pollCount,
  isCountShown = false,
}: LiveFeedOptions) {
  const [element, setElement] = useState<HTMLElement | null>(null)
  const [isAtNewest, setIsAtNewest] = useState(true)
  const newestRef = useCallback((node: HTMLElement | null) => setElement(node), [])

  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1)
        if (entry) setIsAtNewest(entry.isIntersecting)
      },
      { rootMargin: `-${STICKY_HEADER_PX}px 0px 0px 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])

  useCountPoll(pollCount, isAtNewest || isCountShown)

  const loadedFor = useRef(-1)
  useEffect(() => {
    if (newCount <= 0 || !isAtNewest || isFetching || loadedFor.current === chainCount) return
    loadedFor.current = chainCount
    void refetch()
  }, [newCount, chainCount, isAtNewest, isFetching, refetch])

  const previousNewest = useRef(newestIndex)
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => {
    const before = previousNewest.current
    previousNewest.current = newestIndex
    if (before >= 0 && newestIndex > before) setAnnouncement(newMessagesText(newestIndex - before, noun))
  }, [newestIndex, noun])

  /** Brings the newest edge back on screen (the 'N new messages' button), which then loads what is new. */
  const showNewest = useCallback(() => element?.scrollIntoView({ block: 'start' }), [element])

  return { newestRef, isAtNewest, announcement, showNewest }
}
