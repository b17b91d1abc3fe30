import type { MouseEventHandler, ReactNode } from 'react'
import { Button } from './Button'
import { Spinner } from './Spinner'
import { StatusLine } from './Text'

export interface MoreBelowProps {
  /** The index's cursor after this page; null or undefined when there is no more. */
  nextCursor: string | null | undefined
  /** Pages the reader asked for below this one. */
  olderPages: number
  /** The reader asks for one more page. */
  onMore: () => void
  /** The page at `cursor`, with `olderPages` more asked for below it (a component that reads it with PageAtCursor). */
  renderNext: (cursor: string, olderPages: number) => ReactNode
  /** E.g. `preventDefault`, so a press keeps the focus where it is (a panel that closes on blur). */
  onMouseDown?: MouseEventHandler
}

/**
 * What comes below a page of a list paged over the event index's cursor (search results, mentions; issue #37):
 * nothing when the index has no more, "Load more" until the reader asks, then the next page. Each next page starts at
 * the cursor of the page above as it is now, so a new item pushing the first page down leaves no gap.
 */
export function MoreBelow({ nextCursor, olderPages, onMore, renderNext, onMouseDown }: MoreBelowProps) {
  if (!nextCursor) return null
  if (olderPages > 0) return <>{renderNext(nextCursor, olderPages - 1)}</>
  return (
    <Button variant="secondary" onMouseDown={onMouseDown} onClick={onMore}>
      Load more
    </Button>
  )
}

/** The part of an RTK Query hook's result for one page that PageAtCursor reads. */
export interface PageQueryState<Page> {
  data?: Page
  isError: boolean
  refetch: () => unknown
}

export interface PageAtCursorProps<Page> {
  query: PageQueryState<Page>
  /** The line shown when the page could not be read, before its Retry button (e.g. 'More results could not be loaded.'). */
  failedText: string
  /** The page once read. */
  children: (page: Page) => ReactNode
  /** As MoreBelowProps.onMouseDown, for the Retry button. */
  onMouseDown?: MouseEventHandler
}

/** A page read at a cursor: "Loading…" until it is in, `failedText` with Retry when it cannot be read, then the page. */
export function PageAtCursor<Page>({ query, failedText, children, onMouseDown }: PageAtCursorProps<Page>) {
  if (query.data) return <>{children(query.data)}</>
  if (query.isError)
    return (
      <StatusLine role="status">
        {failedText}{' '}
        <Button variant="secondary" onMouseDown={onMouseDown} onClick={() => void query.refetch()}>
          Retry
        </Button>
      </StatusLine>
    )
  return (
    <StatusLine role="status">
      <Spinner /> Loading…
    </StatusLine>
  )
}
