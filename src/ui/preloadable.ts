import type { ComponentType, LazyExoticComponent } from 'react'
import { lazy } from 'react'

type Module<P> = { default: ComponentType<P> }

/** A `React.lazy` component whose code can be requested ahead of its first render. */
export type PreloadableComponent<P = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the module once (later calls share the request); rejects with the chunk error when it fails. */
  preload: () => Promise<unknown>
  /** True once the module has loaded: the component then renders without suspending. */
  isLoaded: () => boolean
}

/**
 * `React.lazy` plus `preload()`. Rendered after its module has loaded, the component shows at once: React commits no
 * Suspense fallback for it, so its content also escapes React's 300 ms throttle on retrying a boundary that has just
 * shown one (a returning visitor's page, whose chunk index.html has already fetched; docs/perf/2026-11-27-returning-visitors-reacts-suspense-throttle.md). Rendered
 * earlier, it suspends like any lazy component.
 */
export function preloadable<P>(load: () => Promise<Module<P>>): PreloadableComponent<P> {
  let module: Module<P> | undefined
  let loading: Promise<Module<P>> | undefined
  const preload = () => (loading ??= load().then((loaded) => (module = loaded)))
  // React.lazy resolves its payload inside `then`: a thenable that calls back at once makes the first render use the
  // module in the same pass. @types/react asks for a Promise, but React only calls `then` on it (and marks it
  // fulfilled).
  const loadedNow = (loaded: Module<P>) =>
    ({ then: (resolve: (value: Module<P>) => void) => resolve(loaded) }) as unknown as Promise<Module<P>>
  return Object.assign(
    lazy(() => (module ? loadedNow(module) : preload())),
    { preload, isLoaded: () => module !== undefined },
  )
}
