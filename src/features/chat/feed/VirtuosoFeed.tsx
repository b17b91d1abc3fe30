import type { ReactNode, RefObject } from 'react'
import type { VirtuosoHandle } from 'react-virtuoso'
import { Virtuoso } from 'react-virtuoso'
import type { ChatMessage } from '../../../services/chat/types'
import type { ListContext } from './feedListParts'
import { FeedList, LoadMoreFooter } from './feedListParts'

/**
 * Rendered above and below the viewport, in px: a page-down's worth above; below, enough that the whole first page
 * (10 messages under the composer) is in the DOM on a phone too (find-in-page), while a screen of ~25 messages stays
 * far under the DOM budget (600 elements, ~13 per message).
 */
const OVERSCAN_PX = { top: 800, bottom: 1600 }
/** Messages rendered at once, before the list has measured anything (what the plain first page showed stays). */
const FIRST_RENDER_ITEMS = 10

export interface VirtuosoFeedProps {
  messages: readonly ChatMessage[]
  context: ListContext
  /** See useFirstItemIndex. */
  firstItemIndex: number
  itemContent: (index: number, message: ChatMessage) => ReactNode
  /** Called when the reader reaches the top of what is kept; undefined while the newest page is held. */
  startReached: (() => void) | undefined
  /** Receives Virtuoso's handle (scrolling a message into view for the feed's keys). */
  handle: RefObject<VirtuosoHandle | null>
}

/**
 * The feed's messages as a react-virtuoso list in the window's scroll (issue #18): only the messages near the
 * viewport are in the DOM. Its own chunk: VirtualFeedList shows the first messages without it and swaps it in once
 * it has loaded.
 */
export default function VirtuosoFeed({
  messages,
  context,
  firstItemIndex,
  itemContent,
  startReached,
  handle,
}: VirtuosoFeedProps) {
  return (
    <Virtuoso<ChatMessage, ListContext>
      ref={handle}
      useWindowScroll
      data={messages as ChatMessage[]}
      context={context}
      firstItemIndex={firstItemIndex}
      initialItemCount={Math.min(messages.length, FIRST_RENDER_ITEMS)}
      computeItemKey={(_index, message) => message.index}
      itemContent={itemContent}
      increaseViewportBy={OVERSCAN_PX}
      startReached={startReached}
      components={COMPONENTS}
    />
  )
}

const COMPONENTS = { List: FeedList, Footer: LoadMoreFooter }
