import { useEffect, useMemo } from 'react'
import styled from 'styled-components'
import { config } from '../../config'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import { useWalletSession } from '../../store/useWalletSession'
import type { FeedKey } from './channels'
import { useGetFeedInfiniteQuery, useGetMessageCountQuery } from './chatApi'
import { MessageItem } from './MessageItem'
import { useChannelState } from './useChannelState'
import { useIsPageVisible } from './useClock'

export interface FeedProps extends FeedKey {
  /** What to say when the feed has no messages. */
  emptyText: string
}

/**
 * A feed, newest first (issue #5 part 3): pages of config.chatPageSize with 'Load more', deleted messages hidden (a
 * page of only deleted ones still advances), and an 'N new messages' button when others post. New messages are
 * found by polling the count once per block (config.chain.blockTimeMs) while the page is visible, never while hidden.
 */
export function Feed({ channel, parentIndex, emptyText }: FeedProps) {
  const key = useMemo(() => ({ channel, parentIndex }), [channel, parentIndex])
  const { address } = useWalletSession()
  const feed = useGetFeedInfiniteQuery(key)
  const channelState = useChannelState(key)
  const isVisible = useIsPageVisible()
  const count = useGetMessageCountQuery(key, {
    skip: !feed.isSuccess,
    pollingInterval: isVisible ? config.chain.blockTimeMs : 0,
    skipPollingIfUnfocused: false,
  })
  const pages = useMemo(() => feed.data?.pages ?? [], [feed.data])
  const messages = useMemo(() => {
    const seen = new Set<number>()
    return pages
      .flatMap((page) => page.messages)
      .filter((message) => !seen.has(message.index) && Boolean(seen.add(message.index)))
  }, [pages])
  const lastPage = pages.at(-1)
  const { hasNextPage, isFetching, fetchNextPage } = feed
  // A page whose messages were all deleted shows nothing: move on to the next one by itself.
  useEffect(() => {
    if (lastPage && lastPage.messages.length === 0 && hasNextPage && !isFetching) void fetchNextPage()
  }, [lastPage, hasNextPage, isFetching, fetchNextPage])
  const loadedTotal = pages[0]?.total ?? 0
  const newCount = Math.max(0, (count.data ?? loadedTotal) - loadedTotal)
  const isMod = channelState.data?.isMod ?? false
  const noun = parentIndex === null ? 'message' : 'reply'

  if (feed.isLoading) {
    return (
      <Status role="status">
        <Spinner /> Loading {parentIndex === null ? 'messages' : 'replies'}…
      </Status>
    )
  }
  if (feed.isError && pages.length === 0) {
    return (
      <Status role="alert">
        Could not load the {parentIndex === null ? 'messages' : 'replies'}.{' '}
        <Button variant="secondary" onClick={() => void feed.refetch()}>
          Try again
        </Button>
      </Status>
    )
  }
  return (
    <section aria-label={parentIndex === null ? 'Messages' : 'Replies'} data-testid="chat-feed">
      {newCount > 0 && (
        <NewMessages>
          <Button
            variant="secondary"
            onClick={() => void feed.refetch()}
            isLoading={feed.isFetching}
            data-testid="new-messages"
          >
            {newCount} new {newCount === 1 ? noun : parentIndex === null ? 'messages' : 'replies'}
          </Button>
        </NewMessages>
      )}
      {messages.length === 0 && !feed.hasNextPage && <Empty>{emptyText}</Empty>}
      {messages.map((message) => (
        <MessageItem
          key={message.index}
          message={message}
          channel={channel}
          parentIndex={parentIndex}
          viewer={address}
          isMod={isMod}
          isFull={parentIndex !== null}
        />
      ))}
      {feed.hasNextPage && (
        <LoadMore>
          <Button
            variant="secondary"
            onClick={() => void feed.fetchNextPage()}
            isLoading={feed.isFetchingNextPage}
            data-testid="load-more"
          >
            Load more
          </Button>
        </LoadMore>
      )}
    </section>
  )
}

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
`

const NewMessages = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.space(2)};
  z-index: 1;
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space(2)};
`

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`

const LoadMore = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space(3)};
`
