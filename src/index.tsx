import { startTransition } from 'react'
import { yieldToBrowser } from './lib/yieldToBrowser'

/**
 * Boots the app in steps, yielding to the browser between them: React, then the store's libraries, then the store,
 * then the app's modules, each in its own task, and the first render in a transition, which React splits into short
 * slices. One long task would block input on a slow phone. The eager imports add no request: the modules are in this
 * chunk, only their evaluation waits. The startup chunk is requested once the shell has painted.
 */
async function boot(): Promise<void> {
  const container = document.getElementById('root')
  if (!container) throw new Error('The page has no #root element')
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client')
  await yieldToBrowser()
  const { makeStore } = await import(/* webpackMode: "eager" */ './store/store')
  await yieldToBrowser()
  const { store, persistor } = makeStore({ persist: true })
  // redux-persist writes a change on a later timer tick, which a reload or a closed tab right after it (the theme
  // toggle, a setting) can beat: whatever is still pending is written as the page goes away or out of sight.
  const flush = () => void persistor?.flush()
  addEventListener('pagehide', flush)
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) flush()
  })
  await yieldToBrowser()
  const [{ App }, { shellPainted }, { pageCode }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/App'),
    import(/* webpackMode: "eager" */ './app/useAfterFirstPaint'),
    import(/* webpackMode: "eager" */ './app/routes'),
  ])
  // On a slow link, the page's chunks start now, if index.html's script has not started them yet, and download while
  // the shell renders (scripts/earlyReads.ts).
  ;(window as { __preloadPageCode?: () => void }).__preloadPageCode?.()
  // A returning visitor's service worker holds the page's code, which index.html has already started: asked for now,
  // it is usually in by the first render, and the page then renders with the shell (the layout's useFirstPageLoaded).
  if (navigator.serviceWorker?.controller) pageCode.preload(window.location.pathname).catch(() => undefined)
  const root = createRoot(container)
  startTransition(() => root.render(<App store={store} persistor={persistor} />))
  // Startup (Farcaster detection, wallet reconnect, referrer) runs after the shell's first paint anyway: its code is
  // requested then, so the first paint does not wait for it.
  await shellPainted
  const { startApp } = await import(/* webpackChunkName: "startup" */ './app/startup')
  await store.dispatch(startApp({ afterShellPaint: shellPainted }))
}

void boot()
