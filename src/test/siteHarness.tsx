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
