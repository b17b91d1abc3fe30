import type { HTMLAttributes, KeyboardEvent } from 'react'
import { forwardRef, useCallback, useMemo, useRef } from 'react'
import type { VirtuosoHandle } from 'react-virtuoso'
import { Virtuoso } from 'react-virtuoso'
import styled from 'styled-components'
import type { ChannelName } from '../../../config'
import type { ChatMessage } from '../../../services/chat/types'
import { Button } from '../../../ui/Button'
import { MessageItem } from '../MessageItem'
import { handleFeedKey } from './feedKeys'
import { useFirstItemIndex } from './firstItemIndex'

/** What the list's parts outside the items read (Virtuoso's `context`: its components stay stable). */
interface ListContext {
  label: string
  isBusy: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => void
}

export interface VirtualFeedListProps {
  messages: readonly ChatMessage[]
  channel: ChannelName
  parentIndex: number | null
  viewer: string | null
  isMod: boolean
  /** Messages in the feed, deleted included (aria-setsize). */
  total: number
  /** The kept pages include the newest one (see useFirstItemIndex). */
  holdsNewest: boolean
  hasNextPage: boolean
  /** Reading a page at either end (aria-busy). */
  isFetching: boolean
  isFetchingNextPage: boolean
  /** 'Load more': the next older page. */
  fetchNextPage: () => void
  /** The newer page the page cap dropped, read again once the reader reaches the top of what is kept. */
  fetchNewerPage: () => void
  /** The accessible name of the feed ('Messages', 'Replies'). */
  label: string
}

/**
 * Rendered above and below the viewport, in px: a page-down's worth above; below, enough that the whole first page
 * (10 messages under the composer) is in the DOM on a phone too (find-in-page, the bench's "ready"), while a screen
 * of ~25 messages stays far under the DOM budget (600 elements, ~13 per message).
 */
const OVERSCAN_PX = { top: 800, bottom: 1600 }
/** Messages rendered on the first paint, before the list has measured anything (the newest page shows at once). */
const FIRST_PAINT_ITEMS = 10

/**
 * The feed's messages as a virtual list in the window's scroll (issue #18, react-virtuoso): only the messages near
 * the viewport are in the DOM, so a reader scrolling back through 1,000 messages holds a few dozen. It is the
 * WAI-ARIA feed: role=feed with aria-busy while a page loads, each message an article with aria-setsize /
 * aria-posinset, Page Down / Page Up moving between messages. 'Load more' stays the way to older pages (its place
 * does not move: they are appended below); newer pages the page cap dropped come back by themselves when the reader
 * reaches the top, above the reader (the index shift of useFirstItemIndex).
 */
export function VirtualFeedList({
  messages,
  channel,
  parentIndex,
  viewer,
  isMod,
  total,
  holdsNewest,
  hasNextPage,
  isFetching,
  isFetchingNextPage,
  fetchNextPage,
  fetchNewerPage,
  label,
}: VirtualFeedListProps) {
  const virtuoso = useRef<VirtuosoHandle>(null)
  const listElement = useRef<HTMLDivElement | null>(null)
  const keys = useMemo(() => messages.map((message) => message.index), [messages])
  const firstItemIndex = useFirstItemIndex(keys, holdsNewest)
  const context = useMemo<ListContext>(
    () => ({ label, isBusy: isFetching, hasNextPage, isFetchingNextPage, fetchNextPage }),
    [label, isFetching, hasNextPage, isFetchingNextPage, fetchNextPage],
  )
  const itemContent = useCallback(
    (_index: number, message: ChatMessage) => (
      <MessageItem
        message={message}
        channel={channel}
        parentIndex={parentIndex}
        viewer={viewer}
        isMod={isMod}
        isFull={parentIndex !== null}
        setSize={total}
      />
    ),
    [channel, parentIndex, viewer, isMod, total],
  )
  const focusAt = useCallback(
    (position: number) => {
      const index = keys[position]
      const find = () => listElement.current?.querySelector<HTMLElement>(`article[data-index="${index}"]`)
      const rendered = find()
      if (rendered) {
        rendered.focus()
        return
      }
      virtuoso.current?.scrollIntoView({ index: position, done: () => find()?.focus() })
    },
    [keys],
  )
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      handleFeedKey(event, (messageIndex) => keys.indexOf(messageIndex), keys.length, focusAt)
    },
    [keys, focusAt],
  )
  return (
    // The key handler sits on a plain wrapper: Virtuoso's list element is its own.
    <div onKeyDown={onKeyDown} ref={listElement}>
      <Virtuoso<ChatMessage, ListContext>
        ref={virtuoso}
        useWindowScroll
        data={messages as ChatMessage[]}
        context={context}
        firstItemIndex={firstItemIndex}
        initialItemCount={Math.min(messages.length, FIRST_PAINT_ITEMS)}
        computeItemKey={(_index, message) => message.index}
        itemContent={itemContent}
        increaseViewportBy={OVERSCAN_PX}
        startReached={holdsNewest ? undefined : fetchNewerPage}
        components={COMPONENTS}
      />
    </div>
  )
}

/** The list element: the feed role itself, holding only the messages (the 'Load more' footer is outside it). */
const FeedList = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement> & { context?: ListContext }>(
  function FeedList({ context, ...props }, ref) {
    return <div {...props} ref={ref} role="feed" aria-label={context?.label} aria-busy={context?.isBusy} />
  },
)

/** 'Load more' under the list while older messages exist (spec text), its spinner while the page loads. */
function LoadMoreFooter({ context }: { context?: ListContext }) {
  if (!context?.hasNextPage) return null
  return (
    <LoadMore>
      <Button
        variant="secondary"
        onClick={context.fetchNextPage}
        isLoading={context.isFetchingNextPage}
        data-testid="load-more"
      >
        Load more
      </Button>
    </LoadMore>
  )
}

const COMPONENTS = { List: FeedList, Footer: LoadMoreFooter }

const LoadMore = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space(3)};
`
