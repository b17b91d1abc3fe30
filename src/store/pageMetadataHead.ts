import type { AppConfig } from '../config'

/** What a page may set for itself on top of its route's configured metadata. */
export interface PageMetadataOverride {
  title?: string
  description?: string
  /** Path or absolute URL of the social preview image. */
  image?: string
  /** Ask search engines not to index this URL (error pages). */
  noIndex?: boolean
}

/** The metadata written into the document head. */
export interface ResolvedPageMetadata {
  /** Full document title: '{page title} | {site title}', or the site title alone. */
  title: string
  description: string
  /** Absolute URL of the social preview image. */
  image: string
  icon: string
  /** The page's own address without the `ref` parameter (a shared link should not carry someone's referral). */
  url: string
  noIndex: boolean
}

/** '/profile/' → '/profile': configured paths carry no trailing slash. */
const normalizePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)

/**
 * The metadata of a page (spec §2 Page metadata: title, description, social preview, icon, all from configuration):
 * the route's entry in `config.pageMetadata`, then the site defaults, with the page's own override on top.
 */
export function resolvePageMetadata(
  appConfig: Pick<
    AppConfig,
    'pageMetadata' | 'projectMetadataTitle' | 'projectDescription' | 'previewImage' | 'favicon'
  >,
  origin: string,
  location: { pathname: string; search: string },
  override: PageMetadataOverride = {},
): ResolvedPageMetadata {
  const page = appConfig.pageMetadata[normalizePath(location.pathname)] ?? {}
  const pageTitle = override.title ?? page.title
  const url = new URL(`${location.pathname}${location.search}`, origin)
  url.searchParams.delete('ref')
  return {
    title: pageTitle ? `${pageTitle} | ${appConfig.projectMetadataTitle}` : appConfig.projectMetadataTitle,
    description: override.description ?? page.description ?? appConfig.projectDescription,
    image: new URL(override.image ?? page.image ?? appConfig.previewImage, origin).href,
    icon: appConfig.favicon,
    url: url.href,
    noIndex: override.noIndex ?? false,
  }
}

function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string | null): void {
  let element = doc.head.querySelector(`meta[${attribute}="${key}"]`)
  if (content === null) return element?.remove()
  if (!element) {
    element = doc.createElement('meta')
    element.setAttribute(attribute, key)
    doc.head.appendChild(element)
  }
  element.setAttribute('content', content)
}

/** The unread count the tab title carries ('' for none), and the page's own title it prefixes. */
let titleCount = ''
let pageTitle: string | null = null

/** '(3) General discussion | Demo Social': the title with the inbox's unread count in front; the title alone at ''. */
export const titleWithCount = (title: string, count: string): string => (count ? `(${count}) ${title}` : title)

/**
 * Puts the inbox's unread count (issue #37: '3', '20+', '' for none) in front of the tab title, now and on every
 * page the visitor opens next, until it changes. Only the tab title: shared previews (Open Graph, Twitter) keep the
 * page's own.
 */
export function setTitleCount(doc: Document, count: string): void {
  pageTitle ??= doc.title
  titleCount = count
  doc.title = titleWithCount(pageTitle, count)
}

/** Writes resolved metadata into the document head (title, description, Open Graph, Twitter card, icon, robots). */
export function applyPageMetadata(doc: Document, metadata: ResolvedPageMetadata): void {
  pageTitle = metadata.title
  doc.title = titleWithCount(metadata.title, titleCount)
  setMeta(doc, 'name', 'description', metadata.description)
  setMeta(doc, 'property', 'og:title', metadata.title)
  setMeta(doc, 'property', 'og:description', metadata.description)
  setMeta(doc, 'property', 'og:image', metadata.image)
  setMeta(doc, 'property', 'og:url', metadata.url)
  setMeta(doc, 'name', 'twitter:title', metadata.title)
  setMeta(doc, 'name', 'twitter:description', metadata.description)
  setMeta(doc, 'name', 'twitter:image', metadata.image)
  setMeta(doc, 'name', 'robots', metadata.noIndex ? 'noindex' : null)
  doc.head.querySelector('link[rel="icon"]')?.setAttribute('href', metadata.icon)
}
