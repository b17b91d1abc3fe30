import { useEffect } from 'react'
import { Provider } from 'react-redux'
import { BrowserRouter, useRoutes } from 'react-router-dom'
import type { Persistor } from 'redux-persist'
import { ErrorBoundary } from './ErrorBoundary'
import { RehydrationGate } from './RehydrationGate'
import { routes } from './routes'
import type { AppStore } from '../store/store'
import { ThemeRoot } from './ThemeRoot'
import { ToastHost } from '../store/toasts/ToastHost'
import { reloadAfterChunkError } from './updates/chunkReload'
import { markAppMounted } from './bootWatchdog'

function AppRoutes() {
  return useRoutes(routes)
}

/**
 * A chunk requested outside rendering (a wallet, a dialog's code) that fails and is not handled by its caller means
 * the deployed build changed: reload, under the same once-per-10-s-per-path guard as render errors (spec §4).
 */
function useReloadOnUnhandledChunkError(): void {
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (reloadAfterChunkError(event.reason)) event.preventDefault()
    }
    window.addEventListener('unhandledrejection', onRejection)
    return () => window.removeEventListener('unhandledrejection', onRejection)
  }, [])
}

/**
 * The app root: store, rehydration, theme, router and toasts. The outer error boundary is the last resort when the
 * shell itself fails (a navbar, a sidebar): a 500 page instead of a white screen.
 */
export function App({ store, persistor }: { store: AppStore; persistor: Persistor | null }) {
  useReloadOnUnhandledChunkError()
  // The app has mounted: index.html's boot watchdog stands down (bootWatchdog.ts).
  useEffect(markAppMounted, [])
  const content = (
    <ThemeRoot>
      <ErrorBoundary scope="app">
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        {/* A failure in the toast layer must not take the site down with it. */}
        <ErrorBoundary scope="section" fallback={null}>
          <ToastHost />
        </ErrorBoundary>
      </ErrorBoundary>
    </ThemeRoot>
  )
  return (
    <Provider store={store}>
      {persistor ? <RehydrationGate persistor={persistor}>{content}</RehydrationGate> : content}
    </Provider>
  )
}
