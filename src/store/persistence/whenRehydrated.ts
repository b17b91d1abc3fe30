import { addListener } from '@reduxjs/toolkit'
import type { AppDispatch, RootState } from '../store'

/** redux-persist's own bookkeeping under the persisted root (absent when the store does not persist). */
interface PersistMarker {
  _persist?: { rehydrated?: boolean }
}

/** Whether the stored state is restored: always true for a store without persistence. */
export const isRehydrated = (state: unknown): boolean => {
  const marker = (state as PersistMarker)._persist
  return !marker || marker.rehydrated === true
}

/**
 * Thunk: resolves once redux-persist has restored the stored state (settings, caches, referrer), at once when it
 * already has or when the store does not persist. Waits through a one-shot listener (its predicate is the
 * `condition`), never by subscribing to the store by hand.
 */
export const whenRehydrated = () => (dispatch: AppDispatch, getState: () => RootState) =>
  new Promise<void>((resolve) => {
    if (isRehydrated(getState())) return resolve()
    dispatch(
      addListener({
        predicate: (_action, state) => isRehydrated(state),
        effect: (_action, api) => {
          api.unsubscribe()
          resolve()
        },
      }),
    )
  })
