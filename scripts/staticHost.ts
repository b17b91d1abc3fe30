import fs from 'node:fs'
import http from 'node:http'
import http2 from 'node:http2'
import net, { type AddressInfo, type Socket } from 'node:net'
import type { Duplex } from 'node:stream'
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

/** A TLS key and certificate (PEM): the host then speaks HTTP/2, as a production host does (docs/HOSTING.md). */
export interface TlsOptions {
  key: string
  cert: string
}

/** Folders and files that only ever hold real files: a miss there is a 404, never the app (docs/HOSTING.md). */
const FILE_ONLY_PREFIXES = ['/assets/', '/img/', '/.well-known/']
const FILE_ONLY_PATHS = new Set(['/build.json', '/index.html'])

/**
 * Whether a path that is not a file in the build gets the app's index.html (history API fallback, docs/HOSTING.md
 * rule 1) rather than a 404: routes do, while missing chunks, images, manifests and any other file-like path (a last
 * segment with an extension such as `.js` or `.png`) must not, so a stale page sees a real load error instead of
 * running HTML as JavaScript.
 */
export function isFallbackPath(pathname: string): boolean {
  if (FILE_ONLY_PATHS.has(pathname) || FILE_ONLY_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  return !/\.[A-Za-z0-9]{1,8}$/.test(last)
}

type Request = http.IncomingMessage | http2.Http2ServerRequest
type Response = http.ServerResponse | http2.Http2ServerResponse

/** Headers that belong to one HTTP/1.1 hop; HTTP/2 forbids them, and its pseudo-headers (`:path`…) are not forwarded. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'])
const forwardable = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_HEADERS.has(name)))

function proxy(request: Request, response: Response, prefix: string, target: string): void {
  const base = new URL(target)
  const rest = (request.url ?? '').slice(prefix.length) || '/'
  const upstream = http.request(
    {
      host: base.hostname,
      port: base.port,
      path: `${base.pathname.replace(/\/$/, '')}${rest}`,
      method: request.method,
      // The client's own address, replacing any X-Forwarded-For it sent: the services behind (the index's rate limit,
      // the upload endpoint) trust this host as their proxy, so a client must not be able to name another address.
      headers: {
        ...forwardable(request.headers),
        host: base.host,
        'x-forwarded-for': request.socket.remoteAddress ?? '',
      },
    },
    (reply) => {
      response.writeHead(reply.statusCode ?? 502, forwardable(reply.headers))
      reply.pipe(response as NodeJS.WritableStream)
    },
  )
  upstream.on('error', () => {
    response.writeHead(502, { 'content-type': 'text/plain' })
    response.end('devnet service unavailable')
  })
  request.pipe(upstream)
}

/**
 * Passes a WebSocket upgrade on a proxied path through to its target as raw bytes (issue #18: anvil's
 * `eth_subscribe` on the same port as its HTTP RPC, reached at ws://host/devnet/rpc). Returns the upstream socket.
 */
function proxyUpgrade(request: http.IncomingMessage, client: Duplex, head: Buffer, prefix: string, target: string) {
  const base = new URL(target)
  const rest = (request.url ?? '').slice(prefix.length) || '/'
  const upstream = net.connect(Number(base.port), base.hostname, () => {
    const headers = Object.entries({ ...request.headers, host: base.host })
      .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((one) => `${name}: ${one ?? ''}`))
      .join('\r\n')
    upstream.write(
      `${request.method ?? 'GET'} ${base.pathname.replace(/\/$/, '')}${rest} HTTP/1.1\r\n${headers}\r\n\r\n`,
    )
    if (head.length > 0) upstream.write(head)
    upstream.pipe(client).pipe(upstream)
  })
  upstream.on('error', () => client.destroy())
  client.on('error', () => upstream.destroy())
  client.on('close', () => upstream.destroy())
  return upstream
}

/** How long an HTTP/2 response's body waits after its headers went out (ms); `sendAfterHeaders` says why. */
const BODY_AFTER_HEADERS_MS = 10

/**
 * An HTTP/2 response's body, sent a moment after its headers have gone out on their own. Chromium's network throttling
 * (DevTools' and the bench's mobile link) charges a response's headers with every byte its HTTP/2 stream has received
 * so far, then charges the body's bytes again as they are read: on loopback, where a body sent with its headers is in
 * before they are handled, a throttled load paid part of a file twice (main.js ~300 ms late in a quarter of the
 * bench's cold loads; docs/perf/2026-11-28-a-double-charged-main-js.md). Over a real network the body arrives after its
 * headers anyway, so this only keeps the bench's link from charging what a real one would not.
 */
function sendAfterHeaders(stream: http2.ServerHttp2Stream, headers: http2.OutgoingHttpHeaders, body: Buffer): void {
  stream.respond({ ':status': 200, ...headers })
  setTimeout(() => {
    if (!stream.destroyed) stream.end(body)
  }, BODY_AFTER_HEADERS_MS)
}

/**
 * Serves a production build as a static site would be hosted (hashed assets cached for a year, the build's Brotli
 * copies to browsers that accept `br` and gzip otherwise, history API fallback to index.html for deep links, a 404 for
 * missing files: `isFallbackPath`) and
 * proxies the devnet paths. For the e2e tests (HTTP/1.1) and the bench (HTTP/2 over TLS when given `tls`).
 * `headers` are added to every response of the site itself (not to proxied ones): the CSP e2e test sends the
 * security headers of docs/HOSTING.md (scripts/contentSecurityPolicy.ts) with them.
 */
export function startStaticHost({
  root,
  proxies,
  port = 0,
  tls,
  headers: extraHeaders = {},
}: {
  root: string
  proxies: DevnetProxies
  port?: number
  tls?: TlsOptions
  headers?: Readonly<Record<string, string>>
}): Promise<StaticHost> {
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
  const proxyFor = (pathname: string) =>
    Object.keys(proxies).find((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
  const handle = (request: Request, response: Response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const match = proxyFor(url.pathname)
    if (match) return proxy(request, response, match, proxies[match] as string)
    const candidate = path.join(root, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''))
    const isFile = candidate.startsWith(root) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()
    if (!isFile && !isFallbackPath(url.pathname)) {
      response.writeHead(404, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-cache',
        ...extraHeaders,
      })
      response.end('Not found')
      return
    }
    const file = isFile ? candidate : path.join(root, 'index.html')
    const { body, gzip, brotli } = read(file)
    const accepted = String(request.headers['accept-encoding'] ?? '')
    const [encoding, sent] =
      brotli && /\bbr\b/.test(accepted)
        ? ['br', brotli]
        : gzip && /\bgzip\b/.test(accepted)
          ? ['gzip', gzip]
          : [null, body]
    const headers = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
      ...extraHeaders,
    }
    if (response instanceof http2.Http2ServerResponse) return sendAfterHeaders(response.stream, headers, sent)
    response.writeHead(200, headers)
    response.end(sent)
  }
  const server = tls ? http2.createSecureServer({ ...tls, allowHTTP1: true }, handle) : http.createServer(handle)
  // Browsers keep connections alive; close() drops them so it never waits on an idle one.
  const sockets = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  server.on('upgrade', (request: http.IncomingMessage, client: Duplex, head: Buffer) => {
    const match = proxyFor(new URL(request.url ?? '/', 'http://localhost').pathname)
    if (!match) return client.destroy()
    const upstream = proxyUpgrade(request, client, head, match, proxies[match] as string)
    sockets.add(upstream)
    upstream.once('close', () => sockets.delete(upstream))
  })
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as AddressInfo
      resolve({
        url: `${tls ? 'https' : 'http'}://127.0.0.1:${actual}`,
        port: actual,
        close: () =>
          new Promise((done) => {
            server.close(() => done())
            for (const socket of sockets) socket.destroy()
          }),
      })
    })
  })
}
