import { fireEvent, screen, within } from '@testing-library/react'
import { renderVirtualList } from '../../../test/feedList'

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

describe('the virtual feed list (issue #18)', () => {
  it('is a feed of articles with their place in it, newest first, and Load more below', async () => {
    const { fetchNextPage, settle } = await renderVirtualList()
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
    const { settle } = await renderVirtualList({ hasNextPage: false, isFetching: true })
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(screen.getByRole('feed').getAttribute('aria-busy')).toBe('true')
    await settle()
  })

  it('moves focus with Page Down / Page Up from a link inside a message', async () => {
    const { settle } = await renderVirtualList()
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
