/** @jest-environment node */
import type { TestRedis } from '../upload/test/redisServer'
import { startTestRedis } from '../upload/test/redisServer'
import type { RunningUploadServer } from '../upload/uploadServer'
import { startUploadServer } from '../upload/uploadServer'
import type { InboxItem } from './payload'
import { createNotificationSender } from './sender'
import type { NotifyStore } from './store'
import { createRedisNotifyStore } from './store'
import type { TestNotificationClient } from './test/notificationClient'
import { startTestNotificationClient } from './test/notificationClient'
import { enabledEvent, signedEvent, testAppKey } from './test/signedEvent'
import { WEBHOOK_PATH, createLocalKeyRegistry } from './webhook'

// Two instances of the endpoint (webhook and sender) share one real redis-server (Debian's package; .ci/run installs
// it): a token stored through one is sent by either, a signed event accepted by one is a replay on the other, and
// however the rounds of both instances (and a restarted one) interleave, each event reaches each user once.
jest.setTimeout(30_000)

const SITE = 'https://demo-social.example'
const users = Array.from({ length: 30 }, (_, index) => testAppKey(2000 + index))
const addressOf = (fid: number) => `0x${fid.toString(16).padStart(40, '0')}`

describe('Farcaster notifications with Redis (several instances)', () => {
  let redis: TestRedis
  let client: TestNotificationClient
  let servers: RunningUploadServer[] = []
  let stores: NotifyStore[] = []
  let testNumber = 0
  let prefix = ''

  beforeAll(async () => {
    redis = await startTestRedis()
  })
  afterAll(async () => {
    await redis?.stop()
  })
  beforeEach(async () => {
    testNumber += 1
    prefix = `test${testNumber}:notify:`
    client = await startTestNotificationClient()
  })
  afterEach(async () => {
    await Promise.all(servers.map((server) => server.close()))
    await Promise.all(stores.map((store) => store.close()))
    servers = []
    stores = []
    await client.close()
  })

  async function redisStore(): Promise<NotifyStore> {
    const store = createRedisNotifyStore({ url: redis.url, keyPrefix: prefix })
    expect(await store.whenReady(10_000)).toBe(true)
    stores.push(store)
    return store
  }

  async function startInstance(): Promise<RunningUploadServer> {
    const server = await startUploadServer({
      allowedOrigins: [SITE],
      chainId: 84532,
      lookupName: async () => '',
      storage: { address: 'arweave-address', store: async () => 'unused' },
      notify: { store: await redisStore(), verifyAppKey: createLocalKeyRegistry(users.map((user) => user.registered)) },
    })
    servers.push(server)
    return server
  }

  const postEvent = (server: RunningUploadServer, body: unknown) =>
    fetch(`${server.url}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.status)

  async function senderOnItsOwnConnection(inbox: (address: string) => InboxItem[]) {
    return createNotificationSender({ store: await redisStore(), fetchInbox: async (a) => inbox(a), siteOrigin: SITE })
  }

  it('shares tokens and used signatures between instances', async () => {
    const [first, second] = [await startInstance(), await startInstance()]
    const user = users[0]!
    const event = signedEvent(user, enabledEvent('token-0', client.url))
    expect(await postEvent(first!, event)).toBe(200)
    expect(await postEvent(second!, event)).toBe(409)
    const reader = await redisStore()
    expect((await reader.subscriptions()).map((entry) => [entry.fid, entry.token])).toEqual([[user.fid, 'token-0']])
    expect(await postEvent(second!, signedEvent(user, { event: 'notifications_disabled' }))).toBe(200)
    expect(await reader.subscriptions()).toEqual([])
  })

  it('sends each event to each user once however two instances and a restart interleave', async () => {
    const [first, second] = [await startInstance(), await startInstance()]
    // Half of the users enable through each instance.
    for (const [index, user] of users.entries()) {
      const via = index % 2 === 0 ? first! : second!
      expect(await postEvent(via, signedEvent(user, enabledEvent(`token-${user.fid}`, client.url)))).toBe(200)
    }
    const setup = await redisStore()
    for (const user of users) await setup.link(user.fid, addressOf(user.fid))

    const at = Math.floor(Date.now() / 1000)
    const inbox = (address: string): InboxItem[] =>
      ['p3', 'p2', 'p1'].map((position) => ({
        kind: 'mention',
        position: `${position}-${address.slice(-4)}`,
        at,
        actor: '0x1234567890abcdef1234567890abcdef12345678',
        message: { channelName: 'general', mainIndex: 1, isReply: false, body: `hi ${position}` },
      }))
    const instanceA = await senderOnItsOwnConnection(inbox)
    const instanceB = await senderOnItsOwnConnection(inbox)
    // Both instances run their rounds at the same time, twice; then a "restarted" instance (a new connection, no
    // memory of its own) runs one more.
    await Promise.all([instanceA.runRound(), instanceB.runRound(), instanceA.runRound(), instanceB.runRound()])
    const restarted = await senderOnItsOwnConnection(inbox)
    expect(await restarted.runRound()).toEqual({ sent: 0, rateLimited: 0, invalid: 0, failed: 0 })

    const deliveries = client.requests.flatMap((request) =>
      request.tokens.map((token) => `${token} ${request.notificationId}`),
    )
    expect(deliveries).toHaveLength(users.length * 3)
    expect(new Set(deliveries).size).toBe(deliveries.length)
    for (const request of client.requests) expect(request.tokens.length).toBeLessThanOrEqual(100)
  })
})
