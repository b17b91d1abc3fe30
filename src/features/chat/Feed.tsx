import { Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../ui/Button'
import type { ChannelName } from '../../config'
import { Spinner } from '../../ui/Spinner'
import { VisuallyHidden } from '../../ui/VisuallyHidden'
import { useAppDispatch, useAppSelector } from '../../store/store'
import { useWalletSession } from '../../store/useWalletSession'
import type { FeedKey } from './channels'
import { chatApi, useGetChannelCountsQuery, useGetFeedInfiniteQuery, useGetMessageCountQuery } from './chatApi'
import { useLastSeenPage } from './feed/useLastSeenPage'
import { holdsNewestPage, NEWEST_PAGE } from './feed/pageCap'
import { usePageRequests } from './feed/usePageRequests'
import { VirtualFeedList } from './feed/VirtualFeedList'
import { selectOpenPanel } from '../../store/slices/layoutSlice'
import { channelRead, selectChatLocal } from './local/chatLocalSlice'
import { computeUnread } from './unread/unread'
import { isInFeed, postRemoved, selectOutbox } from './outbox/outboxSlice'
import { ModBar, PendingMessage } from './postingParts'
import { useChannelState } from './useChannelState'
import { useIsPageVisible } from './useClock'
import { STICKY_HEADER_PX, useLiveFeed } from './useLiveFeed'

export interface FeedProps extends FeedKey {
  /** What to say when the feed has no messages. */
  emptyText: string
}

/**
 * A feed, newest first (issue #5 part 3): pages of config.chatPageSize with 'Load more', deleted messages hidden (a
 * page of only deleted ones still advances). New messages are found by polling the count (useLiveFeed: per block
 * while the reader is active, backing off while idle, never while hidden); a reader at the newest message sees them
 * appear in place (announced politely), one scrolled away gets the 'N new messages' button (issue #16). The user's
 * own posts in flight (the outbox) lead the feed until the feed holds them.
 *
 * Issue #18: the messages are a virtual list (VirtualFeedList: only those near the viewport are in the DOM) and the
 * query keeps at most FEED_MAX_PAGES pages. Once the reader scrolled back past the cap, the newest page is no longer
 * held: live loading pauses (the count poll goes on, so 'N new messages' still appears) and the button jumps back to
 * the newest page, dropping the old ones. A returning visitor's main feed starts from the newest page this browser last
 * read (feed/lastSeenPage.ts), marked busy and `data-stale` until the chain's answer replaces it.
 */
export function Feed({ channel, parentIndex, emptyText }: FeedProps) {
  const key = useMemo(() => ({ channel, parentIndex }), [channel, parentIndex])
  const { address } = useWalletSession()
  const feed = useGetFeedInfiniteQuery(key)
  const channelState = useChannelState(key)
  const isVisible = useIsPageVisible()
  const isMain = parentIndex === null
  // Polled by useLiveFeed (issue #18: per block while active, backing off while idle, never hidden): a channel polls
  // every channel's count at once (the unread badges read it too), a thread its replies' count.
  const replyCount = useGetMessageCountQuery(key, { skip: !feed.isSuccess || isMain })
  const channelCounts = useGetChannelCountsQuery(undefined, { skip: !feed.isSuccess || !isMain })
  const chainCount = isMain ? channelCounts.data?.[channel] : replyCount.data
  // The mobile menu covers the feed (kept mounted, hidden) and shows the unread badges this feed's poll feeds.
  const isMenuOpen = useAppSelector(selectOpenPanel) === 'left'
  useUnreadBaselines(isMain ? channelCounts.data : undefined)
  // A returning visitor sees the page they last saw at once, while the chain's answer is on its way (issue #18).
  const lastSeen = useLastSeenPage(key, feed.data)
  const isStale = lastSeen !== null
  const pages = useMemo(() => feed.data?.pages ?? (lastSeen ? [lastSeen] : []), [feed.data, lastSeen])
  const holdsNewest = holdsNewestPage(feed.data?.pageParams ?? [NEWEST_PAGE])
  const isMod = channelState.data?.isMod ?? false
  const [showDeletedChoice, setShowDeleted] = useState(false)
  const showDeleted = isMod && showDeletedChoice
  const messages = useMemo(() => {
    const seen = new Set<number>()
    return pages
      .flatMap((page) =>
        showDeleted ? [...page.messages, ...(page.deleted ?? [])].sort((a, b) => b.index - a.index) : page.messages,
      )
      .filter((message) => !seen.has(message.index) && Boolean(seen.add(message.index)))
  }, [pages, showDeleted])
  const dispatch = useAppDispatch()
  const outbox = useAppSelector(selectOutbox)
  const feedUrls = useMemo(() => new Set(messages.map((message) => message.url)), [messages])
  const pending = useMemo(
    () => outbox.filter((post) => isInFeed(post, key) && !(post.url && feedUrls.has(post.url))).reverse(),
    [outbox, key, feedUrls],
  )
  // A post the feed now holds gives way to it (it was hidden above already, so nothing jumps).
  useEffect(() => {
    for (const post of outbox) {
      const isDone = post.stage === 'confirmed' || post.stage === 'failed'
      if (isInFeed(post, key) && isDone && post.url && feedUrls.has(post.url)) dispatch(postRemoved({ id: post.id }))
    }
  }, [outbox, key, feedUrls, dispatch])
  const lastPage = pages.at(-1)
  const { hasNextPage, isFetching, fetchNextPage, fetchPreviousPage, refetch, isFetchingPreviousPage } = feed
  const { requestOlder, requestNewer, isOlderWaiting } = usePageRequests(isFetching, fetchNextPage, fetchPreviousPage)
  // A page whose messages were all deleted shows nothing: move on to the next one by itself.
  useEffect(() => {
    if (lastPage && lastPage.messages.length === 0 && hasNextPage && !isFetching) requestOlder()
  }, [lastPage, hasNextPage, isFetching, requestOlder])
  const loadedTotal = pages[0]?.total ?? 0
  const newCount = Math.max(0, (chainCount ?? loadedTotal) - loadedTotal)
  // Live loading only while the newest page is held: refetching from an older first page would not reach the new
  // messages, and a page read again at the top is not news (no announcement: the newest index is unknown then).
  const liveRefetch = useCallback(() => (holdsNewest ? refetch() : undefined), [holdsNewest, refetch])
  const live = useLiveFeed({
    newCount,
    chainCount: loadedTotal + newCount,
    newestIndex: holdsNewest ? (messages[0]?.index ?? -1) : -1,
    isFetching: feed.isFetching,
    refetch: liveRefetch,
    noun: parentIndex === null ? 'message' : 'reply',
    pollCount: feed.isSuccess ? (isMain ? channelCounts.refetch : replyCount.refetch) : undefined,
    isCountShown: isMain && isMenuOpen,
  })
  const { newestRef, announcement, showNewest } = live
  const isAtNewest = live.isAtNewest && holdsNewest
  /** 'N new messages': load them and show the newest; past the page cap, start over from the newest page. */
  const jumpToNewest = () => {
    if (!holdsNewest) {
      // Keep one page while the newest is read (no empty-feed flash); the refetch starts from the param set here.
      dispatch(
        chatApi.util.updateQueryData('getFeed', key, (draft) => {
          draft.pages.splice(1)
          draft.pageParams.splice(0, draft.pageParams.length, NEWEST_PAGE)
        }),
      )
    }
    void refetch()
    showNewest()
  }
  // The channel counts as read once its newest message has been on screen (the unread badges).
  useEffect(() => {
    if (isMain && feed.isSuccess && isAtNewest && isVisible && loadedTotal > 0)
      dispatch(channelRead({ channel, count: loadedTotal }))
  }, [isMain, feed.isSuccess, isAtNewest, isVisible, loadedTotal, channel, dispatch])
  const noun = parentIndex === null ? 'message' : 'reply'

  if (feed.isLoading && !isStale) {
    return (
      <Status role="status">
        <Spinner /> Loading {parentIndex === null ? 'messages' : 'replies'}…
      </Status>
    )
  }
  const loadError = feed.isError && (feed.data?.pages.length ?? 0) === 0 && (
    <Status role="alert">
      Could not load the {parentIndex === null ? 'messages' : 'replies'}.{' '}
      <Button variant="secondary" onClick={() => void feed.refetch()}>
        Try again
      </Button>
    </Status>
  )
  if (loadError && !isStale) return loadError
  return (
    // data-stale: the last-seen page shows, not yet the chain's (the bench times both; see bench/README.md).
    <section
      aria-label={parentIndex === null ? 'Messages' : 'Replies'}
      data-testid="chat-feed"
      data-stale={isStale || undefined}
    >
      {loadError}
      {isMod && (
        <Suspense fallback={null}>
          <ModBar
            channel={channel}
            isPaused={channelState.data?.paused ?? false}
            showDeleted={showDeleted}
            onShowDeletedChange={setShowDeleted}
          />
        </Suspense>
      )}
      <NewestEdge ref={newestRef} data-testid="feed-top" />
      <VisuallyHidden aria-live="polite" data-testid="feed-announcement">
        {announcement}
      </VisuallyHidden>
      {newCount > 0 && !isAtNewest && (
        <NewMessages>
          <Button variant="secondary" onClick={jumpToNewest} isLoading={feed.isFetching} data-testid="new-messages">
            {newCount} new {newCount === 1 ? noun : parentIndex === null ? 'messages' : 'replies'}
          </Button>
        </NewMessages>
      )}
      {pending.length > 0 && (
        <Suspense fallback={null}>
          {pending.map((post) => (
            <PendingMessage key={post.id} post={post} />
          ))}
        </Suspense>
      )}
      {messages.length === 0 && pending.length === 0 && !feed.hasNextPage && <Empty>{emptyText}</Empty>}
      {/* An empty role=feed is invalid (axe aria-required-children, issue #39): the empty text stands alone. */}
      {(messages.length > 0 || feed.hasNextPage) && (
        <VirtualFeedList
          messages={messages}
          channel={channel}
          parentIndex={parentIndex}
          viewer={address}
          isMod={isMod}
          total={loadedTotal}
          holdsNewest={holdsNewest}
          hasNextPage={feed.hasNextPage}
          isFetching={(isStale && feed.isFetching) || feed.isFetchingNextPage || isFetchingPreviousPage}
          isFetchingNextPage={feed.isFetchingNextPage || isOlderWaiting}
          fetchNextPage={requestOlder}
          fetchNewerPage={requestNewer}
          label={parentIndex === null ? 'Messages' : 'Replies'}
        />
      )}
    </section>
  )
}

/**
 * Gives every channel without a read mark one at its count as first read here (issue #38), as the desktop sidebar's
 * badges do: a channel the user first looks at from the mobile menu, later, still shows what was posted meanwhile.
 */
function useUnreadBaselines(counts: Partial<Record<ChannelName, number>> | undefined): void {
  const dispatch = useAppDispatch()
  const lastRead = useAppSelector(selectChatLocal).lastRead
  const { baselines } = useMemo(() => computeUnread(counts, lastRead), [counts, lastRead])
  useEffect(() => {
    for (const [channel, count] of Object.entries(baselines) as [ChannelName, number][])
      dispatch(channelRead({ channel, count }))
  }, [baselines, dispatch])
}

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
`

/** The feed's top edge: watched to tell whether the newest message is on screen; scrolled to below the navbar. */
const NewestEdge = styled.div`
  scroll-margin-top: ${STICKY_HEADER_PX + 16}px;
`

const NewMessages = styled.div`
  position: sticky;
  top: ${STICKY_HEADER_PX + 8}px;
  z-index: 1;
  display: flex;
  /* At the end of the row: stuck under the navbar, it never covers a message's author name (issue #38). */
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space(2)};
`

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`
