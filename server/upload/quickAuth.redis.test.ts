/** @jest-environment node */
import type { UploadErrorCode } from '../../protocol/upload'
import type { UploadStorage } from './arweaveStore'
import { createQuickAuthVerifier } from './quickAuth'
import type { TestIssuer } from './test/quickAuthIssuer'
import { TEST_ISSUER, createTestIssuer } from './test/quickAuthIssuer'
import type { TestRedis } from './test/redisServer'
import { startTestRedis } from './test/redisServer'
import { sessionRequest } from './test/signIn'
import { holder, messageBody, nameless, signedRequest, stranger, TEST_CHAIN_ID } from './test/signedRequest'
import type { RunningUploadServer } from './uploadServer'
import { startUploadServer } from './uploadServer'

// Issue #16: inside a Farcaster mini app the site sends its Quick Auth token (a JWT of the Quick Auth server) as
// `Authorization: Bearer`; two endpoint instances on one real redis-server accept it for its lifetime, checked with
// jose against the issuer's keys (a test key here), with every other check of an upload kept.
jest.setTimeout(30_000)

const SITE = 'https://site.example'

describe('upload endpoint with Farcaster Quick Auth tokens (Redis, two instances)', () => {
  let redis: TestRedis
  let issuer: TestIssuer
  let instances: RunningUploadServer[] = []
  let stored: Buffer[] = []
  let clock = Date.now()
  let testNumber = 0

  beforeAll(async () => {
    redis = await startTestRedis()
    issuer = await createTestIssuer()
  })
  afterAll(async () => {
    await redis?.stop()
  })

  async function startInstance(prefix: string, quickAuthIssuer = TEST_ISSUER): Promise<RunningUploadServer> {
    const storage: UploadStorage = {
      address: 'arweave-address-of-the-endpoint',
      async store(data) {
        stored.push(data)
        return `tx${stored.length}`.padEnd(43, '_')
      },
    }
    return startUploadServer({
      allowedOrigins: [SITE],
      chainId: TEST_CHAIN_ID,
      lookupName: async (address) => (address === holder.address ? 'alice' : ''),
      storage,
      addressLimit: { limit: 3, windowMs: 60_000 },
      redisUrl: redis.url,
      redisKeyPrefix: prefix,
      now: () => clock,
      quickAuth: createQuickAuthVerifier({ issuer: quickAuthIssuer, jwks: issuer.jwks }),
    })
  }

  beforeEach(async () => {
    stored = []
    clock = Date.now()
    testNumber += 1
    const prefix = `quick${testNumber}:`
    instances = [await startInstance(prefix), await startInstance(prefix)]
  })
  afterEach(async () => {
    await Promise.all(instances.map((server) => server.close()))
  })

  const post = async (server: RunningUploadServer, request: RequestInit) => {
    const headers = new Headers(request.headers)
    headers.set('origin', SITE)
    const response = await fetch(server.url, { ...request, headers })
    const json = (await response.json()) as { url?: string; error?: { code: UploadErrorCode } }
    return { status: response.status, code: json.error?.code, url: json.url }
  }
  const first = () => instances[0] as RunningUploadServer
  const second = () => instances[1] as RunningUploadServer
  const token = (claims: Parameters<TestIssuer['issue']>[0] = {}) =>
    issuer.issue({ address: holder.address, aud: 'site.example', ...claims })

  it('accepts the token on every instance for its lifetime, no signature needed, the token’s address as author', async () => {
    const jwt = await token({ exp: Math.floor(clock / 1000) + 600 })
    expect(await post(first(), sessionRequest(jwt, messageBody(holder.address, 'one')))).toMatchObject({
      status: 201,
      url: expect.stringMatching(/^ar:\/\//),
    })
    expect((await post(second(), sessionRequest(jwt, messageBody(holder.address, 'two')))).status).toBe(201)
    // Still valid a second before it expires, refused once it has.
    clock += 599_000
    expect((await post(first(), sessionRequest(jwt, messageBody(holder.address, 'three')))).status).toBe(201)
    clock += 2_000
    expect(await post(second(), sessionRequest(jwt, messageBody(holder.address, 'late')))).toMatchObject({
      status: 401,
      code: 'bad_session',
    })
    expect(stored).toHaveLength(3)
  })

  it('keeps every other check: the body’s author, the name, the body rules, the per-address limit across instances', async () => {
    const jwt = await token()
    expect(await post(first(), sessionRequest(jwt, messageBody(stranger.address)))).toMatchObject({
      status: 403,
      code: 'author_mismatch',
    })
    expect(await post(first(), sessionRequest(jwt, Buffer.from('{"text":"no author"}')))).toMatchObject({
      status: 422,
      code: 'bad_message_body',
    })
    const namelessJwt = await token({ address: nameless.address })
    expect(await post(second(), sessionRequest(namelessJwt, messageBody(nameless.address)))).toMatchObject({
      status: 403,
      code: 'no_name',
    })
    // The refusals above counted for the holder (2 of 3); the limit is shared by both instances.
    expect((await post(second(), sessionRequest(jwt, messageBody(holder.address, 'a')))).status).toBe(201)
    expect(await post(first(), sessionRequest(jwt, messageBody(holder.address, 'b')))).toMatchObject({
      status: 429,
      code: 'rate_limited',
    })
    // Per-upload signatures of the same address count against the same limit.
    expect((await post(second(), await signedRequest({}))).code).toBe('rate_limited')
    expect(stored).toHaveLength(1)
  })

  it('refuses a token of another issuer, for another site, signed by another key, without an address, or tampered with', async () => {
    const body = () => messageBody(holder.address)
    const other = await createTestIssuer()
    const refused = [
      await token({ iss: 'https://evil.example' }),
      await token({ aud: 'evil.example' }),
      await other.issue({ address: holder.address, aud: 'site.example' }),
      await issuer.issue({ aud: 'site.example' }),
      (await token()).replace(/\.[\w-]+$/, '.AAAA'),
      `${(await token()).split('.').slice(0, 2).join('.')}.`,
    ]
    for (const jwt of refused) {
      const { status, code } = await post(first(), sessionRequest(jwt, body()))
      expect({ jwt, status, code }).toEqual({ jwt, status: 401, code: 'bad_session' })
    }
    expect(stored).toHaveLength(0)
  })

  it('answers 503 (fails closed) when the issuer’s keys cannot be fetched', async () => {
    // An issuer whose JWKS URL has nobody listening (the port of a closed instance).
    const closed = await startInstance('closed:')
    const deadIssuer = closed.url
    await closed.close()
    const remote = await startUploadServer({
      allowedOrigins: [SITE],
      chainId: TEST_CHAIN_ID,
      lookupName: async () => 'alice',
      storage: { address: 'a', store: async () => 'x'.repeat(43) },
      redisUrl: redis.url,
      redisKeyPrefix: `dead${testNumber}:`,
      quickAuth: createQuickAuthVerifier({ issuer: deadIssuer }),
    })
    try {
      const jwt = await token({ iss: deadIssuer })
      expect(await post(remote, sessionRequest(jwt, messageBody(holder.address)))).toMatchObject({
        status: 503,
        code: 'sign_in_unavailable',
      })
    } finally {
      await remote.close()
    }
  })
})
