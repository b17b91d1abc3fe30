import { screen } from '@testing-library/react'
import type { ChatMessage } from '../../services/chat/types'
import { renderWithProviders } from '../../test/renderWithProviders'
import { MessageItem } from './MessageItem'

// The avatar's picture read, answered without a chain (the unit is the mention mark).
jest.mock('../../services/chain/loadChainServices', () => ({
  loadChainServices: async () => ({
    readDefaultName: async () => '',
    readDomainData: async () => '',
    toAppError: (error: unknown) => ({ message: String(error) }),
  }),
}))

jest.mock('../../services/chat/loadChatServices', () => ({
  loadChatServices: async () => ({
    loadMessageBody: async () => ({ text: 'Thanks @bob for the tip, and hi @carol.demo' }),
    peekMessageBody: () => undefined,
  }),
}))

const ALICE = '0xa11ce00000000000000000000000000000000001'
const BOB = '0xb0b0000000000000000000000000000000000002'
const DAN = '0xda0000000000000000000000000000000000000d'
const message: ChatMessage = {
  index: 3,
  author: ALICE,
  url: 'ar://body-3',
  createdAt: 1_700_000_000,
  repliesCount: 0,
  deleted: false,
}

/** The message as `viewer` sees it; names come from the cache (no chain read). */
function renderAs(viewer: string | null) {
  const storedAt = Date.now()
  return renderWithProviders(
    <MessageItem message={message} channel="general" parentIndex={null} viewer={viewer} isMod={false} />,
    {
      preloadedState: {
        cache: {
          usernames: {
            [ALICE]: { username: 'alice.demo', storedAt },
            [BOB]: { username: 'bob.demo', storedAt },
            [DAN]: { username: 'dan.demo', storedAt },
          },
          collections: {},
          pfps: { alice: { image: '', storedAt } },
        },
      },
    },
  )
}

describe('MessageItem: a mention of the viewer (issue #37)', () => {
  it('marks a message mentioning the connected user, with "Mentions you" for screen readers', async () => {
    renderAs(BOB)
    await screen.findByText(/Thanks/)
    const article = screen.getByTestId('chat-message')
    expect(article).toHaveAttribute('data-mention', 'true')
    expect(article).toHaveTextContent('Mentions you')
  })

  it('leaves the message unmarked for a user it does not mention, and for a visitor without a wallet', async () => {
    const { unmount } = renderAs(DAN)
    await screen.findByText(/Thanks/)
    expect(screen.getByTestId('chat-message')).not.toHaveAttribute('data-mention')
    expect(screen.queryByText('Mentions you')).toBeNull()
    unmount()
    renderAs(null)
    await screen.findByText(/Thanks/)
    expect(screen.getByTestId('chat-message')).not.toHaveAttribute('data-mention')
  })
})
