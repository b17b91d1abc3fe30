/** @jest-environment node */
import { isIP } from 'node:net'
import type { FetchPreviewOptions } from './fetchPreview'
import { fetchLinkPreview } from './fetchPreview'
import type { HostLookup } from './resolveTarget'
import type { PageServer } from './test/pageServer'
import { htmlPage, ogTags, page, redirect, startPageServer } from './test/pageServer'

// oEmbed discovery through fetchLinkPreview, against a loopback page server reached through the test-only allow-list
// (127.0.0.1 and the server's port), as in fetchPreview.test.ts. Names resolve through an injected lookup.

const NAMES: Record<string, readonly string[]> = {
  'site.test': ['127.0.0.1'],
  // The page server's own address, and ::1, which the allow-list leaves out: a name that must be refused.
  'dual.test': ['127.0.0.1', '::1'],
  'internal.test': ['10.0.0.5'],
}
const lookup: HostLookup = async (hostname) => {
  const addresses = NAMES[hostname]
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
  return addresses.map((address) => ({ address, family: isIP(address) }))
}

/** A discovery link to `href`. */
const discovery = (href: string) => `<link rel="alternate" type="application/json+oembed" href="${href}">`

const OEMBED = {
  version: '1.0',
  type: 'video',
  title: 'The oEmbed title',
  author_name: 'Ann Author',
  provider_name: 'Provider',
  thumbnail_url: 'https://site.test/thumb.jpg',
  html: '<iframe src="https://evil.example/"></iframe><script>alert(1)</script>',
}
const json = (body: unknown, type = 'application/json') => page(JSON.stringify(body), type)

describe('fetchLinkPreview with oEmbed discovery (issue #38)', () => {
  let server: PageServer

  beforeAll(async () => {
    const onServer = (path: string, host: string) => `http://${host}:${port()}${path}`
    server = await startPageServer({
      // Open Graph gives title and description only: oEmbed fills the site, the author and the image.
      '/og-partial': (request, response) =>
        page(
          htmlPage(
            ogTags({ title: 'The page title', description: 'What it is about' }) +
              discovery(onServer('/oembed.json', 'site.test')),
          ),
        )(request, response),
      // Everything in Open Graph: oEmbed adds only the author.
      '/og-full': page(
        htmlPage(
          ogTags({ title: 'OG title', siteName: 'OG site', image: 'https://site.test/og.png' }) +
            '<title>Document title</title>' +
            discovery('/oembed.json'),
        ),
      ),
      // No card tags: the oEmbed title comes before <title>, its provider before application-name.
      '/title-only': page(
        htmlPage(
          '<title>Document title</title><meta name="application-name" content="App">' + discovery('/oembed.json'),
        ),
      ),
      '/oembed.json': json(OEMBED),
      '/oembed-type.json': json(OEMBED, 'application/json+oembed; charset=utf-8'),
      '/to-oembed-type': page(htmlPage('<title>Typed</title>' + discovery('/oembed-type.json'))),
      // Refused discovery targets.
      '/to-dual': (request, response) =>
        page(htmlPage('<title>Dual</title>' + discovery(onServer('/oembed.json', 'dual.test'))))(request, response),
      '/to-internal': page(htmlPage('<title>Internal</title>' + discovery('http://internal.test/oembed'))),
      '/to-metadata': page(htmlPage('<title>Metadata</title>' + discovery('http://169.254.169.254/oembed'))),
      '/to-redirect': page(htmlPage('<title>Redirected</title>' + discovery('/oembed-redirect'))),
      '/oembed-redirect': redirect('http://169.254.169.254/latest/meta-data/'),
      '/to-file': page(htmlPage('<title>File</title>' + discovery('file:///etc/passwd'))),
      // Answers that are not JSON, or too large.
      '/to-html': page(htmlPage('<title>Not JSON</title>' + discovery('/oembed-html'))),
      '/oembed-html': page(`<html><head><title>x</title></head><body>${JSON.stringify(OEMBED)}</body></html>`),
      '/to-text': page(htmlPage('<title>Text</title>' + discovery('/oembed-text'))),
      '/oembed-text': json(OEMBED, 'text/plain'),
      '/to-huge': page(htmlPage('<title>Huge</title>' + discovery('/oembed-huge.json'))),
      // With its Content-Length: refused before reading.
      '/oembed-huge.json': (request, response) => {
        const body = JSON.stringify({ ...OEMBED, padding: 'x'.repeat(32 * 1024) })
        page(body, 'application/json', { 'content-length': String(Buffer.byteLength(body)) })(request, response)
      },
      '/to-huge-stream': page(htmlPage('<title>Huge stream</title>' + discovery('/oembed-huge-stream.json'))),
      '/oembed-huge-stream.json': (_request, response) => {
        // No Content-Length: the limit must hold while reading.
        response.writeHead(200, { 'content-type': 'application/json' })
        response.write(`{"title":"Streamed","padding":"`)
        for (let i = 0; i < 32; i += 1) response.write('x'.repeat(1024))
        response.end('"}')
      },
      // Markup and controls in the JSON's fields.
      '/to-markup': page(htmlPage('<title>Markup</title>' + discovery('/oembed-markup.json'))),
      '/oembed-markup.json': json({
        title: '<script>alert(1)</script><b>Bold</b> move',
        author_name: '<img src=x onerror="alert(1)">Ann &amp; Bob',
        provider_name: '\u202EProvider\u0007',
        thumbnail_url: 'javascript:alert(1)',
        html: '<script>alert(1)</script>',
      }),
      // Thumbnails vetted like og:image.
      '/to-private-thumb': page(htmlPage('<title>Thumb</title>' + discovery('/oembed-private-thumb.json'))),
      '/oembed-private-thumb.json': json({ ...OEMBED, thumbnail_url: 'https://internal.test/t.png' }),
      '/to-http-thumb': page(htmlPage('<title>Thumb</title>' + discovery('/oembed-http-thumb.json'))),
      '/oembed-http-thumb.json': json({ ...OEMBED, thumbnail_url: 'http://site.test/t.png' }),
    })
  })
  afterAll(() => server.close())

  const port = () => server.port
  const allowed = (extra: FetchPreviewOptions = {}): FetchPreviewOptions => ({
    lookup,
    testOnlyAllow: { addresses: ['127.0.0.1'], ports: [server.port] },
    ...extra,
  })
  const at = (path: string) => `http://127.0.0.1:${server.port}${path}`

  /** Fetches `path`'s preview and how many requests reached `oembedPath` meanwhile. */
  async function previewCounting(path: string, oembedPath: string, extra: FetchPreviewOptions = {}) {
    const before = server.requests(oembedPath)
    const preview = await fetchLinkPreview(at(path), allowed(extra))
    return { preview, oembedRequests: server.requests(oembedPath) - before }
  }

  it('fills what Open Graph lacks from the discovered oEmbed JSON, and never uses its html', async () => {
    const { preview, oembedRequests } = await previewCounting('/og-partial', '/oembed.json')
    expect(preview).toEqual({
      url: at('/og-partial'),
      title: 'The page title',
      description: 'What it is about',
      siteName: 'Provider',
      author: 'Ann Author',
      image: 'https://site.test/thumb.jpg',
    })
    expect(oembedRequests).toBe(1)
    expect(JSON.stringify(preview)).not.toMatch(/iframe|<script|alert|evil/)
  })

  it('lets Open Graph win where both have a field', async () => {
    expect(await fetchLinkPreview(at('/og-full'), allowed())).toMatchObject({
      title: 'OG title',
      siteName: 'OG site',
      author: 'Ann Author',
      image: 'https://site.test/og.png',
    })
  })

  it('puts oEmbed before the plain-HTML fallbacks, and takes the discovery type as JSON too', async () => {
    expect(await fetchLinkPreview(at('/title-only'), allowed())).toMatchObject({
      title: 'The oEmbed title',
      siteName: 'Provider',
    })
    expect((await fetchLinkPreview(at('/to-oembed-type'), allowed())).author).toBe('Ann Author')
  })

  it('refuses a discovery link to a non-public address, before connecting, and keeps the page’s preview', async () => {
    // dual.test resolves to the page server itself and to ::1: every address must pass, so nothing is asked.
    const dual = await previewCounting('/to-dual', '/oembed.json')
    expect(dual).toEqual({
      preview: expect.objectContaining({ title: 'Dual', siteName: null, author: null, image: null }),
      oembedRequests: 0,
    })
    for (const path of ['/to-internal', '/to-metadata', '/to-file']) {
      expect(await fetchLinkPreview(at(path), allowed())).toMatchObject({ author: null, siteName: null, image: null })
    }
  })

  it('refuses an oEmbed redirect to a non-public address', async () => {
    const { preview, oembedRequests } = await previewCounting('/to-redirect', '/oembed-redirect')
    expect(oembedRequests).toBe(1)
    expect(preview).toMatchObject({ title: 'Redirected', author: null, siteName: null })
  })

  it('ignores an answer that is not JSON by its Content-Type', async () => {
    const html = await previewCounting('/to-html', '/oembed-html')
    expect(html.oembedRequests).toBe(1)
    expect(html.preview).toMatchObject({ title: 'Not JSON', author: null, siteName: null, image: null })
    expect(await fetchLinkPreview(at('/to-text'), allowed())).toMatchObject({ title: 'Text', author: null })
  })

  it('refuses an oEmbed answer larger than the byte limit, by its length or while reading', async () => {
    const options = { maxBytes: 16 * 1024 }
    expect(await fetchLinkPreview(at('/to-huge'), allowed(options))).toMatchObject({ title: 'Huge', author: null })
    expect(await fetchLinkPreview(at('/to-huge-stream'), allowed(options))).toMatchObject({
      title: 'Huge stream',
      author: null,
    })
    // The same answers within a larger limit are read.
    const roomy = { maxBytes: 64 * 1024 }
    expect((await fetchLinkPreview(at('/to-huge'), allowed(roomy))).author).toBe('Ann Author')
    expect((await fetchLinkPreview(at('/to-huge-stream'), allowed(roomy))).title).toBe('Streamed')
  })

  it('keeps markup in the fields as plain text, and drops a thumbnail that is not https', async () => {
    expect(await fetchLinkPreview(at('/to-markup'), allowed())).toMatchObject({
      title: 'Bold move',
      author: 'Ann &amp; Bob',
      siteName: 'Provider',
      image: null,
    })
  })

  it('vets the thumbnail like og:image', async () => {
    expect((await fetchLinkPreview(at('/to-private-thumb'), allowed())).image).toBeNull()
    expect((await fetchLinkPreview(at('/to-http-thumb'), allowed())).image).toBeNull()
  })
})
