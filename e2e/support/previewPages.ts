import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** Where global setup publishes the page server's origin to the workers. */
export const PREVIEW_PAGES_ENV = 'E2E_PREVIEW_PAGES_URL'

/** What a served page says in its Open Graph tags, and the author its oEmbed answer names. */
export interface PreviewPageFields {
  title: string
  description: string
  siteName: string
  /** When given, the page has an oEmbed discovery link whose JSON answer names this author_name. */
  author?: string
}

export interface PreviewPageServer {
  /** `http://127.0.0.1:<port>`. */
  origin: string
  port: number
  close(): Promise<void>
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A served path: a page (`/og/<base64url JSON>`) or its oEmbed answer (`/oembed/<the same>`); null for others. */
function routeOf(path: string): { kind: 'og' | 'oembed'; key: string; fields: PreviewPageFields } | null {
  const match = /^\/(og|oembed)\/([A-Za-z0-9_-]+)$/.exec(path)
  if (!match?.[1] || !match[2]) return null
  try {
    const fields = JSON.parse(Buffer.from(match[2], 'base64url').toString('utf8')) as Partial<PreviewPageFields>
    return {
      kind: match[1] === 'og' ? 'og' : 'oembed',
      key: match[2],
      fields: {
        title: fields.title ?? '',
        description: fields.description ?? '',
        siteName: fields.siteName ?? '',
        author: fields.author,
      },
    }
  } catch {
    return null
  }
}

/**
 * Link-preview journeys' pages (issue #38): a loopback HTTP server whose `/og/<base64url JSON>` answers an HTML page
 * with the JSON's title, description and site name as Open Graph tags, so each test serves its own page by naming it
 * (previewPageUrl) with no state shared between workers. With an author, the page also links its oEmbed answer
 * (`/oembed/<the same>`, JSON naming that author_name) as the fetcher discovers it. Global setup starts it before the devnet stack, whose upload
 * endpoint may then fetch this one port on 127.0.0.1 (linkPreviewTestAllow); everything else on loopback stays
 * refused, as in production.
 */
export async function startPreviewPageServer(): Promise<PreviewPageServer> {
  const server = http.createServer((request, response) => {
    const route = routeOf((request.url ?? '/').split('?')[0] ?? '/')
    if (!route || (route.kind === 'oembed' && route.fields.author === undefined)) {
      response.writeHead(404, { 'content-type': 'text/plain' })
      response.end('not found')
      return
    }
    const { fields } = route
    if (route.kind === 'oembed') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ version: '1.0', type: 'link', author_name: fields.author }))
      return
    }
    const meta = (property: string, value: string) => `<meta property="${property}" content="${escapeHtml(value)}">`
    const oembedLink =
      fields.author === undefined
        ? ''
        : `<link rel="alternate" type="application/json+oembed" href="/oembed/${route.key}">`
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(
      `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(fields.title)}</title>` +
        meta('og:title', fields.title) +
        meta('og:description', fields.description) +
        meta('og:site_name', fields.siteName) +
        oembedLink +
        `</head><body><p>${escapeHtml(fields.description)}</p></body></html>`,
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * The URL of a page with `fields` on the server global setup started, or null when there is none (tests run against
 * a stack started by hand, whose upload endpoint refuses loopback pages).
 */
export function previewPageUrl(fields: PreviewPageFields): string | null {
  const origin = process.env[PREVIEW_PAGES_ENV]
  if (!origin) return null
  return `${origin}/og/${Buffer.from(JSON.stringify(fields), 'utf8').toString('base64url')}`
}
