import { screen, waitFor } from '@testing-library/react'
import type { ChatMessage } from '../services/chat/types'
import { renderWithProviders, settleQueries } from './renderWithProviders'
import { ALICE_ADDRESS } from './siteHarness'
import { VirtualFeedList, type VirtualFeedListProps } from '../features/chat/feed/VirtualFeedList'

/** A main message of the test channel, by index. */
export const message = (index: number): ChatMessage => ({
  index,
  author: ALICE_ADDRESS,
  url: `ar://${index}`,
  createdAt: 1_700_000_000 + index,
  repliesCount: 0,
  deleted: false,
})

/**
 * Renders the feed list of a 25-message channel's newest page (indexes 24 down to 15), with `props` over it. The
 * calling test file mocks the chain and chat services (names and bodies). `settle` lets their reads land inside the
 * test (no act() warnings).
 */
export function renderList(props: Partial<VirtualFeedListProps> = {}) {
  const fetchNextPage = jest.fn()
  const all: VirtualFeedListProps = {
    messages: Array.from({ length: 10 }, (_, i) => message(24 - i)),
    channel: 'general',
    parentIndex: null,
    viewer: null,
    isMod: false,
    total: 25,
    holdsNewest: true,
    hasNextPage: true,
    isFetching: false,
    isFetchingNextPage: false,
    fetchNextPage,
    fetchNewerPage: jest.fn(),
    label: 'Messages',
    ...props,
  }
  const { store } = renderWithProviders(<VirtualFeedList {...all} />)
  return { fetchNextPage, settle: () => settleQueries(store) }
}

/** Virtuoso's list element carries this test id: the feed is the virtual list, not the plain first page. */
export const isVirtualFeed = () => screen.getByRole('feed').dataset.testid === 'virtuoso-item-list'

/** renderList, once the virtual list (its own chunk) has taken over from the plain first page. */
export async function renderVirtualList(props: Partial<VirtualFeedListProps> = {}) {
  const rendered = renderList(props)
  await waitFor(() => expect(isVirtualFeed()).toBe(true))
  return rendered
}
