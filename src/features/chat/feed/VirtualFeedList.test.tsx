import { fireEvent, screen, within } from '@testing-library/react'
import type { ChatMessage } from '../../../services/chat/types'
import { renderWithProviders, settleQueries } from '../../../test/renderWithProviders'
import { VirtualFeedList, type VirtualFeedListProps } from './VirtualFeedList'

jest.mock('../../../services/chain/loadChainServices', () => ({
  loadChainServices: async () => ({
    readDefaultName: async () => 'alice',
    readDomainData: async () => '',
    toAppError: (error: unknown) => error,
  }),
}))
jest.mock('../../../services/chat/loadChatServices', () => ({
  loadChatServices: async () => ({ loadMessageBody: async () => ({ text: 'Body' }), peekMessageBody: () => undefined }),
}))

const AUTHOR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const message = (index: number): ChatMessage => ({
  index,
  author: AUTHOR,
  url: `ar://${index}`,
  createdAt: 1_700_000_000 + index,
  repliesCount: 0,
  deleted: false,
})

function renderList(props: Partial<VirtualFeedListProps> = {}) {
  const fetchNextPage = jest.fn()
  const all: VirtualFeedListProps = {
    // The newest page of a 25-message channel: indexes 24 down to 15.
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
  // Bodies and names load after the assertions: let them land inside the test (no act() warnings).
  return { fetchNextPage, settle: () => settleQueries(store) }
}

describe('the virtual feed list (issue #18)', () => {
  it('is a feed of articles with their place in it, newest first, and Load more below', async () => {
    const { fetchNextPage, settle } = renderList()
    const feed = screen.getByRole('feed', { name: 'Messages' })
    const articles = within(feed).getAllByRole('article')
    expect(articles.map((article) => article.dataset.index)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(24 - i)),
    )
    expect(articles[0]?.getAttribute('aria-posinset')).toBe('1')
    expect(articles[9]?.getAttribute('aria-posinset')).toBe('10')
    expect(articles.every((article) => article.getAttribute('aria-setsize') === '25')).toBe(true)
    // 'Load more' is outside the feed role (only articles belong in it).
    const loadMore = screen.getByRole('button', { name: 'Load more' })
    expect(feed.contains(loadMore)).toBe(false)
    fireEvent.click(loadMore)
    expect(fetchNextPage).toHaveBeenCalledTimes(1)
    await settle()
  })

  it('shows no Load more at the oldest page, and says it is busy while a page loads', async () => {
    const { settle } = renderList({ hasNextPage: false, isFetching: true })
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(screen.getByRole('feed').getAttribute('aria-busy')).toBe('true')
    await settle()
  })

  it('moves focus with Page Down / Page Up from a link inside a message', async () => {
    const { settle } = renderList()
    const feed = screen.getByRole('feed')
    const second = feed.querySelector<HTMLElement>('article[data-index="23"]')
    const link = second?.querySelector('a')
    link?.focus()
    fireEvent.keyDown(link as HTMLElement, { key: 'PageDown' })
    expect(document.activeElement).toBe(feed.querySelector('article[data-index="22"]'))
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'PageUp' })
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'PageUp' })
    expect(document.activeElement).toBe(feed.querySelector('article[data-index="24"]'))
    // At the newest, Page Up has nowhere to go and leaves the key to the browser.
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'PageUp' })
    expect(document.activeElement).toBe(feed.querySelector('article[data-index="24"]'))
    await settle()
  })
})
