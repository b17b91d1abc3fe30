import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { RootState } from '../../store/store'
import { renderWithProviders } from '../../test/renderWithProviders'
import { Composer } from './Composer'
import { isSendKey } from './useComposerForm'

const NAMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const NAMELESS = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

const mockChannelState = { priceWei: '10000000000000', paused: false, suspended: false, isMod: false }
const mockPublish = jest.fn(async () => ({ hash: '0xabc', blockNumber: 1, url: 'ar://x' }))

jest.mock('../../services/chain/loadChainServices', () => ({
  loadChainServices: async () => ({
    readDefaultName: async (address: string) =>
      address === '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' ? 'alice' : '',
    readDomainHolder: async () => null,
    toAppError: (error: unknown) => ({ message: String(error) }),
  }),
}))

jest.mock('../../services/chat/loadChatServices', () => ({
  loadChatServices: async () => ({
    readChannelState: async () => ({ ...mockChannelState }),
    readFeedPage: async () => ({ messages: [], olderCursor: null, total: 0, hiddenCount: 0, deleted: [] }),
    readChannelCounts: async () => ({ 'memes-images': 0, shill: 0 }),
    prefetchMessageBodies: () => {},
    publishMessage: (...args: unknown[]) => mockPublish(...(args as [])),
    toChatError: (error: unknown) => ({ message: String(error) }),
  }),
}))

function connectedAs(address: string, chainId = 84532): Partial<RootState> {
  return { wallet: { status: 'connected', address, chainId, label: 'E2E Wallet' } } as Partial<RootState>
}

describe('isSendKey', () => {
  const key = (init: Partial<Parameters<typeof isSendKey>[0]>) => ({
    key: 'Enter',
    shiftKey: false,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...init,
  })
  it.each([
    ['Enter', true, key({}), false],
    ['Shift+Enter', false, key({ shiftKey: true }), false],
    ['Alt+Enter', false, key({ altKey: true }), false],
    ['Ctrl+Enter', true, key({ ctrlKey: true }), false],
    ['⌘+Enter', true, key({ metaKey: true }), false],
    ['a letter', false, key({ key: 'a' }), false],
    ['Enter on a touch screen', false, key({}), true],
    ['Ctrl+Enter on a touch screen (hardware keyboard)', true, key({ ctrlKey: true }), true],
  ])('%s → sends: %s', (_case, sends, event, isTouch) => expect(isSendKey(event, isTouch)).toBe(sends))
})

describe('Composer', () => {
  beforeEach(() => {
    mockChannelState.paused = false
    mockPublish.mockClear()
  })

  it('asks a visitor to connect', () => {
    renderWithProviders(<Composer channel="general" parentIndex={null} />)
    expect(screen.getByText('Connect your wallet to post.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('leaves the one Connect Wallet button to the card under the navbar below 1000 px', () => {
    const matchMedia = jest
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query) =>
          ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as never,
      )
    renderWithProviders(<Composer channel="general" parentIndex={null} />)
    expect(screen.getByText('Connect your wallet to post.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull()
    matchMedia.mockRestore()
  })

  it('offers the switch on another chain', async () => {
    await act(async () => {
      renderWithProviders(<Composer channel="general" parentIndex={null} />, { preloadedState: connectedAs(NAMED, 1) })
    })
    expect(screen.getByRole('button', { name: 'Switch to Base Sepolia' })).toBeTruthy()
  })

  it("shows 'Get yourself a .demo name to post' to a user without a name", async () => {
    renderWithProviders(<Composer channel="general" parentIndex={null} />, { preloadedState: connectedAs(NAMELESS) })
    expect(await screen.findByRole('button', { name: 'Get yourself a .demo name to post' })).toBeTruthy()
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('lets a name holder post with Ctrl+Enter, showing the price and the image thumbnails', async () => {
    renderWithProviders(<Composer channel="general" parentIndex={null} />, { preloadedState: connectedAs(NAMED) })
    const textbox = await screen.findByRole('textbox', { name: 'Your message' })
    expect(await screen.findByText('Price: 0.00001 ETH')).toBeTruthy()
    const post = screen.getByRole('button', { name: 'Post' })
    expect((post as HTMLButtonElement).disabled).toBe(true)
    expect(post.getAttribute('title')).toBe('Write something first.')
    fireEvent.change(textbox, { target: { value: 'gm https://x.org/cat.png' } })
    expect(screen.getByRole('img', { name: 'Image 1 preview' }).getAttribute('src')).toBe('https://x.org/cat.png')
    await act(async () => {
      fireEvent.keyDown(textbox, { key: 'Enter', ctrlKey: true })
    })
    await waitFor(() =>
      expect(mockPublish).toHaveBeenCalledWith(
        expect.objectContaining({ channel: 'general', parentIndex: null, text: 'gm https://x.org/cat.png' }),
      ),
    )
    await waitFor(() => expect((textbox as HTMLTextAreaElement).value).toBe(''))
  })

  it('says why posting is off when the channel is paused', async () => {
    mockChannelState.paused = true
    renderWithProviders(<Composer channel="general" parentIndex={null} />, { preloadedState: connectedAs(NAMED) })
    const textbox = await screen.findByRole('textbox', { name: 'Your message' })
    fireEvent.change(textbox, { target: { value: 'hello' } })
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Post' }).getAttribute('title')).toBe(
        'Posting is paused in this channel.',
      ),
    )
    expect(screen.getByRole('note').textContent).toBe('Posting is paused in this channel.')
    expect((textbox as HTMLTextAreaElement).disabled).toBe(true)
  })

  it('sends with Enter, keeps Shift+Enter for a new line, and says so under the text', async () => {
    const { store } = renderWithProviders(<Composer channel="general" parentIndex={null} />, {
      preloadedState: connectedAs(NAMED),
    })
    const textbox = await screen.findByRole('textbox', { name: 'Your message' })
    await screen.findByText('Price: 0.00001 ETH')
    expect(screen.getByTestId('composer-hint').textContent).toBe('Enter to send, Shift+Enter for a new line.')
    fireEvent.change(textbox, { target: { value: 'line one' } })
    fireEvent.keyDown(textbox, { key: 'Enter', shiftKey: true })
    expect(mockPublish).not.toHaveBeenCalled()
    await act(async () => {
      fireEvent.keyDown(textbox, { key: 'Enter' })
    })
    // The text moves to the outbox at once (shown in the feed); the composer is empty and usable again.
    expect((textbox as HTMLTextAreaElement).value).toBe('')
    expect((textbox as HTMLTextAreaElement).disabled).toBe(false)
    expect(store.getState().chatOutbox?.posts.map((post) => post.text)).toEqual(['line one'])
    await waitFor(() => expect(mockPublish).toHaveBeenCalledWith(expect.objectContaining({ text: 'line one' })))
  })

  it('suggests names the app has seen after @, and Enter picks one instead of sending', async () => {
    const seen = {
      usernames: { '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc': { username: 'alina.demo', storedAt: Date.now() } },
      pfps: {},
      collections: {},
    }
    renderWithProviders(<Composer channel="general" parentIndex={null} />, {
      preloadedState: { ...connectedAs(NAMED), cache: seen } as Partial<RootState>,
    })
    const textbox = (await screen.findByRole('textbox', { name: 'Your message' })) as HTMLTextAreaElement
    await screen.findByText('Price: 0.00001 ETH')
    fireEvent.change(textbox, { target: { value: 'hi @alin', selectionStart: 8 } })
    const option = await screen.findByRole('option', { name: '@alina.demo' })
    expect(option.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(textbox, { key: 'Enter' })
    expect(textbox.value).toBe('hi @alina ')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(mockPublish).not.toHaveBeenCalled()
  })

  it('keeps the draft per feed in the store, so it is there after a remount', async () => {
    const { store, unmount } = renderWithProviders(<Composer channel="general" parentIndex={7} />, {
      preloadedState: connectedAs(NAMED),
    })
    const textbox = await screen.findByRole('textbox', { name: 'Your reply' })
    fireEvent.change(textbox, { target: { value: 'half a thought' } })
    expect(store.getState().chatLocal?.drafts['general#7']?.text).toBe('half a thought')
    unmount()
    renderWithProviders(<Composer channel="general" parentIndex={7} />, {
      preloadedState: { ...connectedAs(NAMED), chatLocal: store.getState().chatLocal } as Partial<RootState>,
    })
    expect(((await screen.findByRole('textbox', { name: 'Your reply' })) as HTMLTextAreaElement).value).toBe(
      'half a thought',
    )
  })

  it('says why posting is off when the storage wallet is low', async () => {
    const ADDRESS = '2N_wwJTlkity08d4CfHuR-UF5OOvnUPr0brSdDI5qw4'
    const fetchMock = jest.fn(async (request: Request) =>
      request.url.endsWith('/info')
        ? Response.json({ arweaveAddress: ADDRESS })
        : new Response(request.url.endsWith(`/wallet/${ADDRESS}/balance`) ? '1000000000' : '', { status: 200 }),
    )
    Object.assign(globalThis, { fetch: fetchMock })
    renderWithProviders(<Composer channel="general" parentIndex={null} />, { preloadedState: connectedAs(NAMED) })
    await screen.findByRole('textbox', { name: 'Your message' })
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Image' }) as HTMLButtonElement).disabled).toBe(true),
    )
    expect(screen.getByRole('status').textContent).toBe(
      'Uploads of messages and pictures are paused: the storage wallet holds 0.001 AR, below the 0.02 AR needed.',
    )
  })
})
