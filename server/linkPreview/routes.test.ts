/** @jest-environment node */
import { isIP } from 'node:net'
import type { UploadStorage } from '../upload/arweaveStore'
import type { RunningUploadServer, UploadServerOptions } from '../upload/uploadServer'
import { startUploadServer } from '../upload/uploadServer'
import type { LinkPreviewErrorCode } from '../../protocol/linkPreview'
import type { HostLookup } from './resolveTarget'
import { LINK_PREVIEW_PATH } from '../../protocol/linkPreview'
import type { PageServer } from './test/pageServer'
import { htmlPage, ogTags, page, startPageServer } from './test/pageServer'

const SITE = 'https://site.example'
const lookup: HostLookup = async (hostname) => {
  const addresses = ({ 'internal.test': ['10.0.0.5'] } as Record<string, string[]>)[hostname] ?? []
  return addresses.map((address) => ({ address, family: isIP(address) }))
}

// GET /link-preview as the upload endpoint serves it (memory cache and limits; the Redis ones are in
// linkPreview.redis.test.ts), against a loopback page server let through by the test-only allow-list.
describe('GET /link-preview', () => {
  let pages: PageServer
  let server: RunningUploadServer | undefined

  beforeAll(async () => {
    pages = await startPageServer({
      '/og': page(htmlPage(ogTags({ title: 'A page', description: 'About it', siteName: 'Example' }))),
      '/slow': (_request, response) => {
        // Slow, so concurrent requests for it overlap the one fetch (or, on a busy machine, find it cached).
        setTimeout(() => page(htmlPage('<title>Slow</title>'))(_request, response), 200)
      },
      '/json': page('{}', 'application/json'),
    })
  })
  afterAll(() => pages.close())
  afterEach(async () => {
    await server?.close()
    server = undefined
  })

  async function start(overrides: Partial<UploadServerOptions> = {}): Promise<RunningUploadServer> {
    const storage: UploadStorage = { address: 'arweave-address', store: async () => 'unused' }
    server = await startUploadServer({
      allowedOrigins: [SITE],
      chainId: 84532,
      lookupName: async () => '',
      storage,
      linkPreviews: {
        limit: { limit: 100, windowMs: 60_000 },
        fetch: { lookup, testOnlyAllow: { addresses: ['127.0.0.1'], ports: [pages.port] } },
      },
      ...overrides,
    })
    return server
  }

  const preview = async (link: string | null, headers: Record<string, string> = {}) => {
    const query = link === null ? '' : `?url=${encodeURIComponent(link)}`
    const response = await fetch(`${server?.url}${LINK_PREVIEW_PATH}${query}`, { headers })
    const json = (await response.json()) as Record<string, unknown> & { error?: { code: LinkPreviewErrorCode } }
    return { status: response.status, json, code: json.error?.code, headers: response.headers }
  }

  it('answers the preview of a page, with CORS for the site', async () => {
    await start()
    const { status, json, headers } = await preview(`${pages.origin}/og`, { origin: SITE })
    expect({ status, json }).toEqual({
      status: 200,
      json: {
        url: `${pages.origin}/og`,
        title: 'A page',
        description: 'About it',
        siteName: 'Example',
        author: null,
        image: null,
      },
    })
    expect(headers.get('access-control-allow-origin')).toBe(SITE)
  })

  it('answers a cached preview, and a cached refusal, without fetching again', async () => {
    await start()
    const before = pages.requests('/og')
    for (let round = 0; round < 3; round += 1) expect((await preview(`${pages.origin}/og#${round}`)).status).toBe(200)
    expect(pages.requests('/og') - before).toBe(1)
    const refusedBefore = pages.requests('/json')
    for (let round = 0; round < 2; round += 1) expect((await preview(`${pages.origin}/json`)).code).toBe('not_html')
    expect(pages.requests('/json') - refusedBefore).toBe(1)
  })

  it('fetches a link once for concurrent requests', async () => {
    await start()
    const answers = await Promise.all([1, 2, 3].map(() => preview(`${pages.origin}/slow`)))
    expect(answers.map(({ json }) => json.title)).toEqual(['Slow', 'Slow', 'Slow'])
    expect(pages.requests('/slow')).toBe(1)
  })

  it('refuses with the endpoint’s error shape', async () => {
    await start()
    expect(await preview(null)).toMatchObject({ status: 400, code: 'bad_url' })
    expect(await preview('ftp://example.com/')).toMatchObject({ status: 400, code: 'bad_url' })
    expect(await preview('http://internal.test/')).toMatchObject({ status: 403, code: 'blocked_address' })
    const { json } = await preview('http://169.254.169.254/latest/meta-data/')
    expect(json).toEqual({ error: { code: 'blocked_address', message: expect.stringContaining('non-public') } })
    expect(await preview(`${pages.origin}/json`)).toMatchObject({ status: 422, code: 'not_html' })
    expect(await preview(`${pages.origin}/og`, { origin: 'https://evil.example' })).toMatchObject({
      status: 403,
      code: 'origin_not_allowed',
    })
  })

  it('refuses loopback pages when the allow-list is not given', async () => {
    await start({ linkPreviews: { fetch: { lookup, testOnlyAllow: { addresses: [], ports: [pages.port] } } } })
    expect(await preview(`${pages.origin}/og`)).toMatchObject({ status: 403, code: 'blocked_address' })
  })

  it('answers 429 with Retry-After past the per-IP limit', async () => {
    await start({
      linkPreviews: {
        limit: { limit: 2, windowMs: 60_000 },
        fetch: { lookup, testOnlyAllow: { addresses: ['127.0.0.1'], ports: [pages.port] } },
      },
    })
    expect((await preview(`${pages.origin}/og`)).status).toBe(200)
    expect((await preview(`${pages.origin}/og`)).status).toBe(200)
    const limited = await preview(`${pages.origin}/og`)
    expect({ status: limited.status, code: limited.code }).toEqual({ status: 429, code: 'rate_limited' })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('is not served unless turned on', async () => {
    await start({ linkPreviews: undefined })
    expect(await preview(`${pages.origin}/og`)).toMatchObject({ status: 404, code: 'not_found' })
  })
})
