import { act, render, screen, waitFor, within } from '@testing-library/react'
import { Provider } from 'react-redux'
import { ThemeProvider } from 'styled-components'
import { config } from '../../config'
import { WARM_UP_HOOK_TIMEOUT_MS, renderSite, setUserAgent, warmUpSite } from '../../test/siteHarness'
import { darkTheme } from '../../ui/theme'
import { ErrorBoundary } from '../ErrorBoundary'
import { makeStore } from '../../store/store'

// Chain reads never settle here: the layout's widgets stay in their loading state and nothing reaches a network.
jest.mock('../../services/chain/loadChainServices', () => ({ loadChainServices: () => new Promise(() => {}) }))

beforeAll(warmUpSite, WARM_UP_HOOK_TIMEOUT_MS)

const SPEC_ROUTES = [
  '/',
  '/post',
  '/about',
  '/shill',
  '/stake',
  '/airdrop',
  '/profile',
  '/swap/cow',
  '/swap/univ2',
  '/find-user',
  '/nft',
  '/nft/create',
  '/nft/collection',
  '/send-tokens',
  '/memes-images',
  '/activity-points',
]

const titleOf = (path: string) => config.pageMetadata[path]?.title ?? ''

/** Finds the paragraph whose whole text is `text` (the path sits in its own <code> element). */
const paragraphWithText = (text: string) =>
  screen.findByText((_content, element) => element?.tagName === 'P' && element.textContent === text)

describe('routes (spec §2)', () => {
  it('configures a title for every route of the spec', () => {
    expect(Object.keys(config.pageMetadata).sort()).toEqual([...SPEC_ROUTES].sort())
    for (const path of SPEC_ROUTES) expect(titleOf(path)).not.toBe('')
  })

  it.each(SPEC_ROUTES)('%s renders its page with its configured title and metadata', async (path) => {
    await renderSite(path)
    const main = await screen.findByRole('main')
    expect(await within(main).findByRole('heading', { level: 1 })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe(`${titleOf(path)} | ${config.projectMetadataTitle}`))
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(document.title)
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      config.projectDescription,
    )
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      `http://localhost${config.previewImage}`,
    )
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull()
  })

  it('serves the profile with its query parameter and a trailing slash', async () => {
    await renderSite('/profile/?id=alice.demo')
    expect(await within(await screen.findByRole('main')).findByRole('heading', { level: 1 })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe(`Profile | ${config.projectMetadataTitle}`))
    expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      'http://localhost/profile/?id=alice.demo',
    )
  })

  it('drops ref from the shared page address', async () => {
    await renderSite('/about?ref=0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await screen.findByRole('main')
    await screen.findByRole('heading', { level: 1, name: /about/i })
    await waitFor(() =>
      expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
        'http://localhost/about',
      ),
    )
  })

  it('names what a disabled feature route would be instead of a blank page', async () => {
    // Stake is off in the tests' base-sepolia profile (no staking contract there yet).
    await renderSite('/stake')
    const main = await screen.findByRole('main')
    expect(await within(main).findByRole('heading', { level: 1, name: 'Stake & Earn' })).toBeTruthy()
    expect(within(main).getByText('Stake & Earn is not enabled on this site.')).toBeTruthy()
  })
})

describe('unknown paths: 404 (spec §2, §8)', () => {
  it("shows 'Page not found' followed by the path, and asks not to be indexed", async () => {
    await renderSite('/no/such/page')
    expect(await paragraphWithText('Page not found: /no/such/page')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Page Not Found')
    await waitFor(() => expect(document.title).toBe(`Page Not Found | ${config.projectMetadataTitle}`))
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
  })

  it('keeps the site around the error: navbar and sidebars still work', async () => {
    await renderSite('/missing')
    await paragraphWithText('Page not found: /missing')
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy()
  })

  describe('for crawlers', () => {
    let restore: () => void
    beforeEach(() => {
      restore = setUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')
    })
    afterEach(() => restore())

    it('renders the site summary instead of an error page, not indexed', async () => {
      await renderSite('/no/such/page')
      const main = await screen.findByRole('main')
      expect(await within(main).findByRole('heading', { level: 1, name: config.projectName })).toBeTruthy()
      expect(within(main).queryByText(/not found/i)).toBeNull()
      expect(within(main).getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about')
      await waitFor(() =>
        expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'),
      )
      expect(document.title).toBe(config.projectMetadataTitle)
    })
  })
})

describe('render errors: 500 (spec §2)', () => {
  const originalError = console.error
  beforeEach(() => {
    // React reports caught render errors on the console; the boundary's own logging is what matters here.
    console.error = () => {}
    window.sessionStorage.clear()
  })
  afterEach(() => {
    console.error = originalError
  })

  function Thrower({ error }: { error: unknown }): never {
    throw error
  }

  const renderBoundary = (error: unknown, resetKey = 'a', scope: 'page' | 'section' | 'app' = 'page') => {
    const { store } = makeStore()
    const ui = (key: string, thrown: unknown) => (
      <Provider store={store}>
        <ThemeProvider theme={darkTheme}>
          <ErrorBoundary resetKey={key} scope={scope}>
            {thrown ? <Thrower error={thrown} /> : <p>Recovered</p>}
          </ErrorBoundary>
        </ThemeProvider>
      </Provider>
    )
    const result = render(ui(resetKey, error))
    return { ...result, rerenderWith: (key: string, thrown: unknown) => result.rerender(ui(key, thrown)) }
  }

  it("shows 'Internal Server Error' instead of a white screen", () => {
    renderBoundary(new Error('boom'))
    expect(screen.getByRole('alert').textContent).toContain('500 Internal Server Error')
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/')
  })

  it('recovers when the route changes', () => {
    const { rerenderWith } = renderBoundary(new Error('boom'), '/a')
    rerenderWith('/b', null)
    expect(screen.getByText('Recovered')).toBeTruthy()
  })

  it('shows a short notice for a failed section, keeping the page title', () => {
    document.title = 'Stake & Earn | Demo Social'
    renderBoundary(new Error('widget failed'), 'a', 'section')
    expect(screen.getByRole('alert').textContent).toContain('This part of the page could not be shown.')
    expect(document.title).toBe('Stake & Earn | Demo Social')
  })

  it('is the last resort for the whole app too, with its own title', () => {
    renderBoundary(new Error('shell failed'), 'a', 'app')
    expect(screen.getByRole('alert').textContent).toContain('500 Internal Server Error')
    expect(document.title).toBe(`Internal Server Error | ${config.projectMetadataTitle}`)
  })

  it('reloads once after a chunk load error, then shows the error page within 10 s', () => {
    const chunkError = Object.assign(new Error('Loading chunk page-stake failed.'), { name: 'ChunkLoadError' })
    const first = renderBoundary(chunkError)
    expect(screen.getByRole('status', { name: 'Loading the latest version of the site' })).toBeTruthy()
    expect(window.sessionStorage.getItem(`chunk-reload:${window.location.pathname}`)).not.toBeNull()
    first.unmount()
    act(() => {
      renderBoundary(chunkError)
    })
    expect(screen.getByRole('alert').textContent).toMatch(/Part of the site could not be loaded/)
  })

  it('gives crawlers the site summary instead', async () => {
    const restore = setUserAgent('Twitterbot/1.0')
    try {
      renderBoundary(new Error('boom'))
      expect(await screen.findByRole('heading', { level: 1, name: config.projectName })).toBeTruthy()
      expect(screen.queryByText(/Internal Server Error/)).toBeNull()
    } finally {
      restore()
    }
  })
})
