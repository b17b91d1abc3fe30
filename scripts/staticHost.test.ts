/** @jest-environment node */
import fs from 'node:fs'
import http from 'node:http'
import http2 from 'node:http2'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import WebSocket from 'ws'
import { makeLocalCert } from '../bench/localCert'
import { isFallbackPath, startStaticHost, type StaticHost } from './staticHost'

/** A devnet stand-in: answers with what it received, and a hop-by-hop header HTTP/2 must not pass on. */
function startUpstream(): Promise<{ url: string; close(): void }> {
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json', connection: 'keep-alive' })
      response.end(JSON.stringify({ path: request.url, body, headers: request.headers }))
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc`, close: () => server.close() }),
    ),
  )
}

/** One HTTP/2 request to `origin` (self-signed certificate accepted). */
function h2Request(
  origin: string,
  headers: http2.OutgoingHttpHeaders,
  body?: string,
): Promise<{ headers: http2.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { rejectUnauthorized: false })
    session.on('error', reject)
    const stream = session.request(headers)
    const chunks: Buffer[] = []
    let responseHeaders: http2.IncomingHttpHeaders = {}
    stream.on('response', (received) => (responseHeaders = received))
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      session.close()
      resolve({ headers: responseHeaders, body: Buffer.concat(chunks) })
    })
    stream.on('error', reject)
    stream.end(body)
  })
}

describe('startStaticHost', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-host-'))
  let upstream: Awaited<ReturnType<typeof startUpstream>>
  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'assets'))
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>')
    fs.writeFileSync(path.join(root, 'assets', 'main.js'), 'console.log(1)')
    fs.writeFileSync(path.join(root, 'assets', 'main.js.br'), brotliCompressSync('console.log(1)'))
    upstream = await startUpstream()
  })
  afterAll(() => {
    upstream.close()
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('serves files, deep links and the devnet proxy over HTTP/1.1', async () => {
    const host = await startStaticHost({ root, proxies: { '/devnet/rpc': upstream.url } })
    try {
      expect(host.url).toMatch(/^http:\/\//)
      const page = await fetch(`${host.url}/profile/?id=alice`)
      expect(await page.text()).toContain('<title>app</title>')
      expect(page.headers.get('cache-control')).toBe('no-cache')
      const proxied = (await (await fetch(`${host.url}/devnet/rpc`, { method: 'POST', body: '{"id":1}' })).json()) as {
        path: string
        body: string
      }
      expect(proxied).toMatchObject({ path: '/rpc/', body: '{"id":1}' })
    } finally {
      await host.close()
    }
  })

  it("names the client's own address to the proxied service, whatever X-Forwarded-For the client sent", async () => {
    const host = await startStaticHost({ root, proxies: { '/devnet/rpc': upstream.url } })
    try {
      const answer = await fetch(`${host.url}/devnet/rpc`, {
        method: 'POST',
        body: '{}',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      })
      const { headers } = (await answer.json()) as { headers: Record<string, string> }
      expect(headers['x-forwarded-for']).toBe('127.0.0.1')
    } finally {
      await host.close()
    }
  })

  it('adds the given headers (the CSP e2e test) to the site’s own answers, not to proxied ones', async () => {
    const headers = { 'content-security-policy': "default-src 'self'", 'referrer-policy': 'no-referrer' }
    const host = await startStaticHost({ root, proxies: { '/devnet/rpc': upstream.url }, headers })
    try {
      for (const sitePath of ['/', '/profile', '/assets/main.js', '/assets/gone.js']) {
        const answer = await fetch(`${host.url}${sitePath}`)
        expect([sitePath, answer.headers.get('content-security-policy')]).toEqual([sitePath, "default-src 'self'"])
        expect(answer.headers.get('referrer-policy')).toBe('no-referrer')
      }
      const proxied = await fetch(`${host.url}/devnet/rpc`, { method: 'POST', body: '{}' })
      expect(proxied.headers.get('content-security-policy')).toBeNull()
    } finally {
      await host.close()
    }
  })

  it('answers 404 for missing chunks and file-like paths, and index.html for routes (docs/HOSTING.md)', async () => {
    const host = await startStaticHost({ root, proxies: {} })
    try {
      for (const missing of [
        '/assets/gone.js',
        '/assets/gone',
        '/img/x.png',
        '/build.json',
        '/robots.txt',
        '/a/b.js',
      ]) {
        const answer = await fetch(`${host.url}${missing}`)
        expect([missing, answer.status]).toEqual([missing, 404])
        expect(await answer.text()).not.toContain('<title>app</title>')
      }
      for (const route of [
        '/',
        '/post?id=3&channel=general',
        '/profile/?id=alice.demo',
        '/nft/create',
        '/no/such/page',
      ]) {
        const answer = await fetch(`${host.url}${route}`)
        expect([route, answer.status]).toEqual([route, 200])
        expect(await answer.text()).toContain('<title>app</title>')
      }
      expect((await fetch(`${host.url}/assets/main.js`)).status).toBe(200)
    } finally {
      await host.close()
    }
  })

  it.each([
    ['/', true],
    ['/profile/', true],
    ['/swap/univ2', true],
    ['/assets/main.1234.js', false],
    ['/assets/chunk', false],
    ['/.well-known/farcaster.json', false],
    ['/favicon.ico', false],
    ['/index.html', false],
  ])('isFallbackPath(%s) is %s', (pathname, expected) => {
    expect(isFallbackPath(pathname)).toBe(expected)
  })

  const tls = makeLocalCert()
  ;(tls ? it : it.skip)('speaks HTTP/2 over TLS when given a certificate, with Brotli and the proxy', async () => {
    const host: StaticHost = await startStaticHost({
      root,
      proxies: { '/devnet/rpc': upstream.url },
      tls: tls ?? undefined,
    })
    try {
      expect(host.url).toMatch(/^https:\/\//)
      const script = await h2Request(host.url, { ':path': '/assets/main.js', 'accept-encoding': 'br, gzip' })
      expect(script.headers['content-encoding']).toBe('br')
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      const rpc = await h2Request(
        host.url,
        { ':path': '/devnet/rpc', ':method': 'POST', 'content-type': 'application/json' },
        '{"id":2}',
      )
      const echoed = JSON.parse(rpc.body.toString()) as { path: string; body: string; headers: Record<string, string> }
      expect(echoed).toMatchObject({ path: '/rpc/', body: '{"id":2}' })
      expect(Object.keys(echoed.headers).some((name) => name.startsWith(':'))).toBe(false)
      expect(rpc.headers[':status']).toBe(200)
    } finally {
      await host.close()
    }
  })

  // A body that arrives with its headers is charged twice by Chromium's throttled link (staticHost.ts,
  // sendAfterHeaders): the client must have handled the headers before any of the body comes.
  ;(tls ? it : it.skip)('over HTTP/2 sends a file after its headers, not in the same write', async () => {
    const host = await startStaticHost({ root, proxies: {}, tls: tls ?? undefined })
    const session = http2.connect(host.url, { rejectUnauthorized: false })
    try {
      const stream = session.request({ ':path': '/assets/main.js' })
      const body: Buffer[] = []
      stream.on('data', (chunk: Buffer) => body.push(chunk))
      const receivedWithHeaders = await new Promise<number>((resolve, reject) => {
        stream.on('response', () => setImmediate(() => resolve(Buffer.concat(body).length)))
        stream.on('error', reject)
      })
      await new Promise((resolve) => stream.on('end', resolve))
      expect(receivedWithHeaders).toBe(0)
      expect(Buffer.concat(body).toString()).toBe('console.log(1)')
    } finally {
      session.close()
      await host.close()
    }
  })
})

describe('startStaticHost WebSocket proxy (issue #18: eth_subscribe through /devnet/rpc)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-host-ws-'))
  let upstream: WebSocket.Server
  let upstreamUrl = ''
  beforeAll(async () => {
    upstream = new WebSocket.Server({ port: 0, host: '127.0.0.1' })
    upstream.on('connection', (socket, request) =>
      socket.on('message', (data) => socket.send(`${request.url} ${data}`)),
    )
    await new Promise((resolve) => upstream.once('listening', resolve))
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/rpc`
  })
  afterAll(async () => {
    await new Promise((resolve) => upstream.close(resolve))
    fs.rmSync(root, { recursive: true, force: true })
  })

  /** Opens a socket to `url`, sends one message and resolves with the echo. */
  const echo = (url: string, message: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = new WebSocket(url, { rejectUnauthorized: false })
      socket.on('open', () => socket.send(message))
      socket.on('message', (data) => {
        resolve(String(data))
        socket.close()
      })
      socket.on('error', reject)
    })

  it('passes an upgrade on a proxied path through, over HTTP/1.1 and on the TLS (HTTP/2) host', async () => {
    const tls = makeLocalCert()
    for (const options of [{}, ...(tls ? [{ tls }] : [])]) {
      const host = await startStaticHost({ root, proxies: { '/devnet/rpc': upstreamUrl }, ...options })
      try {
        const wsUrl = host.url.replace(/^http/, 'ws')
        expect(await echo(`${wsUrl}/devnet/rpc`, 'hello')).toBe('/rpc/ hello')
        await expect(echo(`${wsUrl}/elsewhere`, 'x')).rejects.toThrow()
      } finally {
        await host.close()
      }
    }
  })
})
