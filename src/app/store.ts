import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { useDispatch, useSelector } from 'react-redux'
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist'
import { config } from '../config'
import cacheSlice from '../features/cache/cacheSlice'
import layoutSlice from '../features/layout/layoutSlice'
import referralSlice from '../features/referral/referralSlice'
import environmentSlice from '../features/settings/environmentSlice'
import settingsSlice from '../features/settings/settingsSlice'
import walletSlice from '../features/wallet/walletSlice'
import { chainApi } from './chainApi'
import { makePersistConfig } from './persistence/persistConfig'

export const rootReducer = combineReducers({
  [settingsSlice.reducerPath]: settingsSlice.reducer,
  [environmentSlice.reducerPath]: environmentSlice.reducer,
  [walletSlice.reducerPath]: walletSlice.reducer,
  [cacheSlice.reducerPath]: cacheSlice.reducer,
  [referralSlice.reducerPath]: referralSlice.reducer,
  [layoutSlice.reducerPath]: layoutSlice.reducer,
  [chainApi.reducerPath]: chainApi.reducer,
})

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
        .concat(chainApi.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  })
  setupListeners(store.dispatch)
  return { store, persistor: persist ? persistStore(store) : null }
}

export type AppStore = ReturnType<typeof makeStore>['store']
export type AppDispatch = AppStore['dispatch']

export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>()
