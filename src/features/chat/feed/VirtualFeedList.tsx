import type { KeyboardEvent } from 'react'
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { VirtuosoHandle } from 'react-virtuoso'
import type { ChannelName } from '../../../config'
import type { ChatMessage } from '../../../services/chat/types'
import { preloadable } from '../../../ui/preloadable'
import { MessageItem } from '../MessageItem'
import type { ListContext } from './feedListParts'
import { FeedList, LoadMoreFooter } from './feedListParts'
import { handleFeedKey } from './feedKeys'
import { useFirstItemIndex } from './firstItemIndex'

/** react-virtuoso and the list built on it: a chunk of their own, asked for once the first messages are shown. */
const VirtuosoFeed = preloadable(() => import(/* webpackChunkName: "feed-virtual" */ './VirtuosoFeed'))

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
 * The feed's messages as a virtual list in the window's scroll (issue #18, react-virtuoso): only the messages near
 * the viewport are in the DOM, so a reader scrolling back through 1,000 messages holds a few dozen. It is the
 * WAI-ARIA feed: role=feed with aria-busy while a page loads, each message an article with aria-setsize /
 * aria-posinset, Page Down / Page Up moving between messages. 'Load more' stays the way to older pages (its place
 * does not move: they are appended below); newer pages the page cap dropped come back by themselves when the reader
 * reaches the top, above the reader (the index shift of useFirstItemIndex).
 *
 * react-virtuoso (~18 KB gzip, and its first measuring passes) is not on a first visit's way to the newest messages:
 * until its chunk is in, the messages are a plain list of the same elements. Its chunk is asked for once there are
 * messages to show, and the virtual list takes over when it lands, keeping the focus in the message that held it.
 * Should the chunk fail to load, the plain list stays: every loaded message in the DOM, all else the same.
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
  const [isVirtual, setIsVirtual] = useState(VirtuosoFeed.isLoaded)
  /** The message (index) that held the focus when the plain list gave way, to focus again in the virtual one. */
  const focusedBeforeSwap = useRef<number | null>(null)
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
  const hasMessages = messages.length > 0
  useEffect(() => {
    if (isVirtual || !hasMessages) return
    let isMounted = true
    VirtuosoFeed.preload().then(
      () => {
        if (!isMounted) return
        const focused = document.activeElement?.closest<HTMLElement>('article[data-index]')
        focusedBeforeSwap.current =
          focused && listElement.current?.contains(focused) ? Number(focused.dataset.index) : null
        setIsVirtual(true)
      },
      // The plain list stays (see above): the feed works without the virtual list, only holds every message.
      () => {},
    )
    return () => {
      isMounted = false
    }
  }, [isVirtual, hasMessages])
  useEffect(() => {
    const index = focusedBeforeSwap.current
    if (!isVirtual || index === null) return
    focusedBeforeSwap.current = null
    const position = keys.indexOf(index)
    if (position >= 0) focusAt(position)
  }, [isVirtual, focusAt, keys])

  return (
    // The key handler sits on a plain wrapper: Virtuoso's list element is its own.
    <div onKeyDown={onKeyDown} ref={listElement}>
      {isVirtual ? (
        // Rendered only once the chunk is in: it never suspends, so the boundary shows no fallback.
        <Suspense fallback={null}>
          <VirtuosoFeed
            messages={messages}
            context={context}
            firstItemIndex={firstItemIndex}
            itemContent={itemContent}
            startReached={holdsNewest ? undefined : fetchNewerPage}
            handle={virtuoso}
          />
        </Suspense>
      ) : (
        <>
          <FeedList context={context}>
            {messages.map((message, position) => (
              <div key={message.index}>{itemContent(position, message)}</div>
            ))}
          </FeedList>
          <LoadMoreFooter context={context} />
        </>
      )}
    </div>
  )
}
