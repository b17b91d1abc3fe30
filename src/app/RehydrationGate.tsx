import type { ReactNode } from 'react'
import { startTransition, useEffect, useState } from 'react'
import type { Persistor } from 'redux-persist'

/**
 * Renders `children` once redux-persist has restored the stored state (theme, caches, referrer), and nothing before:
 * the shell never flashes the default theme. Unlike redux-persist's PersistGate it lifts in a transition, so React
 * renders the whole shell in short slices instead of one long task that would block input on a slow phone.
 */
export function RehydrationGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const [isRestored, setIsRestored] = useState(() => persistor.getState().bootstrapped)
  useEffect(() => {
    if (isRestored) return
    const lift = () => {
      if (persistor.getState().bootstrapped) startTransition(() => setIsRestored(true))
    }
    const unsubscribe = persistor.subscribe(lift)
    lift()
    return unsubscribe
  }, [persistor, isRestored])
  return isRestored ? children : null
}
