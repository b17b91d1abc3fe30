import { cleanup, screen, waitFor, within } from '@testing-library/react'
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

const mockChunkRequests = jest.fn()
jest.mock('./VirtuosoFeed', () => {
  mockChunkRequests()
  throw new Error('Loading chunk feed-virtual failed.')
})

describe("the feed when react-virtuoso's chunk fails (issue #18)", () => {
  it('asks for it only once there are messages, and keeps the plain feed working when it fails', async () => {
    const empty = renderList({ messages: [], hasNextPage: false })
    await empty.settle()
    expect(mockChunkRequests).not.toHaveBeenCalled()
    cleanup()

    const { fetchNextPage, settle } = renderList()
    await waitFor(() => expect(mockChunkRequests).toHaveBeenCalledTimes(1))
    await settle()
    expect(isVirtualFeed()).toBe(false)
    const articles = within(screen.getByRole('feed')).getAllByRole('article')
    expect(articles.map((article) => article.getAttribute('aria-posinset'))).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i + 1)),
    )
    screen.getByRole('button', { name: 'Load more' }).click()
    expect(fetchNextPage).toHaveBeenCalledTimes(1)
  })
})
