/** @jest-environment node */
import { getAddress } from 'ethers'
import { DEVNET_APP_KEY, signDevnetWebhookEvent } from '../../devnet/farcasterAppKey'
import type { UploadStorage } from '../upload/arweaveStore'
import { createQuickAuthVerifier } from '../upload/quickAuth'
import type { TestIssuer } from '../upload/test/quickAuthIssuer'
import { TEST_ISSUER, createTestIssuer } from '../upload/test/quickAuthIssuer'
import type { RunningUploadServer } from '../upload/uploadServer'
import { startUploadServer } from '../upload/uploadServer'
import type { NotifyStore } from './store'
import { createMemoryNotifyStore } from './store'
import type { TestAppKey } from './test/signedEvent'
import { enabledEvent, signedEvent, testAppKey } from './test/signedEvent'
import type { VerifyAppKey } from './webhook'
import { LINK_PATH, SENDER_STATUS_PATH, WEBHOOK_PATH, createLocalKeyRegistry, parseLocalAppKeys } from './webhook'

const CLIENT_URL = 'https://client.example/v1/notifications'

// The webhook as the upload endpoint serves it (one Fastify app), with a local key registry for the app-key check.
describe('Farcaster webhook', () => {
  let server: RunningUploadServer
  let store: NotifyStore
  let alice: TestAppKey
  let verifyAppKey: VerifyAppKey
  let issuer: TestIssuer

  beforeAll(async () => {
    issuer = await createTestIssuer()
  })

  beforeEach(async () => {
    alice = testAppKey(1001)
    store = createMemoryNotifyStore()
    verifyAppKey = createLocalKeyRegistry([alice.registered])
    const storage: UploadStorage = { address: 'arweave-address', store: async () => 'unused' }
    server = await startUploadServer({
      allowedOrigins: ['https://site.example'],
      chainId: 84532,
      lookupName: async () => '',
      storage,
      quickAuth: createQuickAuthVerifier({ issuer: TEST_ISSUER, jwks: issuer.jwks }),
      notify: { store, verifyAppKey: (fid, key) => verifyAppKey(fid, key) },
    })
  })
  afterEach(() => server.close())

  const send = async (body: unknown) => {
    const response = await fetch(`${server.url}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    const json = (await response.json()) as { ok?: boolean; error?: { code: string; message: string } }
    return { status: response.status, code: json.error?.code, json, retryAfter: response.headers.get('retry-after') }
  }

  it('stores the token of a valid notifications_enabled event', async () => {
    const { status, json } = await send(signedEvent(alice, enabledEvent('token-a', CLIENT_URL)))
    expect({ status, json }).toEqual({ status: 200, json: { ok: true, event: 'notifications_enabled' } })
    expect(await store.subscriptions()).toEqual([
      { fid: 1001, token: 'token-a', url: CLIENT_URL, enabledAt: expect.any(Number), address: undefined },
    ])
  })

  it('stores the details of miniapp_added and removes them on notifications_disabled and miniapp_removed', async () => {
    const added = { event: 'miniapp_added', notificationDetails: { token: 'token-b', url: CLIENT_URL } }
    expect((await send(signedEvent(alice, added))).status).toBe(200)
    expect((await store.subscriptions()).map((entry) => entry.token)).toEqual(['token-b'])
    expect((await send(signedEvent(alice, { event: 'notifications_disabled' }))).status).toBe(200)
    expect(await store.subscriptions()).toEqual([])
    expect((await send(signedEvent(alice, enabledEvent('token-c', CLIENT_URL)))).status).toBe(200)
    expect((await send(signedEvent(alice, { event: 'miniapp_removed' }))).status).toBe(200)
    expect(await store.subscriptions()).toEqual([])
  })

  it('refuses an unsigned event', async () => {
    const signed = signedEvent(alice, enabledEvent('token-a', CLIENT_URL))
    expect(await send({ header: signed.header, payload: signed.payload })).toMatchObject({
      status: 401,
      code: 'unsigned_event',
    })
    expect(await store.subscriptions()).toEqual([])
  })

  it('refuses a forged signature: another key, or a payload changed after signing', async () => {
    const mallory = testAppKey(1001)
    const byStranger = signedEvent(mallory, enabledEvent('token-m', 'https://evil.example/'))
    // Mallory's key signs validly but is not an app key of fid 1001.
    expect(await send(byStranger)).toMatchObject({ status: 403, code: 'unknown_app_key' })
    const genuine = signedEvent(alice, enabledEvent('token-a', CLIENT_URL))
    const swapped = signedEvent(alice, enabledEvent('token-m', 'https://evil.example/'))
    expect(await send({ ...genuine, payload: swapped.payload })).toMatchObject({ status: 401, code: 'bad_signature' })
    expect(await send({ ...genuine, signature: byStranger.signature })).toMatchObject({
      status: 401,
      code: 'bad_signature',
    })
    expect(await store.subscriptions()).toEqual([])
  })

  it('refuses the same signed event twice', async () => {
    const event = signedEvent(alice, enabledEvent('token-a', CLIENT_URL))
    expect((await send(event)).status).toBe(200)
    await store.disable(1001)
    expect(await send(event)).toMatchObject({ status: 409, code: 'replayed_event' })
    expect(await store.subscriptions()).toEqual([])
  })

  it('accepts an identical disable again only once notifications were enabled in between', async () => {
    // Ed25519 is deterministic: both of a user's disables carry the same signature.
    const disable = signedEvent(alice, { event: 'notifications_disabled' })
    expect((await send(signedEvent(alice, enabledEvent('token-1', CLIENT_URL)))).status).toBe(200)
    expect((await send(disable)).status).toBe(200)
    expect(await send(disable)).toMatchObject({ status: 409, code: 'replayed_event' })
    expect((await send(signedEvent(alice, enabledEvent('token-2', CLIENT_URL)))).status).toBe(200)
    expect((await send(disable)).status).toBe(200)
    expect(await store.subscriptions()).toEqual([])
  })

  it('accepts events signed with the committed devnet app key by the devnet registry', async () => {
    verifyAppKey = createLocalKeyRegistry([DEVNET_APP_KEY])
    const { status } = await send(signDevnetWebhookEvent(enabledEvent('token-devnet', CLIENT_URL)))
    expect(status).toBe(200)
    expect((await store.subscriptions())[0]).toMatchObject({ fid: DEVNET_APP_KEY.fid, token: 'token-devnet' })
  })

  it('refuses malformed events with 400', async () => {
    const valid = signedEvent(alice, enabledEvent('token-a', CLIENT_URL))
    const cases: [string, unknown][] = [
      ['not JSON', 'not json'],
      ['a JSON array', '[1,2]'],
      ['a JSON string', '"text"'],
      ['no header or payload', { signature: valid.signature }],
      ['a header that is not JSON', { ...valid, header: Buffer.from('not json').toString('base64url') }],
      ['details missing', signedEvent(alice, { event: 'notifications_enabled' })],
      ['an unknown event', signedEvent(alice, { event: 'something_else' })],
      ['a signed payload that is not JSON', signedEvent(alice, '{')],
    ]
    for (const [label, body] of cases) {
      const { status, code } = await send(body)
      expect({ label, status, code }).toEqual({ label, status: 400, code: 'malformed_event' })
    }
    expect(await store.subscriptions()).toEqual([])
  })

  it('answers 503 with Retry-After when the app key cannot be checked, and accepts the event later', async () => {
    verifyAppKey = async () => {
      throw new Error('hub down')
    }
    const event = signedEvent(alice, enabledEvent('token-a', CLIENT_URL))
    expect(await send(event)).toMatchObject({ status: 503, code: 'verification_unavailable', retryAfter: '5' })
    verifyAppKey = createLocalKeyRegistry([alice.registered])
    expect((await send(event)).status).toBe(200)
  })
})

describe('Farcaster link route', () => {
  let server: RunningUploadServer
  let store: NotifyStore
  let issuer: TestIssuer

  beforeEach(async () => {
    issuer = await createTestIssuer()
    store = createMemoryNotifyStore()
    server = await startUploadServer({
      allowedOrigins: ['https://site.example'],
      chainId: 84532,
      lookupName: async () => '',
      storage: { address: 'arweave-address', store: async () => 'unused' },
      quickAuth: createQuickAuthVerifier({ issuer: TEST_ISSUER, jwks: issuer.jwks }),
      notify: { store, verifyAppKey: createLocalKeyRegistry([]) },
    })
  })
  afterEach(() => server.close())

  const link = (authorization?: string) =>
    fetch(`${server.url}${LINK_PATH}`, {
      method: 'POST',
      headers: { origin: 'https://site.example', ...(authorization && { authorization }) },
    }).then((response) => response.status)

  it('links the Quick Auth token fid to its address, so the sender knows whose inbox to read', async () => {
    const address = '0x00000000000000000000000000000000000000aa'
    await store.enable(77, 'token', CLIENT_URL, 0)
    expect(await link(`Bearer ${await issuer.issue({ fid: 77, address })}`)).toBe(204)
    expect((await store.subscriptions())[0]?.address).toBe(getAddress(address))
  })

  it('refuses a missing, forged or foreign token with 401', async () => {
    const stranger = await createTestIssuer()
    const address = '0x00000000000000000000000000000000000000aa'
    expect(await link()).toBe(401)
    expect(await link(`Bearer ${await stranger.issue({ fid: 77, address })}`)).toBe(401)
    expect(await link(`Bearer ${await issuer.issue({ fid: 77, address, aud: 'evil.example' })}`)).toBe(401)
    await store.enable(77, 'token', CLIENT_URL, 0)
    expect((await store.subscriptions())[0]?.address).toBeUndefined()
  })
})

describe('sender status route', () => {
  const start = (senderRounds?: () => number) =>
    startUploadServer({
      allowedOrigins: ['https://site.example'],
      chainId: 84532,
      lookupName: async () => '',
      storage: { address: 'arweave-address', store: async () => 'unused' },
      notify: { store: createMemoryNotifyStore(), verifyAppKey: createLocalKeyRegistry([]), senderRounds },
    })

  it("answers the sender's finished rounds as they are now", async () => {
    let rounds = 0
    const server = await start(() => rounds)
    try {
      const read = async () => (await fetch(`${server.url}${SENDER_STATUS_PATH}`)).json()
      expect(await read()).toEqual({ rounds: 0 })
      rounds = 3
      expect(await read()).toEqual({ rounds: 3 })
    } finally {
      await server.close()
    }
  })

  it('is not served without a round count (production)', async () => {
    const server = await start()
    try {
      expect((await fetch(`${server.url}${SENDER_STATUS_PATH}`)).status).toBe(404)
    } finally {
      await server.close()
    }
  })
})

describe('parseLocalAppKeys', () => {
  it('reads fid:appKey:appFid entries and refuses anything else', () => {
    const key = `0x${'ab'.repeat(32)}`
    expect(parseLocalAppKeys(` 1:${key}:9 ,2:${key}:9`)).toEqual([
      { fid: 1, appKey: key, appFid: 9 },
      { fid: 2, appKey: key, appFid: 9 },
    ])
    expect(() => parseLocalAppKeys('1:0x12:9')).toThrow(/FARCASTER_APP_KEYS/)
  })
})
