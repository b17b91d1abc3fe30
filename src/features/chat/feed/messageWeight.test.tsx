import { screen, waitFor } from '@testing-library/react'
import type { ChatMessage } from '../../../services/chat/types'
import { renderWithProviders } from '../../../test/renderWithProviders'
import { MessageItem } from '../MessageItem'
import { countFibers } from './countFibers'

jest.mock('../../../services/chain/loadChainServices', () => ({
  loadChainServices: async () => ({
    readDefaultName: async () => 'alice',
    readDomainData: async () => '',
    toAppError: (error: unknown) => ({ message: String(error) }),
  }),
}))

jest.mock('../../../services/chat/loadChatServices', () => ({
  loadChatServices: async () => ({
    loadMessageBody: async () => ({ text: 'Hello there, a plain message.' }),
    peekMessageBody: () => undefined,
  }),
}))

const AUTHOR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const message: ChatMessage = {
  index: 7,
  author: AUTHOR,
  url: 'ar://body-7',
  createdAt: 1_700_000_000,
  repliesCount: 2,
  deleted: false,
}

/**
 * Issue #18 part 2: one message's weight in React component nodes and DOM elements, as a reader without a wallet sees
 * it once its body and author are in (before the flattening: 18 component nodes for 12 elements here; the issue counted 39 with the app's providers).
 */
describe('message weight', () => {
  it('renders a settled message with at most 6 component nodes (18 before)', async () => {
    const { store } = renderWithProviders(
      <div data-testid="wrap">
        <MessageItem message={message} channel="general" parentIndex={null} viewer={null} isMod={false} />
      </div>,
      {
        preloadedState: {
          cache: {
            usernames: { [AUTHOR.toLowerCase()]: { username: 'alice.demo', storedAt: Date.now() } },
            collections: {},
            pfps: { alice: { image: '', storedAt: Date.now() } },
          },
        },
      },
    )
    await waitFor(() => expect(screen.getByText('Hello there, a plain message.')).toBeTruthy())
    expect(store).toBeDefined()
    const weight = countFibers(screen.getByTestId('wrap'))
    // Printed for bench/README.md's before/after table.
    process.stdout.write(`message weight: ${JSON.stringify(weight)}\n`)
    expect(weight?.elements).toBeLessThanOrEqual(14)
    expect(weight?.components).toBeLessThanOrEqual(6)
  })
})
