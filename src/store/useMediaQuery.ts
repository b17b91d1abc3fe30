import { useSyncExternalStore } from 'react'
import { BREAKPOINT_DESKTOP_PX } from '../config/constants'

/** True while the media query matches; follows viewport changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Spec §2 Layout: the desktop layout from 1000 px wide. */
export const useIsDesktop = () => useMediaQuery(`(min-width: ${BREAKPOINT_DESKTOP_PX}px)`)
