import { screen, within } from '@testing-library/react'
import { useRoutes } from 'react-router-dom'
import { routes } from '../app/routes'
import type { RootState } from '../store/store'
import type { RenderWithProvidersOptions } from './renderWithProviders'
import { renderWithProviders } from './renderWithProviders'

/** A connected wallet on the supported chain, for preloaded state. */
export const ALICE_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export function connectedState(chainId = 84532, username = 'alice.demo'): Partial<RootState> {
  return {
    wallet: { status: 'connected', address: ALICE_ADDRESS, chainId, label: 'Devnet wallet' },
    cache: {
      usernames: username ? { [ALICE_ADDRESS.toLowerCase()]: { username, storedAt: Date.now() } } : {},
      pfps: {},
      collections: {},
    },
  }
}

// jsdom implements no scrolling; the layout scrolls to the top on every navigation.
window.scrollTo = () => {}

function SiteRoutes() {
  return useRoutes(routes)
}

/** How long a file's warm-up render may take: it compiles the shell's modules, seconds each on a busy machine. */
const WARM_UP_TIMEOUT_MS = 60_000

/**
 * Renders the connected home page once and unmounts it, for a test file's beforeAll (give the hook
 * WARM_UP_HOOK_TIMEOUT_MS). A file's first render transpiles the layout's and the page's lazily loaded modules, which
 * took longer than the tests' 5 s waits on a busy machine; after this, each test's waits measure the page alone
 * (issue #34).
 */
export async function warmUpSite(): Promise<void> {
  const { unmount } = renderWithProviders(<SiteRoutes />, { route: '/', preloadedState: connectedState() })
  const main = await screen.findByRole('main', {}, { timeout: WARM_UP_TIMEOUT_MS })
  await within(main).findByRole('heading', { level: 1 }, { timeout: WARM_UP_TIMEOUT_MS })
  unmount()
}

/** The hook timeout for a beforeAll that calls warmUpSite. */
export const WARM_UP_HOOK_TIMEOUT_MS = 2 * WARM_UP_TIMEOUT_MS + 10_000

/**
 * Renders the whole site (layout + routes) at `route`, as the app does minus the persisted store, and waits until the
 * page's lazy module has loaded and shows its heading.
 */
export async function renderSite(route: string, options: Omit<RenderWithProvidersOptions, 'route'> = {}) {
  const result = renderWithProviders(<SiteRoutes />, { ...options, route })
  await within(await screen.findByRole('main')).findByRole('heading', { level: 1 })
  return result
}

/** Makes the layout see a viewport narrower (mobile) or wider (desktop) than 1000 px until restored. */
export function setViewport(kind: 'mobile' | 'desktop'): () => void {
  const original = window.matchMedia
  window.matchMedia = ((query: string) => ({
    matches: kind === 'desktop' ? /min-width/.test(query) : !/min-width/.test(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia
  return () => {
    window.matchMedia = original
  }
}

/** Pretends the page is rendered for `userAgent` until restored. */
export function setUserAgent(userAgent: string): () => void {
  const descriptor = Object.getOwnPropertyDescriptor(window.navigator, 'userAgent')
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true })
  return () => {
    if (descriptor) Object.defineProperty(window.navigator, 'userAgent', descriptor)
    else delete (window.navigator as { userAgent?: string }).userAgent
  }
}
