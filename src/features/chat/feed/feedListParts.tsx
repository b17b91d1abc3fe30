import type { HTMLAttributes } from 'react'
import { forwardRef } from 'react'
import styled from 'styled-components'
import { Button } from '../../../ui/Button'

/** What the list's parts outside the items read (Virtuoso's `context`: its components stay stable). */
export interface ListContext {
  /** The feed's accessible name ('Messages', 'Replies'). */
  label: string
  /** A page is being read at either end (aria-busy). */
  isBusy: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => void
}

/** The list element: the feed role itself, holding only the messages (the 'Load more' footer is outside it). */
export const FeedList = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement> & { context?: ListContext }>(
  function FeedList({ context, ...props }, ref) {
    return <div {...props} ref={ref} role="feed" aria-label={context?.label} aria-busy={context?.isBusy} />
  },
)

/**
 * 'Load more' under the list while older messages exist (spec text), its spinner while the page loads. In the virtual
 * list it is Virtuoso's Footer, inside Virtuoso's element: in the window's scroll Virtuoso gives that element a height
 * of its own and offsets its content, so a button placed after it can end up under its messages while it measures (an
 * e2e found 'Load more' covered that way).
 */
export function LoadMoreFooter({ context }: { context?: ListContext }) {
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

const LoadMore = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space(3)};
`
