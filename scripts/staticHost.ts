import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { DevnetProxies } from './devnetStack'
import { COMPRESSIBLE_EXTENSIONS } from './precompress'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
}

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
 * Serves a production build as a static site would be hosted (hashed assets cached for a year, the build's Brotli
 * copies to browsers that accept `br` and gzip otherwise, history API fallback to index.html for deep links) and
 * proxies the devnet paths. For the e2e tests and the bench.
 */
export function startStaticHost({ root, proxies, port = 0 }: { root: string; proxies: DevnetProxies; port?: number }): Promise<StaticHost> {
  const cache = new Map<string, { body: Buffer; gzip: Buffer | null; brotli: Buffer | null }>()
  const read = (file: string) => {
    let entry = cache.get(file)
    if (!entry) {
      const body = fs.readFileSync(file)
      const isCompressible = COMPRESSIBLE_EXTENSIONS.has(path.extname(file))
      const brotli = isCompressible && fs.existsSync(`${file}.br`) ? fs.readFileSync(`${file}.br`) : null
      entry = { body, gzip: isCompressible ? gzipSync(body) : null, brotli }
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
    const { body, gzip, brotli } = read(file)
    const accepted = String(request.headers['accept-encoding'] ?? '')
    const [encoding, sent] = brotli && /\bbr\b/.test(accepted) ? ['br', brotli] : gzip && /\bgzip\b/.test(accepted) ? ['gzip', gzip] : [null, body]
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
    })
    response.end(sent)
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
