/** @jest-environment node */
import type { UploadStorage } from '../upload/arweaveStore'
import type { TestRedis } from '../upload/test/redisServer'
import { startTestRedis } from '../upload/test/redisServer'
import type { RunningUploadServer } from '../upload/uploadServer'
import { startUploadServer } from '../upload/uploadServer'
import { LINK_PREVIEW_PATH } from '../../protocol/linkPreview'
import type { PageServer } from './test/pageServer'
import { htmlPage, ogTags, page, startPageServer } from './test/pageServer'

// Two endpoint instances on one real redis-server (as uploadServer.redis.test.ts): a preview fetched by one is
// answered from the cache by the other, and the per-IP limit counts requests on both.
jest.setTimeout(30_000)

describe('link previews with Redis (several instances)', () => {
  let redis: TestRedis
  let pages: PageServer
  let instances: RunningUploadServer[] = []
  let testNumber = 0

  beforeAll(async () => {
    redis = await startTestRedis()
    pages = await startPageServer({
      '/og': page(htmlPage(ogTags({ title: 'Shared', description: 'Cached once' }))),
      '/json': page('{}', 'application/json'),
    })
  })
  afterAll(async () => {
    await pages?.close()
    await redis?.stop()
  })

  beforeEach(async () => {
    testNumber += 1
    const storage: UploadStorage = { address: 'arweave-address', store: async () => 'unused' }
    const start = () =>
      startUploadServer({
        allowedOrigins: '*',
        chainId: 84532,
        lookupName: async () => '',
        storage,
        redisUrl: redis.url,
        // A fresh prefix per test: no cache or counts carried over.
        redisKeyPrefix: `preview${testNumber}:`,
        linkPreviews: {
          limit: { limit: 4, windowMs: 60_000 },
          fetch: { testOnlyAllow: { addresses: ['127.0.0.1'], ports: [pages.port] } },
        },
      })
    instances = [await start(), await start()]
  })
  afterEach(async () => {
    await Promise.all(instances.map((instance) => instance.close()))
  })

  const preview = async (instance: RunningUploadServer | undefined, link: string) => {
    const response = await fetch(`${instance?.url}${LINK_PREVIEW_PATH}?url=${encodeURIComponent(link)}`)
    const json = (await response.json()) as { title?: string; error?: { code: string } }
    return { status: response.status, title: json.title, code: json.error?.code }
  }

  it('answers on one instance from what the other fetched, previews and refusals alike', async () => {
    const before = { og: pages.requests('/og'), json: pages.requests('/json') }
    expect(await preview(instances[0], `${pages.origin}/og`)).toMatchObject({ status: 200, title: 'Shared' })
    expect(await preview(instances[1], `${pages.origin}/og`)).toMatchObject({ status: 200, title: 'Shared' })
    expect(await preview(instances[1], `${pages.origin}/json`)).toMatchObject({ status: 422, code: 'not_html' })
    expect(await preview(instances[0], `${pages.origin}/json`)).toMatchObject({ status: 422, code: 'not_html' })
    expect({ og: pages.requests('/og') - before.og, json: pages.requests('/json') - before.json }).toEqual({
      og: 1,
      json: 1,
    })
  })

  it('counts the per-IP preview limit across instances', async () => {
    for (const instance of [instances[0], instances[1], instances[0], instances[1]]) {
      expect((await preview(instance, `${pages.origin}/og`)).status).toBe(200)
    }
    expect(await preview(instances[0], `${pages.origin}/og`)).toMatchObject({ status: 429, code: 'rate_limited' })
  })

  it('fails closed with 503 while Redis is down', async () => {
    await redis.stop()
    try {
      expect(await preview(instances[0], `${pages.origin}/og`)).toMatchObject({
        status: 503,
        code: 'limits_unavailable',
      })
    } finally {
      await redis.start()
    }
  })
})
