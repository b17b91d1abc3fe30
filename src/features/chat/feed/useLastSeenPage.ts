import { useEffect, useMemo } from 'react'
import type { FeedPage } from '../../../services/chat/types'
import type { FeedKey } from '../channels'
import { readLastSeenPage, saveLastSeenPage } from './lastSeenPage'
import type { FeedPageParam } from './pageCap'
import { holdsNewestPage } from './pageCap'

/**
 * Newest pages already stored. The query keeps the same page object while it is cached, so a feed mounted again over
 * it (back to a channel) does not read, rewrite and re-date the stored pages, nor overwrite a newer page another tab
 * stored since with this older one.
 */
const savedPages = new WeakSet<FeedPage>()

/**
 * A main feed's last-seen newest page while its infinite query has no data yet (null once it has, and always for a
 * thread); every newest page the query reads replaces the stored one. What the visitor sees early is only what this
 * browser already showed them: a message deleted since shows until the chain's answer, a round trip later.
 */
export function useLastSeenPage(
  { channel, parentIndex }: FeedKey,
  data: { pages: readonly FeedPage[]; pageParams: readonly FeedPageParam[] } | undefined,
): FeedPage | null {
  const isMain = parentIndex === null
  const hasData = data !== undefined
  // Storage is read only while the query has nothing: a feed mounted again over cached pages never needs it.
  const stored = useMemo(() => (isMain && !hasData ? readLastSeenPage(channel) : null), [isMain, hasData, channel])
  const newest = data && holdsNewestPage(data.pageParams) ? data.pages[0] : undefined
  useEffect(() => {
    if (!isMain || !newest || savedPages.has(newest)) return
    saveLastSeenPage(channel, newest)
    savedPages.add(newest)
  }, [isMain, channel, newest])
  return hasData ? null : stored
}
