import { screen, waitFor, within } from '@testing-library/react'
import { isVirtualFeed, renderList } from '../../../test/feedList'

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

const articleIndexes = () =>
  within(screen.getByRole('feed'))
    .getAllByRole('article')
    .map((article) => article.dataset.index)

// Runs first in its own module registry: react-virtuoso's chunk is not loaded yet when the first list renders.
describe('the feed before react-virtuoso has loaded (issue #18)', () => {
  it('shows the first page as a plain feed at once, then hands it to the virtual list, keeping the focus', async () => {
    const { settle } = renderList()
    expect(isVirtualFeed()).toBe(false)
    expect(screen.getByRole('feed', { name: 'Messages' }).getAttribute('aria-busy')).toBe('false')
    expect(articleIndexes()).toEqual(Array.from({ length: 10 }, (_, i) => String(24 - i)))
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy()
    const third = screen.getByRole('feed').querySelector<HTMLElement>('article[data-index="22"]')
    third?.focus()
    expect(document.activeElement).toBe(third)

    await waitFor(() => expect(isVirtualFeed()).toBe(true))
    expect(articleIndexes()).toEqual(Array.from({ length: 10 }, (_, i) => String(24 - i)))
    expect(document.activeElement).toBe(screen.getByRole('feed').querySelector('article[data-index="22"]'))
    expect(document.activeElement).not.toBe(third)
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy()
    await settle()
  })

  it('renders a later feed as the virtual list from the start', async () => {
    const { settle } = renderList()
    expect(isVirtualFeed()).toBe(true)
    await settle()
  })
})
