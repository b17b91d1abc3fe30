import type { HTMLAttributes } from 'react'
import { forwardRef } from 'react'
import styled from 'styled-components'
import { Button } from '../../../ui/Button'

/** What the list element reads (Virtuoso's `context`: its components stay stable). */
export interface ListContext {
  /** The feed's accessible name ('Messages', 'Replies'). */
  label: string
  /** A page is being read at either end (aria-busy). */
  isBusy: boolean
}

/** The list element: the feed role itself, holding only the messages (the 'Load more' footer is outside it). */
export const FeedList = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement> & { context?: ListContext }>(
  function FeedList({ context, ...props }, ref) {
    return <div {...props} ref={ref} role="feed" aria-label={context?.label} aria-busy={context?.isBusy} />
  },
)

export interface LoadMoreFooterProps {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => void
}

/**
 * 'Load more' under the list while older messages exist (spec text), its spinner while the page loads. It sits after
 * the list, not inside it, so it stays the same element when the virtual list takes over from the plain one.
 */
export function LoadMoreFooter({ hasNextPage, isFetchingNextPage, fetchNextPage }: LoadMoreFooterProps) {
  if (!hasNextPage) return null
  return (
    <LoadMore>
      <Button variant="secondary" onClick={fetchNextPage} isLoading={isFetchingNextPage} data-testid="load-more">
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
