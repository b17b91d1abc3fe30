import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import { useDispatch, useSelector } from 'react-redux'
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist'
import { config } from '../config'
import cacheSlice from './slices/cacheSlice'
import layoutSlice from './slices/layoutSlice'
import referralSlice from './slices/referralSlice'
import environmentSlice from './slices/environmentSlice'
import settingsSlice from './slices/settingsSlice'
import walletSlice from './slices/walletSlice'
import { chainApi } from './chainApi'
import { setupChainListeners } from './chainListeners'
import { httpApi } from './httpApi'
import { makePersistConfig } from './persistence/persistConfig'

/**
 * State that features add when their code loads: a feature declares its slice here by module augmentation
 * (`declare module '../../store/store' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }`) and
 * injects it with `mySlice.injectInto(rootReducer)`, so this layer never imports a feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by features through declaration merging
export interface LazyLoadedSlices {}

/**
 * The root reducer: the app's core state (settings, environment, wallet facts, caches, referrer, layout) and the chain
 * and HTTP APIs, plus the feature slices injected later (LazyLoadedSlices).
 */
export const rootReducer = combineSlices(
  settingsSlice,
  environmentSlice,
  walletSlice,
  cacheSlice,
  referralSlice,
  layoutSlice,
  chainApi,
  httpApi,
).withLazyLoadedSlices<LazyLoadedSlices>()

export type RootState = ReturnType<typeof rootReducer>

export const listenerMiddleware = createListenerMiddleware()

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
  const reducer = persist ? persistReducer(makePersistConfig<RootState>(config), rootReducer) : rootReducer
  const store = configureStore({
    reducer: reducer as typeof rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(chainApi.middleware, httpApi.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  })
  // Refetch on focus, on reconnect, and when the chain is reachable again after an outage (issue #19).
  setupChainListeners(store.dispatch)
  return { store, persistor: persist ? persistStore(store) : null }
}

export type AppStore = ReturnType<typeof makeStore>['store']
export type AppDispatch = AppStore['dispatch']

export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>()
