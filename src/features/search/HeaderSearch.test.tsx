import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { HeaderSearch } from '../../app/layout/HeaderSearch'
import { useAfterFirstPaint } from '../../app/useAfterFirstPaint'
import { config } from '../../config'
import { SEARCH_UNAVAILABLE } from '../../services/index'
import { renderWithProviders } from '../../test/renderWithProviders'
import { TOO_SHORT_MESSAGE } from './parseQuery'
import { EMPTY_HINT, NO_RESULTS } from './SearchPanel'

const hit = (overrides: Record<string, unknown> = {}) => ({
  id: 'm-4',
  channel: config.chatChannels.general,
  channelName: 'general',
  mainIndex: 4,
  replyIndex: null,
  isReply: false,
  author: '0xa11ce00000000000000000000000000000000001',
  createdAt: 1_700_000_000,
  url: 'ar://x',
  deleted: false,
  blockNumber: 30,
  body: 'Multicall makes the whole feed load',
  bodyStatus: 'ok',
  snippet: 'Multicall makes the whole feed load',
  highlights: [[0, 9]],
  ...overrides,
})

interface FakeIndex {
  /** What GET /search answers next: a JSON body and status, or a network failure. */
  search: { status: number; body: unknown } | 'down'
  /** What GET /search answers for a request with a cursor, by cursor. */
  pages: Record<string, unknown>
  head: number
  searches: URL[]
}

/** Stands in for the index and the RPC behind fetch: the unit under test is the UI and its API layer. */
function fakeIndex(): FakeIndex {
  const state: FakeIndex = {
    search: { status: 200, body: { indexedBlock: 40, nextCursor: null, results: [hit()] } },
    pages: {},
    head: 41,
    searches: [],
  }
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input))
    if (url.pathname === '/devnet/rpc') {
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: `0x${state.head.toString(16)}` }))
    }
    if (url.pathname !== '/devnet/index/search') throw new TypeError(`unexpected ${url}`)
    state.searches.push(url)
    if (state.search === 'down') throw new TypeError('Failed to fetch')
    const cursor = url.searchParams.get('cursor')
    if (cursor !== null) return new Response(JSON.stringify(state.pages[cursor]))
    return new Response(JSON.stringify(state.search.body), { status: state.search.status })
  })
  return state
}

beforeEach(() => {
  // The unit tests build with the base-sepolia config, which has no index: give it the devnet's paths.
  jest.replaceProperty(config, 'indexUrl', '/devnet/index')
  jest.replaceProperty(config, 'chain', { ...config.chain, rpcUrl: '/devnet/rpc' })
})
afterEach(() => jest.restoreAllMocks())

/** The shell's first paint, after which the search box's code loads (as the layout does). */
function Painted() {
  useAfterFirstPaint()
  return null
}

function renderSearch(extra: ReactNode = null) {
  return renderWithProviders(
    <>
      <Painted />
      {extra}
      <HeaderSearch />
    </>,
  )
}

const field = () => screen.getByRole('searchbox', { name: 'Search messages' })
const panel = () => screen.findByRole('region', { name: 'Search results' })

/**
 * Puts `text` in the search field as one paste: typed a key at a time, on a loaded machine the search's wait for a
 * pause can lapse between two keys, and the index is then rightly asked for a prefix the test does not expect.
 */
async function typeQuery(text: string) {
  await screen.findByRole('searchbox', { name: 'Search messages' })
  const user = userEvent.setup()
  await user.click(field())
  await user.clear(field())
  if (text) await user.paste(text)
  return user
}

describe('HeaderSearch (issue #37)', () => {
  it('is a searchbox that / and Ctrl+K focus, except while typing elsewhere', async () => {
    fakeIndex()
    renderSearch(<input aria-label="Other" />)
    // The field shows once the box's code is in (after the shell's first paint).
    await screen.findByRole('searchbox', { name: 'Search messages' })
    fireEvent.keyDown(window, { key: '/' })
    expect(document.activeElement).toBe(field())
    await panel()
    act(() => screen.getByRole('textbox', { name: 'Other' }).focus())
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Other' }), { key: '/' })
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Other' }))
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true })
    expect(document.activeElement).toBe(field())
  })

  it('explains empty, too short and unparseable queries without asking the index', async () => {
    const index = fakeIndex()
    renderSearch()
    await typeQuery('')
    expect(await within(await panel()).findByText(EMPTY_HINT)).toBeTruthy()
    await typeQuery('a')
    expect(await screen.findByText(TOO_SHORT_MESSAGE)).toBeTruthy()
    await typeQuery('from: gm')
    expect(await screen.findByText(/Write a name after from:/)).toBeTruthy()
    expect(index.searches).toEqual([])
  })

  it('lists hits with the matched words marked, each linking to its message', async () => {
    const index = fakeIndex()
    renderSearch()
    await typeQuery('multicall from:bob')
    const link = await screen.findByRole('link', { name: /Multicall makes the whole feed load/ })
    expect(link.getAttribute('href')).toBe('/post?id=4&channel=general')
    expect(link.querySelector('mark')?.textContent).toBe('Multicall')
    expect(index.searches.at(-1)?.searchParams.get('q')).toBe('multicall from:bob')
    expect(screen.queryByText(/behind the chain/)).toBeNull()
  })

  it('loads the next page over the index cursor, listing each hit once', async () => {
    const index = fakeIndex()
    index.search = { status: 200, body: { indexedBlock: 40, nextCursor: 'o1', results: [hit()] } }
    // The next page repeats the first hit (results moved while refreshing) and adds an older one.
    const older = hit({ id: 'm-2', mainIndex: 2, snippet: 'Multicall again, older', body: 'Multicall again, older' })
    index.pages.o1 = { indexedBlock: 40, nextCursor: null, results: [hit(), older] }
    renderSearch()
    const user = await typeQuery('multicall')
    await screen.findByRole('link', { name: /Multicall makes/ })
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    const next = await screen.findByRole('link', { name: /Multicall again, older/ })
    expect(next.getAttribute('href')).toBe('/post?id=2&channel=general')
    expect(screen.getAllByRole('link', { name: /Multicall makes/ })).toHaveLength(1)
    expect(index.searches.at(-1)?.searchParams.get('cursor')).toBe('o1')
    expect(index.searches.at(-1)?.searchParams.get('q')).toBe('multicall')
    // The last page: nothing more to load; the panel stayed open.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(field()).toHaveFocus()
  })

  it('searches the channel being read when asked, newest first when asked', async () => {
    const index = fakeIndex()
    renderSearch()
    const user = await typeQuery('multicall')
    await screen.findByRole('link', { name: /Multicall makes/ })
    expect(index.searches.at(-1)?.searchParams.get('channel')).toBeNull()
    await user.selectOptions(screen.getByRole('combobox', { name: /^In/ }), 'General discussion')
    await user.selectOptions(screen.getByRole('combobox', { name: /^Sort/ }), 'Newest')
    await waitFor(() => {
      const last = index.searches.at(-1)?.searchParams
      expect([last?.get('channel'), last?.get('sort')]).toEqual([config.chatChannels.general, 'newest'])
    })
  })

  it('shows a hostile snippet as text', async () => {
    const index = fakeIndex()
    const hostile = '<img src=x onerror=alert(1)> multicall'
    index.search = { status: 200, body: { indexedBlock: 40, nextCursor: null, results: [hit({ snippet: hostile })] } }
    renderSearch()
    await typeQuery('multicall')
    const link = await screen.findByRole('link', { name: /onerror/ })
    expect(link.textContent).toContain(hostile)
    expect(link.querySelector('img')).toBeNull()
  })

  it('says when nothing matches and how fresh a lagging index is', async () => {
    const index = fakeIndex()
    index.search = { status: 200, body: { indexedBlock: 40, nextCursor: null, results: [] } }
    index.head = 70
    renderSearch()
    await typeQuery('nothing')
    expect(await screen.findByText(NO_RESULTS)).toBeTruthy()
    expect(screen.getByText(/Results are 60 s behind the chain \(indexed up to block 40 of 70\)/)).toBeTruthy()
  })

  it('shows the reason of a query the index refuses', async () => {
    const index = fakeIndex()
    index.search = { status: 400, body: { error: 'q has no searchable words' } }
    renderSearch()
    await typeQuery('"or"')
    expect(await screen.findByText('Invalid search: q has no searchable words.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('says search is unavailable with Retry when the index is down, and Retry answers once it is back', async () => {
    const index = fakeIndex()
    index.search = 'down'
    renderSearch()
    const user = await typeQuery('multicall')
    expect(await screen.findByText(SEARCH_UNAVAILABLE)).toBeTruthy()
    index.search = { status: 503, body: { error: 'unavailable' } }
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText(SEARCH_UNAVAILABLE)).toBeTruthy()
    index.search = { status: 200, body: { indexedBlock: 40, nextCursor: null, results: [hit()] } }
    await user.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: /Multicall/ })).toBeTruthy()
    expect(screen.queryByText(SEARCH_UNAVAILABLE)).toBeNull()
  })

  it('closes the results on Escape', async () => {
    fakeIndex()
    renderSearch()
    await typeQuery('')
    await panel()
    await act(async () => {
      fireEvent.keyDown(field(), { key: 'Escape' })
    })
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull()
  })
})
