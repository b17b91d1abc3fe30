import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MAX_MESSAGE_TEXT_LENGTH } from '../../../../protocol/upload'
import type { RootState } from '../../../store/store'
import { renderWithProviders } from '../../../test/renderWithProviders'
import { Composer } from '../Composer'

const NAMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

jest.mock('../../../services/chain/loadChainServices', () => ({
  loadChainServices: async () => ({
    readDefaultName: async () => 'alice',
    readDomainHolder: async () => null,
    toAppError: (error: unknown) => ({ message: String(error) }),
  }),
}))

jest.mock('../../../services/chat/loadChatServices', () => ({
  loadChatServices: async () => ({
    readChannelState: async () => ({ priceWei: '10000000000000', paused: false, suspended: false, isMod: false }),
    readFeedPage: async () => ({ messages: [], olderCursor: null, total: 0, hiddenCount: 0, deleted: [] }),
    readChannelCounts: async () => ({ 'memes-images': 0, shill: 0 }),
    prefetchMessageBodies: () => {},
    toChatError: (error: unknown) => ({ message: String(error) }),
  }),
}))

// The picker's chunk: the web component needs a real browser (e2e/chat/emojiPicker.spec.ts); here two emoji stand in.
const mockChunkLoads = jest.fn()
jest.mock('./EmojiPicker', () => {
  mockChunkLoads()
  return {
    EmojiPicker: ({ onPick }: { onPick: (emoji: string) => void }) => (
      <div>
        <button type="button" onClick={() => onPick('😀')}>
          grinning face
        </button>
        <button type="button" onClick={() => onPick('👍🏽')}>
          thumbs up
        </button>
      </div>
    ),
  }
})

const connected = { wallet: { status: 'connected', address: NAMED, chainId: 84532, label: 'E2E Wallet' } }

async function renderComposer() {
  const user = userEvent.setup()
  const { store } = renderWithProviders(<Composer channel="general" parentIndex={null} />, {
    preloadedState: connected as Partial<RootState>,
  })
  const textbox = (await screen.findByRole('textbox', { name: 'Your message' })) as HTMLTextAreaElement
  await screen.findByText('Price: 0.00001 ETH')
  return { user, store, textbox, button: screen.getByRole('button', { name: 'Insert emoji' }) }
}

/** Opens the picker with the button and waits for its emoji. */
async function openPicker(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  await user.click(button)
  const dialog = screen.getByRole('dialog', { name: 'Emoji picker' })
  await screen.findByRole('button', { name: 'grinning face' })
  return dialog
}

describe("the composer's emoji picker (issue #38)", () => {
  it('is a popup button that loads the picker only when first opened', async () => {
    const { user, button } = await renderComposer()
    expect(button.getAttribute('aria-haspopup')).toBe('dialog')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(mockChunkLoads).not.toHaveBeenCalled()

    const dialog = await openPicker(user, button)
    expect(mockChunkLoads).toHaveBeenCalledTimes(1)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(button.getAttribute('aria-controls')).toBe(dialog.id)

    await user.click(button)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('inserts the picked emoji at the caret and leaves the focus there', async () => {
    const { user, store, textbox, button } = await renderComposer()
    await user.type(textbox, 'gm all')
    textbox.setSelectionRange(2, 2)
    await openPicker(user, button)
    await user.click(screen.getByRole('button', { name: 'grinning face' }))

    expect(textbox.value).toBe('gm😀 all')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(textbox))
    expect([textbox.selectionStart, textbox.selectionEnd]).toEqual([4, 4])
    expect(store.getState().chatLocal?.drafts.general?.text).toBe('gm😀 all')
  })

  it('replaces the selected text with the emoji', async () => {
    const { user, textbox, button } = await renderComposer()
    await user.type(textbox, 'a big cat')
    textbox.setSelectionRange(2, 5)
    await openPicker(user, button)
    await user.click(screen.getByRole('button', { name: 'thumbs up' }))

    expect(textbox.value).toBe('a 👍🏽 cat')
    await waitFor(() => expect(document.activeElement).toBe(textbox))
    expect(textbox.selectionStart).toBe(2 + '👍🏽'.length)
  })

  it('keeps the length limit: an emoji past it disables Post with the reason', async () => {
    const { user, textbox, button } = await renderComposer()
    await user.click(textbox)
    await user.paste('x'.repeat(MAX_MESSAGE_TEXT_LENGTH - 1))
    await openPicker(user, button)
    await user.click(screen.getByRole('button', { name: 'grinning face' }))

    expect(textbox.value.length).toBe(MAX_MESSAGE_TEXT_LENGTH + 1)
    expect(screen.getByRole('button', { name: 'Post' }).getAttribute('title')).toBe(
      `Messages are limited to ${MAX_MESSAGE_TEXT_LENGTH} characters.`,
    )
  })

  it('closes on Escape with the focus back on the button, leaving the text as it was', async () => {
    const { user, textbox, button } = await renderComposer()
    await user.type(textbox, 'unchanged')
    await openPicker(user, button)
    screen.getByRole('button', { name: 'grinning face' }).focus()
    await user.keyboard('{Escape}')

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
    expect(textbox.value).toBe('unchanged')
  })

  it('closes on a click outside, and the focus goes back to the button when the click took it nowhere', async () => {
    const { user, button } = await renderComposer()
    await openPicker(user, button)
    await user.click(screen.getByText('Price: 0.00001 ETH'))

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(button)
  })
})
