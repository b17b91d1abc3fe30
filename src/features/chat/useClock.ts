import { useSyncExternalStore } from 'react'
import { createEmitter } from '../../lib/emitter'

const ticks = createEmitter()
let now = Date.now()
let timer: ReturnType<typeof setInterval> | null = null

function subscribe(listener: () => void): () => void {
  const unsubscribe = ticks.subscribe(listener)
  if (!timer) now = Date.now()
  timer ??= setInterval(() => {
    now = Date.now()
    ticks.emit()
  }, 30_000)
  return () => {
    unsubscribe()
    if (ticks.size === 0 && timer) {
      clearInterval(timer)
      timer = null
    }
  }
}

/** The clock in ms, ticking every 30 s for every subscriber at once (relative times stay current with one timer). */
export const useClock = (): number => useSyncExternalStore(subscribe, () => now)

/** Calls `listener` whenever the page is shown or hidden; returns the remover. */
export const watchPageVisibility = (listener: () => void): (() => void) => {
  document.addEventListener('visibilitychange', listener)
  return () => document.removeEventListener('visibilitychange', listener)
}

/** True while the page is visible (not a hidden tab). */
export const isPageVisible = (): boolean => document.visibilityState !== 'hidden'

/** True while the page is visible (a hidden tab polls nothing). */
export const useIsPageVisible = (): boolean => useSyncExternalStore(watchPageVisibility, isPageVisible, () => true)
