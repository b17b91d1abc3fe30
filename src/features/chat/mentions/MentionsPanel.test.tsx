import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { config } from '../../../config'
import type { RootState } from '../../../store/store'
import { renderWithProviders } from '../../../test/renderWithProviders'
import { INDEXED_REACH, MENTIONS_PAGE_SIZE, NO_INDEXED_MENTIONS } from './IndexedMentions'
import { markComposerShown } from '../composerShown'
import { MentionsPanel } from './MentionsPanel'

/** The index API's slice, once its chunk has registered it (the store's type knows only the first page's APIs). */
type IndexState = { queries: Record<string, { status: string } | undefined> }

const ALICE = '0xa11ce00000000000000000000000000000000001'
const BOB = '0xb0b0000000000000000000000000000000000002'

const mention = (mainIndex: number, isReply = false) => ({
  id: `m-${mainIndex}-${isReply ? 1 : 0}`,
  channel: config.chatChannels.general,
  channelName: 'general',
  mainIndex,
  replyIndex: isReply ? 0 : null,
  isReply,
  author: BOB,
  createdAt: 1_700_000_000 + mainIndex,
  deleted: false,
  blockNumber: 30 + mainIndex,
  body: `Hello @alice, number ${mainIndex}`,
  bodyStatus: 'ok',
})

/** The index's first page: the ten newest mentions (50 down to 41), more after them. */
const FIRST = {
  indexedBlock: 90,
  name: 'alice.demo',
  messages: Array.from({ length: MENTIONS_PAGE_SIZE }, (_, i) => mention(50 - i)),
  nextCursor: 'c41',
}
/** The page after `c41`: the oldest mention, a reply in the thread of message 2. */
const OLDER = { indexedBlock: 90, name: 'alice.demo', messages: [mention(2, true)], nextCursor: null }

/** Stands in for the index behind fetch: the unit is the panel and the API layer. */
function fakeIndex(first: { status: number; body: unknown } = { status: 200, body: FIRST }) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost')
    if (url.pathname !== '/devnet/index/names/alice/mentions') throw new TypeError(`unexpected ${url}`)
    if (url.searchParams.get('cursor') === 'c41') return new Response(JSON.stringify(OLDER))
    return new Response(JSON.stringify(first.body), { status: first.status })
  })
}

/** The panel for Alice connected with the name alice.demo (cached: no chain read). */
function renderPanel() {
  const preloadedState = {
    wallet: { status: 'connected', address: ALICE, chainId: 84532, label: 'E2E Wallet' },
    cache: { usernames: { [ALICE]: { username: 'alice.demo', storedAt: Date.now() } }, pfps: {}, collections: {} },
  } as Partial<RootState>
  return renderWithProviders(<MentionsPanel />, { preloadedState })
}

// The panel's index view loads once the composer beside it has shown (composerShown).
beforeAll(markComposerShown)
beforeEach(() => jest.replaceProperty(config, 'indexUrl', '/devnet/index'))
afterEach(() => jest.restoreAllMocks())

describe('MentionsPanel over the event index (issue #37)', () => {
  it('lists the whole history, newest first, ten at a time, each linking to its message', async () => {
    const fetch = fakeIndex()
    renderPanel()
    // The loaded pages' view shows first; the index's takes its place once it answers.
    expect(await screen.findByText(INDEXED_REACH)).toBeInTheDocument()
    const panel = screen.getByTestId('mentions')
    expect(within(panel).getByTestId('mentions-badge')).toHaveTextContent('10+')
    await userEvent.click(within(panel).getByText('Mentions of you'))
    const items = within(panel).getAllByRole('listitem')
    expect(items).toHaveLength(MENTIONS_PAGE_SIZE)
    expect(items[0]).toHaveTextContent('Hello @alice, number 50')
    expect(within(panel).getAllByRole('link', { name: 'General discussion' })[0]).toHaveAttribute(
      'href',
      '/post?id=50&channel=general',
    )
    expect(fetch.mock.calls[0]?.[0]).toMatch(/\/names\/alice\/mentions\?limit=10$/)

    await userEvent.click(within(panel).getByRole('button', { name: 'Load more' }))
    const reply = await within(panel).findByText(/number 2$/)
    expect(reply).toHaveTextContent('General discussion (reply)')
    expect(within(reply).getByRole('link')).toHaveAttribute('href', '/post?id=2&channel=general')
    expect(within(panel).getAllByRole('listitem')).toHaveLength(MENTIONS_PAGE_SIZE + 1)
    // The last page: nothing more to load.
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('says so when nobody has mentioned the user', async () => {
    fakeIndex({ status: 200, body: { indexedBlock: 90, name: 'alice.demo', messages: [], nextCursor: null } })
    renderPanel()
    expect(await screen.findByText(NO_INDEXED_MENTIONS)).toBeInTheDocument()
    expect(screen.queryByTestId('mentions-badge')).toBeNull()
  })

  it('falls back to the loaded pages when the index fails, with its own words', async () => {
    fakeIndex({ status: 503, body: { error: 'down' } })
    const { store } = renderPanel()
    // The loaded pages' view shows at once and stays once the index has failed.
    expect(screen.getByText('No messages loaded yet.')).toBeInTheDocument()
    await waitFor(() => {
      const queries = Object.values((store.getState() as RootState & { indexApi?: IndexState }).indexApi?.queries ?? {})
      expect(queries.map((query) => query?.status)).toEqual(['rejected'])
    })
    expect(screen.getByText('Nobody has mentioned you in them.')).toBeInTheDocument()
    expect(screen.queryByText(INDEXED_REACH)).toBeNull()
  })

  it('reads only the loaded pages on a site without an index', () => {
    jest.replaceProperty(config, 'indexUrl', '')
    const fetch = jest.spyOn(globalThis, 'fetch')
    renderPanel()
    expect(screen.getByText('No messages loaded yet.')).toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
  })
})
