import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HeaderInbox } from '../../app/layout/HeaderInbox'
import { useAfterFirstPaint } from '../../app/useAfterFirstPaint'
import { config } from '../../config'
import type { RootState } from '../../store/store'
import { renderWithProviders } from '../../test/renderWithProviders'
import { loadInbox } from '.'
import { readMarkKey, resetReadMarksForTests } from './readState'

const ALICE = '0xa11ce00000000000000000000000000000000001'
const BOB = '0xb0b0000000000000000000000000000000000002'
const at = (n: number) => String(n).padStart(75, '0')

const message = (mainIndex: number, body: string) => ({
  id: `m-${mainIndex}`,
  channel: config.chatChannels.general,
  channelName: 'general',
  mainIndex,
  replyIndex: 0,
  isReply: true,
  author: BOB,
  createdAt: 1_700_000_000,
  deleted: false,
  blockNumber: 30,
  body,
  bodyStatus: 'ok',
})

const INBOX = {
  indexedBlock: 40,
  nextCursor: null,
  notifications: [
    { kind: 'mention', position: at(20), at: 1_700_000_020, actor: BOB, message: message(5, 'hey @alice') },
    { kind: 'reply', position: at(10), at: 1_700_000_010, actor: BOB, message: message(4, 'an answer') },
  ],
}

/**
 * Stands in for the index behind fetch: the unit under test is the bell, its read state and the API layer. `older`
 * answers a request with a cursor (the next page).
 */
function fakeIndex(answer: { status: number; body: unknown } = { status: 200, body: INBOX }, older?: unknown) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost')
    if (url.pathname !== `/devnet/index/accounts/${ALICE}/notifications`) throw new TypeError(`unexpected ${url}`)
    if (url.searchParams.has('cursor')) return new Response(JSON.stringify(older))
    return new Response(JSON.stringify(answer.body), { status: answer.status })
  })
}

function Painted() {
  useAfterFirstPaint()
  return null
}

/** The bell as the header shows it, for Alice connected with the name alice.demo (cached: no chain read). */
function renderBell() {
  const preloadedState = {
    wallet: { status: 'connected', address: ALICE, chainId: 84532, label: 'E2E Wallet' },
    cache: { usernames: { [ALICE]: { username: 'alice', storedAt: Date.now() } }, pfps: {}, collections: {} },
  } as Partial<RootState>
  return renderWithProviders(
    <>
      <Painted />
      <h1>Page</h1>
      <HeaderInbox part="bell" />
    </>,
    { preloadedState },
  )
}

beforeEach(() => {
  jest.replaceProperty(config, 'indexUrl', '/devnet/index')
  localStorage.clear()
  resetReadMarksForTests()
  document.title = 'General discussion | Demo Social'
})
afterEach(() => jest.restoreAllMocks())

describe('InboxBell (issue #37)', () => {
  it('shows the unread count in its name, on its badge and in the title; the panel lists the items', async () => {
    fakeIndex()
    renderBell()
    const bell = await screen.findByRole('button', { name: 'Notifications (2 unread)' })
    expect(bell).toHaveTextContent('2')
    expect(document.title).toBe('(2) General discussion | Demo Social')
    await userEvent.click(bell)
    const panel = screen.getByRole('dialog', { name: 'Notifications' })
    const links = within(panel).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('mentioned you'),
      expect.stringContaining('replied to your message'),
    ])
    expect(links[1]).toHaveAttribute('href', '/post?id=4&channel=general')
  })

  it('loads older pages with Load more, until the last', async () => {
    const older = {
      indexedBlock: 40,
      nextCursor: null,
      notifications: [{ kind: 'reply', position: at(5), at: 1_700_000_005, actor: BOB, message: message(3, 'first') }],
    }
    const fetch = fakeIndex({ status: 200, body: { ...INBOX, nextCursor: at(10) } }, older)
    renderBell()
    await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }))
    const panel = screen.getByRole('dialog', { name: 'Notifications' })
    expect(within(panel).getAllByRole('link')).toHaveLength(2)
    await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(3))
    expect(within(panel).getAllByRole('link')[2]).toHaveAttribute('href', '/post?id=3&channel=general')
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
    const asked = fetch.mock.calls.map(([input]) =>
      new URL(String(input), 'http://localhost').searchParams.get('cursor'),
    )
    expect(asked).toContain(at(10))
  })

  it('closes on Escape with the focus back on the bell', async () => {
    fakeIndex()
    renderBell()
    const bell = await screen.findByRole('button', { name: /^Notifications/ })
    await userEvent.click(bell)
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(bell).toHaveFocus()
  })

  it('Mark all read clears the count and the title, and stores the mark under the lower-case address', async () => {
    fakeIndex()
    renderBell()
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications (2 unread)' }))
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }))
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument()
    expect(document.title).toBe('General discussion | Demo Social')
    expect(localStorage.getItem(readMarkKey(ALICE))).toBe(at(20))
  })

  it.each<[string, string | null, string]>([
    ['nothing stored: all unread', null, 'Notifications (2 unread)'],
    ['corrupted storage: all unread', '{oops', 'Notifications (2 unread)'],
    ['read up to the older item', at(10), 'Notifications (1 unread)'],
    ['read up to the newest', at(20), 'Notifications'],
  ])('counts from the stored mark: %s', async (_case, stored, name) => {
    if (stored !== null) localStorage.setItem(readMarkKey(ALICE), stored)
    fakeIndex()
    renderBell()
    expect(await screen.findByRole('button', { name })).toBeInTheDocument()
  })

  it('is not shown when the index fails, and the title carries no count', async () => {
    fakeIndex({ status: 503, body: 'Service Unavailable' })
    const { store } = renderBell()
    const failed = () => Object.values(store.getState().indexApi.queries).some((query) => query?.status === 'rejected')
    await waitFor(() => expect(failed()).toBe(true))
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument()
    expect(document.title).toBe('General discussion | Demo Social')
  })

  it('is not shown, and asks nothing, on a site without an index', async () => {
    jest.replaceProperty(config, 'indexUrl', '')
    const fetch = fakeIndex()
    renderBell()
    // The bell's code is in and rendered: it chose to show nothing.
    await act(() => loadInbox())
    await act(async () => {})
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
  })
})
