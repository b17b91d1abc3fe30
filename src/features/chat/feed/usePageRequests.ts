import { useCallback, useEffect, useRef, useState } from 'react'

/** Which way a page request goes: an older page ('Load more') or a newer one (the top reached after the page cap). */
type Direction = 'older' | 'newer'

/**
 * A page fetch as RTK Query's infinite query hook starts it (`fetchNextPage` / `fetchPreviousPage`): the request's
 * id, and a promise of the query's state once it settled, whose `requestId` is another one's when RTK Query skipped
 * this request.
 */
export type PageFetch = () => PromiseLike<{ requestId?: string }> & { requestId: string }

/** Times a request RTK Query skipped is made again before it is dropped. */
const MAX_SKIPS = 3

export interface PageRequests {
  /** Asks for the next older page; a second ask while one waits is the same request. */
  requestOlder: () => void
  /** Asks for the next newer page, likewise. */
  requestNewer: () => void
  /** An older page was asked for and has not come in yet ('Load more' shows its spinner meanwhile). */
  isOlderWaiting: boolean
}

/**
 * Page requests that are never lost (issue #18). RTK Query skips a page fetch while the feed's cache entry has a
 * request in flight (a live refetch of the newest messages, or a page the other way), so a 'Load more' click landing
 * then did nothing and the reader had to click again. Each ask is kept until its page came in: made as soon as
 * nothing is in flight, older pages first (the reader clicked for them), one at a time, and made again when RTK
 * Query skipped it all the same.
 *
 * `isFetching`: the feed query has a request in flight; `fetchOlder` / `fetchNewer`: the query's page fetchers.
 */
export function usePageRequests(isFetching: boolean, fetchOlder: PageFetch, fetchNewer: PageFetch): PageRequests {
  const [waiting, setWaiting] = useState<readonly Direction[]>([])
  // A request made and not settled yet: the next one waits for it even before `isFetching` shows it.
  const isRequesting = useRef(false)
  const skips = useRef(0)
  useEffect(() => {
    if (isFetching || isRequesting.current || waiting.length === 0) return
    const next = waiting.includes('older') ? 'older' : 'newer'
    isRequesting.current = true
    const request = next === 'older' ? fetchOlder() : fetchNewer()
    const settled = (isDone: boolean) => {
      isRequesting.current = false
      skips.current = isDone ? 0 : skips.current + 1
      // Skipped (another request was in flight, done by now): asked again, a few times at most, as RTK Query also
      // skips a page that does not exist.
      const isGivenUp = skips.current > MAX_SKIPS
      if (isGivenUp) skips.current = 0
      setWaiting((list) => (isDone || isGivenUp ? list.filter((direction) => direction !== next) : [...list]))
    }
    request.then(
      (state) => settled(state.requestId === request.requestId),
      () => settled(true),
    )
  }, [waiting, isFetching, fetchOlder, fetchNewer])
  const ask = useCallback(
    (direction: Direction) => setWaiting((list) => (list.includes(direction) ? list : [...list, direction])),
    [],
  )
  return {
    requestOlder: useCallback(() => ask('older'), [ask]),
    requestNewer: useCallback(() => ask('newer'), [ask]),
    isOlderWaiting: waiting.includes('older'),
  }
}
