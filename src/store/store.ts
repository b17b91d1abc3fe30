import type { Middleware, Reducer } from '@reduxjs/toolkit'
import { combineSlices, configureStore, createDynamicMiddleware, createListenerMiddleware } from '@reduxjs/toolkit'
import { useDispatch, useSelector } from 'react-redux'
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist'
import { config } from '../config'
import cacheSlice from './slices/cacheSlice'
import layoutSlice from './slices/layoutSlice'
import referralSlice from './slices/referralSlice'
import environmentSlice from './slices/environmentSlice'
import settingsSlice from './slices/settingsSlice'
import walletSlice from './slices/walletSlice'
import type { chainApi } from './chainApi'
import type { httpApi } from './httpApi'
import type { indexApi } from './indexApi'
import { makePersistConfig } from './persistence/persistConfig'
import { LAZY_PERSISTED_KEYS } from './persistence/persistedState'

/**
 * State that features add when their code loads: a feature declares its slice here by module augmentation
 * (`declare module '../../store/store' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }`) and
 * injects it with `mySlice.injectInto(rootReducer)`, so this layer never imports a feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by features through declaration merging
export interface LazyLoadedSlices {}

/**
 * The root reducer: the app's core state (settings, environment, wallet facts, caches, referrer, layout), plus what is
 * injected when its code loads: the chain, HTTP and index APIs (`injectApi`) and the feature slices (LazyLoadedSlices).
 */
export const rootReducer = combineSlices(
  settingsSlice,
  environmentSlice,
  walletSlice,
  cacheSlice,
  referralSlice,
  layoutSlice,
).withLazyLoadedSlices<LazyLoadedSlices>()

/**
 * Until its feature loads, a lazily persisted slice (LAZY_PERSISTED_KEYS) keeps what storage restored, unread: without
 * a reducer under its key the combined reducer would drop it on the next action and the next write would erase it.
 * The feature replaces this with its own reducer (`overrideExisting`), which sanitizes what it finds.
 */
const keepAsRestored = (state: unknown = null) => state
for (const key of LAZY_PERSISTED_KEYS) {
  // The key is declared with the feature's state type; this placeholder only carries the stored value along.
  rootReducer.inject({ reducerPath: key, reducer: keepAsRestored as never })
}

/**
 * The state of the RTK Query APIs: present from their module's first evaluation (`injectApi`), which any code that
 * reads it has gone through, so it is typed as always there.
 */
interface ApiState {
  chainApi: ReturnType<typeof chainApi.reducer>
  httpApi: ReturnType<typeof httpApi.reducer>
  indexApi: ReturnType<typeof indexApi.reducer>
}

export type RootState = ReturnType<typeof rootReducer> & ApiState

export const listenerMiddleware = createListenerMiddleware()

/** The middleware of the RTK Query APIs, added by `injectApi` when their module loads (one instance serves every store). */
const apiMiddleware = createDynamicMiddleware()

/** Dispatchers of the stores made so far, held weakly: an API injected later gives each of them its initial state. */
const liveStores = new Set<WeakRef<AppDispatch>>()

/** What an API connects to every store once, e.g. RTK Query's window listeners (chainListeners.ts). */
type StoreConnector = (dispatch: AppDispatch) => void
const connectors = new Set<StoreConnector>()

/**
 * Adds an RTK Query API (reducer and middleware) to every store, made before or after, and runs `connect` once per
 * store (several APIs may share one connector). The APIs and RTK Query itself are not on the first page: they load
 * with the first code that reads the chain or the network, after the shell has painted (issue #18), and register
 * themselves from their own module (chainApi.ts, httpApi.ts).
 */
export function injectApi(
  api: { reducerPath: string; reducer: Reducer; middleware: Middleware },
  connect?: StoreConnector,
): void {
  // The API's state is typed by ApiState; the cast only bridges RTK Query's reducer type.
  rootReducer.inject(api as never)
  apiMiddleware.addMiddleware(api.middleware)
  const isNewConnector = connect !== undefined && !connectors.has(connect)
  if (connect) connectors.add(connect)
  for (const ref of liveStores) {
    const dispatch = ref.deref()
    if (!dispatch) {
      liveStores.delete(ref)
      continue
    }
    dispatch({ type: `${api.reducerPath}/injected` })
    if (isNewConnector) connect(dispatch)
  }
}

const INVARIANT_WARN_AFTER_MS = 200

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>
  /** Persist to localStorage (the app); tests usually leave it off. */
  persist?: boolean
}

/**
 * Creates the store (the app and the tests share this factory). Persistence keeps settings, caches and the referrer
 * (architecture.md); the serializability check stays on, ignoring only redux-persist's own actions.
 */
export function makeStore({ preloadedState, persist = false }: MakeStoreOptions = {}) {
  // Typed with the APIs' state (ApiState): they are injected into this same reducer when their code loads.
  const appReducer = rootReducer as unknown as Reducer<RootState>
  const reducer = persist ? persistReducer(makePersistConfig<RootState>(config), appReducer) : appReducer
  const store = configureStore({
    reducer: reducer as Reducer<RootState>,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // The dev-only checks warn when one pass takes over warnAfter (32 ms by default): on a busy machine that was
        // every action, and the warnings buried the tests' own output. Past 200 ms the state is worth a look.
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          warnAfter: INVARIANT_WARN_AFTER_MS,
        },
        immutableCheck: { warnAfter: INVARIANT_WARN_AFTER_MS },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(apiMiddleware.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  })
  for (const connect of connectors) connect(store.dispatch)
  liveStores.add(new WeakRef(store.dispatch))
  return { store, persistor: persist ? persistStore(store) : null }
}

export type AppStore = ReturnType<typeof makeStore>['store']
export type AppDispatch = AppStore['dispatch']

export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>()
