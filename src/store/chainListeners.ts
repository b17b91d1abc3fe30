import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { onChainRecovered } from '../services/chain/rpc/chainRecovery'

/** A focus refetches the chain reads only when the tab was away at least this long (ms), so tab flicking is free. */
export const FOCUS_REFETCH_AFTER_MS = 30_000

/**
 * RTK Query's window listeners plus the chain's own "reconnect" (issue #19): the browser going online, and the site's
 * RPC becoming reachable again after an outage (chainHealth), both refetch the subscribed chain reads
 * (refetchOnReconnect), so a widget whose read failed heals without a click or a reload. A return to the tab after
 * FOCUS_REFETCH_AFTER_MS or more refetches them the same way: RTK's own refetchOnFocus would re-read everything on
 * every focus, so it stays off and focus events only keep RTK's `focused` flag right. Returns the remover.
 */
export function setupChainListeners(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  now: () => number = Date.now,
): () => void {
  return setupListeners(dispatch, (dispatchAction, { onFocus, onFocusLost, onOnline, onOffline }) => {
    if (typeof window === 'undefined' || !window.addEventListener) return () => {}
    let hiddenAt: number | null = null
    const handleOnline = () => dispatchAction(onOnline())
    const handleOffline = () => dispatchAction(onOffline())
    const handleFocus = () => {
      dispatchAction(onFocus())
      const awayMs = hiddenAt === null ? 0 : now() - hiddenAt
      hiddenAt = null
      if (awayMs >= FOCUS_REFETCH_AFTER_MS) handleOnline()
    }
    const handleFocusLost = () => {
      hiddenAt ??= now()
      dispatchAction(onFocusLost())
    }
    const handleVisibility = () => (document.visibilityState === 'visible' ? handleFocus() : handleFocusLost())
    window.addEventListener('visibilitychange', handleVisibility, false)
    window.addEventListener('focus', handleFocus, false)
    window.addEventListener('online', handleOnline, false)
    window.addEventListener('offline', handleOffline, false)
    const stopHealth = onChainRecovered(handleOnline)
    return () => {
      window.removeEventListener('visibilitychange', handleVisibility)
      window.removeEventListener('focus', handleFocus)
      window.removeEventListener('online', handleOnline)
      window.removeEventListener('offline', handleOffline)
      stopHealth()
    }
  })
}
