import type { FeedPage } from '../../../services/chat/types'

/** First page of a feed: the newest messages. Older pages are keyed by the index they end before. */
export const NEWEST_PAGE = 'newest'
export type FeedPageParam = typeof NEWEST_PAGE | number

/**
 * Pages a feed keeps in the query cache (issue #18): 10 pages of config.chatPageSize (10) = the 100 messages around
 * the reader. Scrolling further back drops the newest kept page; scrolling toward the newest reads it again (one
 * multicall; its bodies come from the body cache, never fetched twice). Without a cap a reader scrolling back
 * through 1,000 messages held every page, and every live refetch re-read all of them.
 */
export const FEED_MAX_PAGES = 10

/**
 * The page param of the page just newer than the kept first one (RTK Query `getPreviousPageParam`, needed by
 * `maxPages`), or undefined when the first kept page is the newest. A page keyed `before` holds indexes
 * [before - pageSize, before); the one newer than it is keyed `before + pageSize`, and once that reaches the list's
 * total (as the first page read it) the newer page is the newest page itself, which may overlap what is kept (the
 * feed drops repeated indexes).
 */
export function newerPageParam(
  firstPage: FeedPage,
  firstPageParam: FeedPageParam,
  pageSize: number,
): FeedPageParam | undefined {
  if (firstPageParam === NEWEST_PAGE) return undefined
  const newer = firstPageParam + pageSize
  return newer >= firstPage.total ? NEWEST_PAGE : newer
}

/** Whether a feed's kept pages include the newest one (else the reader scrolled back past the cap). */
export const holdsNewestPage = (pageParams: readonly FeedPageParam[]): boolean => pageParams[0] === NEWEST_PAGE
