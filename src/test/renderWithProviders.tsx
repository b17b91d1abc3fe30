import type { RenderOptions } from '@testing-library/react'
import { act, render, waitFor } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { ThemeProvider } from 'styled-components'
import type { AppStore, RootState } from '../store/store'
import { makeStore } from '../store/store'
import { themeFor } from '../ui/theme'

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>
  /** Initial URL of the in-memory router. */
  route?: string
}

/**
 * Renders a component the way the app does (store, router, theme) for unit tests. Returns the store too, so tests
 * can dispatch and inspect state.
 */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, route = '/', ...options }: RenderWithProvidersOptions = {},
) {
  const { store } = makeStore({ preloadedState })
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <ThemeProvider theme={themeFor(store.getState().settings.colorMode)}>{children}</ThemeProvider>
        </MemoryRouter>
      </Provider>
    )
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) }
}

/**
 * Resolves once every chain query the store has started is settled and React has rendered the result: the event a
 * test waits for before asserting that something did NOT appear (no fixed sleep).
 */
export async function settleQueries(store: AppStore): Promise<void> {
  await waitFor(() => {
    const queries = Object.values(store.getState().chainApi.queries)
    expect(queries.every((query) => query?.status !== 'pending')).toBe(true)
  })
  await act(async () => {})
}
