import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { config } from '../config'

function setMeta(selector: string, attribute: 'content' | 'href', value: string): void {
  document.head.querySelector(selector)?.setAttribute(attribute, value)
}

/**
 * Sets the document title, description and social preview of the current route from config (spec §2 Page metadata).
 * `title` overrides the route's configured title (e.g. a profile's name).
 */
export function usePageMetadata(title?: string): void {
  const { pathname } = useLocation()
  useEffect(() => {
    const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
    const page = config.pageMetadata[path] ?? {}
    const pageTitle = title ?? page.title
    const fullTitle = pageTitle ? `${pageTitle} | ${config.projectMetadataTitle}` : config.projectMetadataTitle
    document.title = fullTitle
    setMeta('meta[name="description"]', 'content', page.description ?? config.projectDescription)
    setMeta('meta[property="og:title"]', 'content', fullTitle)
    setMeta('meta[property="og:description"]', 'content', page.description ?? config.projectDescription)
    if (page.image) setMeta('meta[property="og:image"]', 'content', new URL(page.image, window.location.origin).href)
  }, [pathname, title])
}
