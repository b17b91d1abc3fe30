/** @jest-environment node */
import { EventEmitter } from 'node:events'
import { Wallet } from 'ethers'
import type { UploadStorage } from '../../../server/upload/arweaveStore'
import type { TestRedis } from '../../../server/upload/test/redisServer'
import { startTestRedis } from '../../../server/upload/test/redisServer'
import type { RunningUploadServer } from '../../../server/upload/uploadServer'
import { startUploadServer } from '../../../server/upload/uploadServer'
import { UPLOAD_503_ATTEMPTS, UploadError, uploadToStorage } from './upload'

// The site's upload client against the real endpoint on a real redis-server (issue #35): the signed text names the
// site and the chain, and a 503 while Redis is away is tried again after the wait its Retry-After asks.
jest.setTimeout(30_000)

const CHAIN_ID = 84532
const wallet = Wallet.createRandom()

describe('upload client against the endpoint with Redis', () => {
  let redis: TestRedis
  let server: RunningUploadServer
  const lines = new EventEmitter()
  let stored = 0
  let testNumber = 0

  /** Resolves at the endpoint's next log line that matches (subscribe before causing it). */
  const nextLine = (pattern: RegExp) =>
    new Promise<void>((resolve) => {
      const onLine = (line: string) => {
        if (!pattern.test(line)) return
        lines.off('line', onLine)
        resolve()
      }
      lines.on('line', onLine)
    })

  beforeAll(async () => {
    redis = await startTestRedis()
  })
  afterAll(async () => {
    await redis?.stop()
  })
  beforeEach(async () => {
    testNumber += 1
    const storage: UploadStorage = {
      address: 'arweave-address-of-the-endpoint',
      async store() {
        stored += 1
        return `tx${stored}`.padEnd(43, '_')
      },
    }
    server = await startUploadServer({
      allowedOrigins: ['https://site.example'],
      chainId: CHAIN_ID,
      lookupName: async (address) => (address === wallet.address ? 'alice' : ''),
      storage,
      redisUrl: redis.url,
      redisKeyPrefix: `client${testNumber}:`,
      log: (line) => lines.emit('line', line),
    })
  })
  afterEach(() => server.close())

  const body = (text: string) =>
    new TextEncoder().encode(JSON.stringify({ author: wallet.address, text, timestamp: Date.now() }))
  const upload = (overrides: Partial<Parameters<typeof uploadToStorage>[0]> = {}) =>
    uploadToStorage({
      uploadUrl: server.url,
      signer: wallet,
      chainId: CHAIN_ID,
      domain: 'site.example',
      data: body('gm'),
      contentType: 'application/json',
      ...overrides,
    })

  it('signs the site and the chain, which the endpoint checks', async () => {
    await expect(upload()).resolves.toMatch(/^ar:\/\//)
    await expect(upload({ chainId: 1 })).rejects.toMatchObject({
      code: 'wrong_chain',
      status: 403,
      message: `The signature is for chain 1, but this site runs on chain ${CHAIN_ID}. Reload the page and try again.`,
    })
    await expect(upload({ domain: 'evil.example' })).rejects.toMatchObject({ code: 'wrong_site', status: 403 })
  })

  it('tries a 503 again after the Retry-After wait, and succeeds once Redis is back', async () => {
    const closed = nextLine(/^redis connection closed$/)
    await redis.stop()
    await closed
    const waits: number[] = []
    const url = await upload({
      // The wait is where Redis comes back: the retry then finds it answering.
      wait: async (ms) => {
        waits.push(ms)
        const ready = nextLine(/^redis ready$/)
        await redis.start()
        await ready
      },
    })
    expect(url).toMatch(/^ar:\/\//)
    // The endpoint's Retry-After is 5 s; one retry was enough, with the same signature (released, not replayed).
    expect(waits).toEqual([5000])
  })

  it(`gives up after ${UPLOAD_503_ATTEMPTS} tries while Redis stays away, with the endpoint's message`, async () => {
    const closed = nextLine(/^redis connection closed$/)
    await redis.stop()
    await closed
    const waits: number[] = []
    try {
      const failure = await upload({ wait: async (ms) => void waits.push(ms) }).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(UploadError)
      expect(failure).toMatchObject({ code: 'limits_unavailable', status: 503 })
      expect(waits).toEqual([5000, 5000])
    } finally {
      const ready = nextLine(/^redis ready$/)
      await redis.start()
      await ready
    }
  })
})
