import type { ReactNode } from 'react'
import { createContext, createElement, useContext, useEffect, useMemo, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { config } from '../config'
import type { PageMetadataOverride } from './pageMetadataHead'

export type { PageMetadataOverride } from './pageMetadataHead'

type OverrideEntry = { pathname: string; value: PageMetadataOverride }
type SetOverride = (update: (current: OverrideEntry | null) => OverrideEntry | null) => void

const OverrideContext = createContext<{ pathname: string; setOverride: SetOverride } | null>(null)

const NOW = Promise.resolve()

/**
 * Keeps the document head in step with the route (mounted once by the Layout), so every route has its configured
 * metadata whether or not its page asks; a page's override applies only while that page's path is shown. The code
 * that writes the head (pageMetadataHead.ts) loads once `after` resolves (the Layout passes the shell's first paint):
 * until then index.html's title and tags stand, and the first page carries none of it. The newest route wins: a
 * write for a path already left is dropped.
 */
export function PageMetadataProvider({ children, after = NOW }: { children: ReactNode; after?: Promise<unknown> }) {
  const { pathname, search } = useLocation()
  const [override, setOverride] = useState<OverrideEntry | null>(null)
  const active = override?.pathname === pathname ? override.value : undefined
  useEffect(() => {
    let isCurrent = true
    void after
      .then(() => import(/* webpackChunkName: "head-metadata" */ './pageMetadataHead'))
      .then(({ applyPageMetadata, resolvePageMetadata }) => {
        if (isCurrent)
          applyPageMetadata(document, resolvePageMetadata(config, window.location.origin, { pathname, search }, active))
      })
      // Offline with the chunk never cached: index.html's title stands. Not a chunk error to reload the page for.
      .catch(() => undefined)
    return () => {
      isCurrent = false
    }
  }, [after, pathname, search, active])
  const context = useMemo(() => ({ pathname, setOverride }), [pathname])
  return createElement(OverrideContext.Provider, { value: context }, children)
}

/**
 * Lets a page refine its metadata: a title (e.g. a profile's name) or a full override. Without the provider (a page
 * rendered alone in a test, the app-level error page) it does nothing.
 */
export function usePageMetadata(override?: string | PageMetadataOverride): void {
  const context = useContext(OverrideContext)
  const setOverride = context?.setOverride
  const pathname = context?.pathname
  const { title, description, image, noIndex } = typeof override === 'string' ? { title: override } : (override ?? {})
  const hasOverride = override !== undefined
  useEffect(() => {
    if (!setOverride || pathname === undefined || !hasOverride) return
    setOverride(() => ({ pathname, value: { title, description, image, noIndex } }))
    return () => setOverride((current) => (current?.pathname === pathname ? null : current))
  }, [setOverride, hasOverride, pathname, title, description, image, noIndex])
}
