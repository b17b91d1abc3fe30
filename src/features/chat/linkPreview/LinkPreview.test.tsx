import { act, screen, waitFor } from '@testing-library/react'
import { renderWithProviders } from '../../../test/renderWithProviders'
import type { AppStore } from '../../../store/store'
import LinkPreview from './LinkPreview'

const LINK = 'https://news.example/story'
const PREVIEW = { url: LINK, title: 'A story', description: 'What happened', siteName: 'News', image: null }

/**
 * An IntersectionObserver the test drives: `show()` brings every observed element into view; `options` are those each
 * observer was made with, `observed` the elements watched.
 */
function installObserver() {
  const callbacks = new Set<() => void>()
  const options: (IntersectionObserverInit | undefined)[] = []
  const observed: Element[] = []
  class FakeObserver {
    private element: Element | null = null
    constructor(
      private readonly callback: IntersectionObserverCallback,
      init?: IntersectionObserverInit,
    ) {
      options.push(init)
    }
    observe(element: Element) {
      this.element = element
      observed.push(element)
      callbacks.add(this.notify)
    }
    disconnect() {
      callbacks.delete(this.notify)
    }
    private readonly notify = () => {
      const entry = { isIntersecting: true, target: this.element } as IntersectionObserverEntry
      this.callback([entry], this as unknown as IntersectionObserver)
    }
  }
  Object.assign(window, { IntersectionObserver: FakeObserver })
  return { options, observed, show: () => act(() => [...callbacks].forEach((notify) => notify())) }
}

/** The endpoint's answers, one per request; records the URLs asked. */
function answer(...responses: Response[]) {
  const urls: string[] = []
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    urls.push(String(input))
    const next = responses[urls.length - 1]
    if (!next) throw new TypeError('no more answers')
    return next
  })
  Object.assign(globalThis, { fetch: fetchMock })
  return urls
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** Resolves once no link-preview query is pending and React has rendered the outcome. */
async function settled(store: AppStore) {
  await waitFor(() => {
    const queries = Object.values(store.getState().httpApi.queries)
    expect(queries.length).toBeGreaterThan(0)
    expect(queries.every((query) => query?.status !== 'pending')).toBe(true)
  })
  await act(async () => {})
}

afterEach(() => {
  Reflect.deleteProperty(window, 'IntersectionObserver')
})

describe('LinkPreview (issue #38: the slot under a message)', () => {
  it('asks for nothing until the message is in view, then shows the card', async () => {
    const urls = answer(json(200, PREVIEW))
    const observer = installObserver()
    renderWithProviders(
      <div data-testid="message-column">
        <p>A long message whose end is below the fold</p>
        <LinkPreview link={LINK} />
      </div>,
    )
    expect(urls).toEqual([])
    // The viewport itself, no margin, and the whole message column: a message rendered below the fold asks nothing
    // yet, one whose top is on screen asks although its end is not.
    expect(observer.options).toEqual([undefined])
    expect(observer.observed).toEqual([screen.getByTestId('message-column')])
    observer.show()
    expect(await screen.findByRole('link', { name: 'A story' })).toBeTruthy()
    expect(urls).toHaveLength(1)
    expect(new URL(urls[0] ?? '').searchParams.get('url')).toBe(LINK)
  })

  it.each([
    [403, 'blocked_address'],
    [422, 'not_html'],
  ])('shows nothing, and no error, on a %i (%s)', async (status, code) => {
    const urls = answer(json(status, { error: { code, message: 'No preview.' } }))
    const observer = installObserver()
    const { store, container } = renderWithProviders(<LinkPreview link={LINK} />)
    observer.show()
    await settled(store)
    expect(urls).toHaveLength(1)
    expect(screen.queryByTestId('link-preview')).toBeNull()
    expect(container.textContent).toBe('')
  })

  it('shows nothing for a preview with neither title nor description', async () => {
    answer(json(200, { ...PREVIEW, title: null, description: null }))
    const observer = installObserver()
    const { store } = renderWithProviders(<LinkPreview link={LINK} />)
    observer.show()
    await settled(store)
    expect(screen.queryByTestId('link-preview')).toBeNull()
  })

  it('asks nothing without IntersectionObserver', async () => {
    const urls = answer(json(200, PREVIEW))
    const { container } = renderWithProviders(<LinkPreview link={LINK} />)
    await act(async () => {})
    expect(urls).toEqual([])
    expect(container.textContent).toBe('')
  })
})
