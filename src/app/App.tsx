import { Provider } from 'react-redux'
import { BrowserRouter, useRoutes } from 'react-router-dom'
import type { Persistor } from 'redux-persist'
import { PersistGate } from 'redux-persist/integration/react'
import { routes } from './routes'
import type { AppStore } from './store'
import { ThemeRoot } from './ThemeRoot'
import { ToastHost } from './toasts/ToastHost'

function AppRoutes() {
  return useRoutes(routes)
}

/** The app root: store, rehydration, theme, router and toasts. */
export function App({ store, persistor }: { store: AppStore; persistor: Persistor | null }) {
  const content = (
    <ThemeRoot>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <ToastHost />
    </ThemeRoot>
  )
  return (
    <Provider store={store}>
      {persistor ? (
        <PersistGate persistor={persistor} loading={null}>
          {content}
        </PersistGate>
      ) : (
        content
      )}
    </Provider>
  )
}
