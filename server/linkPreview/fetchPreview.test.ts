/** @jest-environment node */
import { isIP } from 'node:net'
import { gzipSync } from 'node:zlib'
import type { FetchErrorCode } from './errors'
import { PreviewRefused } from './errors'
import type { FetchPreviewOptions } from './fetchPreview'
import { fetchLinkPreview } from './fetchPreview'
import type { HostLookup } from './resolveTarget'
import type { PageServer } from './test/pageServer'
import { htmlPage, ogTags, page, redirect, startPageServer } from './test/pageServer'
import { startTlsServer } from './test/tlsServer'

// The fetcher against loopback test servers. Loopback is refused like any non-public address, so the positive cases
// pass a test-only allow-list (127.0.0.1 and the server's port); names resolve through an injected lookup.

/** Test names: where they "resolve". */
const NAMES: Record<string, readonly string[]> = {
  localhost: ['127.0.0.1', '::1'],
  'site.test': ['127.0.0.1'],
  'dual.test': ['::1', '127.0.0.1'],
  'internal.test': ['10.0.0.5'],
  'metadata.test': ['169.254.169.254'],
  'v6metadata.test': ['fd00:ec2::254'],
  'mapped.test': ['::ffff:192.168.0.1'],
  'mixed.test': ['93.184.215.14', '192.168.1.1'],
}
const lookup: HostLookup = async (hostname) => {
  const addresses = NAMES[hostname]
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
  return addresses.map((address) => ({ address, family: isIP(address) }))
}
/** Never answers (until the fetch gives up). */
const hangingLookup: HostLookup = () => new Promise(() => {})

const OG_HEAD = ogTags({
  title: 'A page',
  description: 'What the page is about',
  siteName: 'Example',
  image: 'https://site.test/cover.png',
})
const FILLER = `<!-- ${'x'.repeat(64 * 1024)} -->`

describe('fetchLinkPreview', () => {
  let server: PageServer
  let closedPort: number

  beforeAll(async () => {
    server = await startPageServer({
      '/og': page(htmlPage(OG_HEAD)),
      '/plain': page(htmlPage('<title>Plain &amp; simple</title><meta name="description" content="Just a page">')),
      '/xhtml': page(htmlPage('<title>XHTML</title>'), 'application/xhtml+xml'),
      '/twitter': page(htmlPage('<meta name="twitter:title" content="Tweeted"><title>Fallback</title>')),
      '/redirect': redirect('/og'),
      '/redirect-to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
      '/redirect-to-private-name': redirect('http://internal.test/admin'),
      '/redirect-to-file': redirect('file:///etc/passwd'),
      '/redirect-loop': redirect('/redirect-loop'),
      '/json': page('{"title":"not html"}', 'application/json'),
      '/no-type': (_request, response) => {
        response.writeHead(200)
        response.end(htmlPage('<title>untyped</title>'))
      },
      '/huge-head': page(`<html><head>${FILLER}<title>too late</title></head></html>`),
      '/og-then-huge': page(`<html><head>${OG_HEAD}${FILLER}${FILLER}</head><body></body></html>`),
      '/slow': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' })
        response.write('<html><head><title>never ends')
      },
      '/markup': page(
        htmlPage(
          ogTags({
            title: '&lt;script&gt;alert(1)&lt;/script&gt;Hello &lt;b&gt;world&lt;/b&gt;',
            description: '<img src=x onerror=alert(1)>Tom &amp;amp; Jerry \u202Eevil\u0007 <style>p{}</style>end',
            siteName: '  Lots   of\n\tspace  ',
          }),
        ),
      ),
      '/title-markup': page(htmlPage('<title>A &amp; B <script>alert(1)</script></title>')),
      '/long': page(htmlPage(ogTags({ title: 'é'.repeat(300), description: 'd'.repeat(600) }))),
      '/relative-image': page(htmlPage(ogTags({ title: 'Relative', image: '/cover.png' }))),
      '/private-image': page(htmlPage(ogTags({ title: 'Private', image: 'https://internal.test/cover.png' }))),
      '/gzip': page(gzipSync(htmlPage(ogTags({ title: 'Zipped' }))), 'text/html', { 'content-encoding': 'gzip' }),
      '/latin1': page(Buffer.from(htmlPage('<title>Caf\u00e9</title>'), 'latin1'), 'text/html; charset=iso-8859-1'),
      '/missing': (_request, response) => {
        response.writeHead(404, { 'content-type': 'text/html' })
        response.end('<title>Not found</title>')
      },
    })
    const closed = await startPageServer({})
    closedPort = closed.port
    await closed.close()
  })
  afterAll(() => server.close())

  /** Options letting the fetch reach the test server (loopback, its port) and resolve the test names. */
  const allowed = (extra: FetchPreviewOptions = {}): FetchPreviewOptions => ({
    lookup,
    testOnlyAllow: { addresses: ['127.0.0.1'], ports: [server.port] },
    ...extra,
  })
  const at = (path: string, host = '127.0.0.1') => `http://${host}:${server.port}${path}`

  /** The refusal code a fetch ends with (fails the test if it resolves). */
  async function refusal(url: string, options: FetchPreviewOptions): Promise<FetchErrorCode> {
    try {
      await fetchLinkPreview(url, options)
    } catch (error) {
      if (error instanceof PreviewRefused) return error.code
      throw error
    }
    throw new Error(`${url} was previewed`)
  }

  describe('through the test allow-list', () => {
    it('previews an Open Graph page', async () => {
      expect(await fetchLinkPreview(at('/og#fragment'), allowed())).toEqual({
        url: at('/og'),
        title: 'A page',
        description: 'What the page is about',
        siteName: 'Example',
        author: null,
        // https, and site.test resolves to an allowed address (the allow-list applies to images too).
        image: 'https://site.test/cover.png',
      })
    })

    it('connects to the vetted address and sends the link’s host as Host', async () => {
      const preview = await fetchLinkPreview(at('/og', 'site.test'), allowed())
      expect(preview.title).toBe('A page')
      expect(server.lastHost('/og')).toBe(`site.test:${server.port}`)
    })

    it('connects over IPv4 when a name has both kinds of address (each vetted)', async () => {
      const both = allowed({ testOnlyAllow: { addresses: ['127.0.0.1', '::1'], ports: [server.port] } })
      expect((await fetchLinkPreview(at('/og', 'dual.test'), both)).title).toBe('A page')
      expect(await refusal(at('/og', 'dual.test'), allowed())).toBe('blocked_address')
    })

    it('falls back to <title> and the meta description, and to Twitter tags before <title>', async () => {
      expect(await fetchLinkPreview(at('/plain'), allowed())).toMatchObject({
        title: 'Plain & simple',
        description: 'Just a page',
        siteName: null,
        image: null,
      })
      expect((await fetchLinkPreview(at('/twitter'), allowed())).title).toBe('Tweeted')
      expect((await fetchLinkPreview(at('/xhtml'), allowed())).title).toBe('XHTML')
    })

    it('follows a redirect within the limit, and refuses a loop', async () => {
      expect((await fetchLinkPreview(at('/redirect'), allowed())).title).toBe('A page')
      expect(await refusal(at('/redirect'), allowed({ maxRedirects: 0 }))).toBe('upstream_error')
      const before = server.requests('/redirect-loop')
      expect(await refusal(at('/redirect-loop'), allowed({ maxRedirects: 3 }))).toBe('upstream_error')
      expect(server.requests('/redirect-loop') - before).toBe(4)
    })

    it('returns markup in the tags as plain text, cleaned and cut', async () => {
      expect(await fetchLinkPreview(at('/markup'), allowed())).toMatchObject({
        title: 'Hello world',
        description: 'Tom &amp; Jerry evil end',
        siteName: 'Lots of space',
      })
      expect((await fetchLinkPreview(at('/title-markup'), allowed())).title).toBe('A & B')
      const long = await fetchLinkPreview(at('/long'), allowed())
      expect(Array.from(long.title ?? '')).toHaveLength(200)
      expect(long.title?.endsWith('é…')).toBe(true)
      expect(long.description).toHaveLength(500)
    })

    it('keeps only an https image whose host is allowed', async () => {
      expect((await fetchLinkPreview(at('/relative-image'), allowed())).image).toBeNull()
      expect((await fetchLinkPreview(at('/private-image'), allowed())).image).toBeNull()
    })

    it('reads gzip bodies and the declared charset', async () => {
      expect((await fetchLinkPreview(at('/gzip'), allowed())).title).toBe('Zipped')
      expect((await fetchLinkPreview(at('/latin1'), allowed())).title).toBe('Café')
    })

    it('stops reading at the byte limit: a preview when the tags came first, else too_large', async () => {
      expect((await fetchLinkPreview(at('/og-then-huge'), allowed({ maxBytes: 16 * 1024 }))).title).toBe('A page')
      expect(await refusal(at('/huge-head'), allowed({ maxBytes: 16 * 1024 }))).toBe('too_large')
    })

    it('gives up on a page that never ends, or a name that never resolves (timeout)', async () => {
      expect(await refusal(at('/slow'), allowed({ timeoutMs: 300 }))).toBe('timeout')
      expect(await refusal(at('/og', 'site.test'), allowed({ timeoutMs: 300, lookup: hangingLookup }))).toBe('timeout')
    })

    it('refuses what is not an HTML page', async () => {
      expect(await refusal(at('/json'), allowed())).toBe('not_html')
      expect(await refusal(at('/no-type'), allowed())).toBe('not_html')
    })

    it('reports a site that fails as upstream_error', async () => {
      expect(await refusal(at('/missing'), allowed())).toBe('upstream_error')
      expect(await refusal(at('/og', 'unknown.test'), allowed())).toBe('upstream_error')
      const closed = `http://127.0.0.1:${closedPort}/`
      expect(await refusal(closed, allowed({ testOnlyAllow: { addresses: ['127.0.0.1'], ports: [closedPort] } }))).toBe(
        'upstream_error',
      )
    })
  })

  it('over https, sends the link’s host as SNI to the vetted address and checks its certificate', async () => {
    const tlsServer = await startTlsServer()
    try {
      const options = allowed({ testOnlyAllow: { addresses: ['127.0.0.1'], ports: [tlsServer.port] } })
      // The test certificate is self-signed for site.test: nobody trusts it, so the fetch fails after the handshake
      // began with the right name.
      expect(await refusal(`https://site.test:${tlsServer.port}/`, options)).toBe('upstream_error')
      expect(tlsServer.serverNames).toEqual(['site.test'])
      // An IP literal is not a name: no SNI.
      expect(await refusal(`https://127.0.0.1:${tlsServer.port}/`, options)).toBe('upstream_error')
      expect({ connections: tlsServer.connections(), names: tlsServer.serverNames }).toEqual({
        connections: 2,
        names: ['site.test'],
      })
    } finally {
      await tlsServer.close()
    }
  })

  describe('SSRF refusals', () => {
    it('refuses the loopback test server without the address allow-list, before connecting', async () => {
      const before = server.requests('/og')
      const portOnly: FetchPreviewOptions = { lookup, testOnlyAllow: { addresses: [], ports: [server.port] } }
      expect(await refusal(at('/og'), portOnly)).toBe('blocked_address')
      expect(await refusal(at('/og', 'site.test'), portOnly)).toBe('blocked_address')
      expect(await refusal(at('/og', 'localhost'), { testOnlyAllow: portOnly.testOnlyAllow })).toBe('blocked_address')
      expect(server.requests('/og')).toBe(before)
    })

    it.each([
      'http://127.0.0.1/',
      'http://localhost/',
      'http://0x7f.1/',
      'http://2130706433/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://metadata.test/latest/meta-data/',
      'http://[fd00:ec2::254]/',
      'http://v6metadata.test/',
      'http://10.0.0.1/',
      'http://internal.test/',
      'http://mapped.test/',
      'http://mixed.test/',
      'http://100.64.0.1/',
      'http://0.0.0.0/',
      'https://[fe80::1]/',
    ])('refuses %s (no allow-list)', async (url) => {
      expect(await refusal(url, { lookup })).toBe('blocked_address')
    })

    it('refuses a redirect from an allowed server to a blocked address', async () => {
      expect(await refusal(at('/redirect-to-metadata'), allowed())).toBe('blocked_address')
      expect(await refusal(at('/redirect-to-private-name'), allowed())).toBe('blocked_address')
      expect(await refusal(at('/redirect-to-file'), allowed())).toBe('bad_url')
    })

    it.each([
      'ftp://example.com/file',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/html,<title>x</title>',
      'gopher://127.0.0.1:70/',
      'http://example.com:8080/',
      'http://example.com:443/',
      'https://example.com:80/',
      'http://user:secret@example.com/',
      'not a url',
      '/relative/path',
      `https://example.com/${'a'.repeat(2100)}`,
    ])('refuses %s as bad_url without resolving it', async (url) => {
      const resolved: string[] = []
      const recording: HostLookup = async (hostname) => {
        resolved.push(hostname)
        return lookup(hostname)
      }
      expect(await refusal(url, { lookup: recording })).toBe('bad_url')
      expect(resolved).toEqual([])
    })
  })
})
