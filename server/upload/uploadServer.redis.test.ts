/** @jest-environment node */
import { EventEmitter } from 'node:events'
import type { UploadErrorCode } from '../../protocol/upload'
import type { UploadStorage } from './arweaveStore'
import type { TestRedis } from './test/redisServer'
import { startTestRedis } from './test/redisServer'
import { fetchNonce, revoke, sessionRequest, signIn } from './test/signIn'
import { holder, messageBody, signedRequest, TEST_CHAIN_ID } from './test/signedRequest'
import type { RunningUploadServer } from './uploadServer'
import { startUploadServer } from './uploadServer'

// Two endpoint instances share one real redis-server (Debian's package; .ci/run installs it): a signature used on
// one is refused by the other, limits count across both, and Redis going away fails closed with a 503 until it is back.
jest.setTimeout(30_000)

interface Instance {
  server: RunningUploadServer
  /** Emits 'line' for every log line of this instance. */
  lines: EventEmitter
}

describe('upload endpoint with Redis (several instances)', () => {
  let redis: TestRedis
  let instances: Instance[] = []
  let stored: Buffer[] = []
  let testNumber = 0

  beforeAll(async () => {
    redis = await startTestRedis()
  })
  afterAll(async () => {
    await redis?.stop()
  })

  async function startInstance(keyPrefix: string): Promise<Instance> {
    const storage: UploadStorage = {
      address: 'arweave-address-of-the-endpoint',
      async store(data) {
        stored.push(data)
        return `tx${stored.length}`.padEnd(43, '_')
      },
    }
    const lines = new EventEmitter()
    const server = await startUploadServer({
      allowedOrigins: '*',
      chainId: TEST_CHAIN_ID,
      lookupName: async (address) => (address === holder.address ? 'alice' : ''),
      storage,
      addressLimit: { limit: 3, windowMs: 60_000 },
      ipLimit: { limit: 6, windowMs: 60_000 },
      redisUrl: redis.url,
      redisKeyPrefix: keyPrefix,
      log: (line) => lines.emit('line', line),
    })
    return { server, lines }
  }

  /** Resolves at the next log line of `instance` that matches (subscribe before causing it). */
  const nextLine = (instance: Instance, pattern: RegExp) =>
    new Promise<string>((resolve) => {
      const onLine = (line: string) => {
        if (!pattern.test(line)) return
        instance.lines.off('line', onLine)
        resolve(line)
      }
      instance.lines.on('line', onLine)
    })

  beforeEach(async () => {
    stored = []
    testNumber += 1
    // A fresh key prefix per test: the same Redis, but no counts carried over from the previous test.
    const prefix = `test${testNumber}:`
    instances = [await startInstance(prefix), await startInstance(prefix)]
  })
  afterEach(async () => {
    await Promise.all(instances.map(({ server }) => server.close()))
  })

  const post = async (instance: Instance, request: RequestInit) => {
    const response = await fetch(instance.server.url, request)
    const json = (await response.json()) as { error?: { code: UploadErrorCode } }
    return { status: response.status, code: json.error?.code, retryAfter: response.headers.get('retry-after') }
  }
  const first = () => instances[0] as Instance
  const second = () => instances[1] as Instance

  it('refuses on one instance a signature already used on the other', async () => {
    const request = await signedRequest({})
    expect((await post(first(), request)).status).toBe(201)
    const replay = await post(second(), request)
    expect({ status: replay.status, code: replay.code }).toEqual({ status: 409, code: 'replayed_signature' })
    expect(stored).toHaveLength(1)
  })

  it('counts the per-address limit across instances', async () => {
    const upload = (instance: Instance, text: string) =>
      signedRequest({ body: messageBody(holder.address, text) }).then((request) => post(instance, request))
    expect((await upload(first(), 'one')).status).toBe(201)
    expect((await upload(second(), 'two')).status).toBe(201)
    expect((await upload(first(), 'three')).status).toBe(201)
    const limited = await upload(second(), 'four')
    expect({ status: limited.status, code: limited.code }).toEqual({ status: 429, code: 'rate_limited' })
    expect(Number(limited.retryAfter)).toBeGreaterThan(0)
    expect(stored).toHaveLength(3)
  })

  it('shares sign-in nonces and upload sessions across instances (issue #16)', async () => {
    const nonce = await fetchNonce(first().server.url)
    const { status, json } = await signIn(second().server.url, holder, { nonce })
    expect(status).toBe(201)
    const token = json.token ?? ''
    expect((await post(first(), sessionRequest(token, messageBody(holder.address, 'a')))).status).toBe(201)
    expect((await post(second(), sessionRequest(token, messageBody(holder.address, 'b')))).status).toBe(201)
    // The nonce was spent on the second instance: the first refuses it too.
    expect((await signIn(first().server.url, holder, { nonce })).json.error?.code).toBe('bad_sign_in')
  })

  it('ends a session on every instance when the site revokes it on one (wallet disconnect, issue #35)', async () => {
    const { json } = await signIn(first().server.url, holder)
    const token = json.token ?? ''
    expect((await post(second(), sessionRequest(token, messageBody(holder.address, 'a')))).status).toBe(201)
    expect((await revoke(second().server.url, token)).status).toBe(204)
    for (const instance of [first(), second()]) {
      const refused = await post(instance, sessionRequest(token, messageBody(holder.address, 'b')))
      expect({ status: refused.status, code: refused.code }).toEqual({ status: 401, code: 'bad_session' })
    }
  })

  it('refuses a sign-in for another chain (issue #35)', async () => {
    const { status, json } = await signIn(first().server.url, holder, { chainId: 1 })
    expect({ status, code: json.error?.code }).toEqual({ status: 403, code: 'wrong_chain' })
  })

  it('counts the per-IP limit across instances', async () => {
    // Refused requests count too (limit 6): three on each instance, then the seventh is limited on either.
    const bad = { headers: { 'x-upload-signature': '0x12' } }
    for (const instance of [first(), second(), first(), second(), first(), second()])
      expect((await post(instance, await signedRequest(bad))).code).toBe('bad_signature')
    expect((await post(first(), await signedRequest({}))).code).toBe('rate_limited')
  })

  it('fails closed with 503 while Redis is down, and recovers by itself when it is back', async () => {
    const closed = Promise.all(instances.map((instance) => nextLine(instance, /^redis connection closed$/)))
    await redis.stop()
    await closed
    for (const instance of instances) {
      const refused = await post(instance, await signedRequest({}))
      expect({ status: refused.status, code: refused.code }).toEqual({ status: 503, code: 'limits_unavailable' })
      expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    }
    expect(stored).toHaveLength(0)

    const ready = Promise.all(instances.map((instance) => nextLine(instance, /^redis ready$/)))
    await redis.start()
    await ready
    const request = await signedRequest({})
    expect((await post(second(), request)).status).toBe(201)
    expect((await post(first(), request)).code).toBe('replayed_signature')
  })
})
