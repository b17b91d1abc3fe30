import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { DevnetProxies } from './devnetStack'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.json', '.svg', '.txt'])

export interface StaticHost {
  url: string
  port: number
  close(): Promise<void>
}

function proxy(request: http.IncomingMessage, response: http.ServerResponse, prefix: string, target: string): void {
  const base = new URL(target)
  const rest = (request.url ?? '').slice(prefix.length) || '/'
  const upstream = http.request(
    { host: base.hostname, port: base.port, path: `${base.pathname.replace(/\/$/, '')}${rest}`, method: request.method, headers: { ...request.headers, host: base.host } },
    (reply) => {
      response.writeHead(reply.statusCode ?? 502, reply.headers)
      reply.pipe(response)
    },
  )
  upstream.on('error', () => {
    response.writeHead(502, { 'content-type': 'text/plain' })
    response.end('devnet service unavailable')
  })
  request.pipe(upstream)
}

/**
 * Serves a production build as a static site would be hosted (hashed assets cached for a year, gzip, history API
 * fallback to index.html for deep links) and proxies the devnet paths. For the e2e tests and the bench.
 */
export function startStaticHost({ root, proxies, port = 0 }: { root: string; proxies: DevnetProxies; port?: number }): Promise<StaticHost> {
  const cache = new Map<string, { body: Buffer; gzip: Buffer | null }>()
  const read = (file: string) => {
    let entry = cache.get(file)
    if (!entry) {
      const body = fs.readFileSync(file)
      entry = { body, gzip: COMPRESSIBLE.has(path.extname(file)) ? gzipSync(body) : null }
      cache.set(file, entry)
    }
    return entry
  }
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const match = Object.keys(proxies).find((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))
    if (match) return proxy(request, response, match, proxies[match] as string)
    const candidate = path.join(root, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''))
    const isFile = candidate.startsWith(root) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()
    const file = isFile ? candidate : path.join(root, 'index.html')
    const { body, gzip } = read(file)
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip && acceptsGzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    })
    response.end(gzip && acceptsGzip ? gzip : body)
  })
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${actual}`,
        port: actual,
        // Browsers keep connections alive; drop them so close() never waits on an idle socket.
        close: () =>
          new Promise((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}
