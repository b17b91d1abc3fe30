import type { IncomingMessage, ServerResponse } from 'node:http'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** Answers one path of the test server. */
export type PageHandler = (request: IncomingMessage, response: ServerResponse) => void

/** A loopback HTTP server with fixed pages that counts the requests to each path. */
export interface PageServer {
  /** `http://127.0.0.1:<port>`. */
  origin: string
  port: number
  /** Requests received for `path` so far. */
  requests(path: string): number
  /** The Host header of the last request for `path`. */
  lastHost(path: string): string | undefined
  /** Stops listening and drops every open connection (a page that never ends included). */
  close(): Promise<void>
}

/** A handler that answers `body` with status 200 and the given Content-Type. */
export const page =
  (
    body: string | Buffer,
    contentType = 'text/html; charset=utf-8',
    headers: Record<string, string> = {},
  ): PageHandler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': contentType, ...headers })
    response.end(body)
  }

/** A handler that redirects (302) to `location`. */
export const redirect =
  (location: string): PageHandler =>
  (_request, response) => {
    response.writeHead(302, { location })
    response.end()
  }

/** Starts the server on a free loopback port; unknown paths answer 404. */
export async function startPageServer(routes: Record<string, PageHandler>): Promise<PageServer> {
  const counts = new Map<string, number>()
  const hosts = new Map<string, string | undefined>()
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/'
    counts.set(path, (counts.get(path) ?? 0) + 1)
    hosts.set(path, request.headers.host)
    const handler = routes[path]
    if (handler) return handler(request, response)
    response.writeHead(404, { 'content-type': 'text/plain' })
    response.end('not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests: (path) => counts.get(path) ?? 0,
    lastHost: (path) => hosts.get(path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** An HTML page with the given tags in its head and a short body. */
export function htmlPage(head: string, body = '<p>Hello</p>'): string {
  return `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`
}

/** Open Graph tags for a page. */
export function ogTags(fields: { title?: string; description?: string; siteName?: string; image?: string }): string {
  const tag = (property: string, value: string | undefined) =>
    value === undefined ? '' : `<meta property="${property}" content="${value}">`
  return [
    tag('og:title', fields.title),
    tag('og:description', fields.description),
    tag('og:site_name', fields.siteName),
    tag('og:image', fields.image),
  ].join('')
}
