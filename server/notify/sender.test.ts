/** @jest-environment node */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { sendNotificationRequestSchema } from '@farcaster/miniapp-node'
import type { InboxItem } from './payload'
import { BODY_WAIT_MS, MAX_EVENT_AGE_MS, createNotificationSender, startIndexSender, startSenderLoop } from './sender'
import type { NotifyStore } from './store'
import { createMemoryNotifyStore } from './store'
import type { TestNotificationClient } from './test/notificationClient'
import { startTestNotificationClient } from './test/notificationClient'

const SITE = 'https://demo-social.example'
const NOW = 1_800_000_000_000
const address = (fid: number) => `0x${fid.toString(16).padStart(40, '0')}`

/** A reply in the inbox; `fetched: false` while the index is still fetching its text. */
const replyTo = (position: string, atMs = NOW - 1000, fetched = true): InboxItem => ({
  kind: 'reply',
  position,
  at: Math.floor(atMs / 1000),
  actor: '0x1234567890abcdef1234567890abcdef12345678',
  message: {
    channelName: 'general',
    mainIndex: 7,
    isReply: true,
    body: fetched ? `reply ${position}` : null,
    bodyStatus: fetched ? 'ok' : 'pending',
  },
})

describe('notification sender', () => {
  let client: TestNotificationClient
  let store: NotifyStore
  let inboxes: Map<string, InboxItem[]>

  beforeEach(async () => {
    client = await startTestNotificationClient()
    store = createMemoryNotifyStore(() => NOW)
    inboxes = new Map()
  })
  afterEach(() => client.close())

  const sender = () =>
    createNotificationSender({
      store,
      fetchInbox: async (account) => inboxes.get(account) ?? [],
      siteOrigin: SITE,
      now: () => NOW,
    })

  async function subscribe(fid: number, items: InboxItem[], enabledAt = NOW - 60_000) {
    await store.enable(fid, `token-${fid}`, client.url, enabledAt)
    await store.link(fid, address(fid))
    inboxes.set(address(fid), items)
  }

  it('sends a new inbox event once, with the fields the client schema requires', async () => {
    await subscribe(1, [replyTo('p1')])
    expect(await sender().runRound()).toEqual({ sent: 1, rateLimited: 0, invalid: 0, failed: 0 })
    expect(client.requests).toEqual([
      {
        notificationId: 'reply-p1',
        title: '0x1234…5678 replied to you',
        body: 'reply p1',
        targetUrl: `${SITE}/post?id=7&channel=general`,
        tokens: ['token-1'],
      },
    ])
    expect(sendNotificationRequestSchema.safeParse(client.requests[0]).success).toBe(true)
    expect(await sender().runRound()).toEqual({ sent: 0, rateLimited: 0, invalid: 0, failed: 0 })
    expect(client.requests).toHaveLength(1)
  })

  it('skips events from before notifications were enabled, older than a day, and users without an address', async () => {
    await subscribe(1, [replyTo('before', NOW - 120_000)], NOW - 60_000)
    await subscribe(2, [replyTo('ancient', NOW - MAX_EVENT_AGE_MS - 1000)], 0)
    await store.enable(3, 'token-3', client.url, 0)
    await sender().runRound()
    expect(client.requests).toEqual([])
  })

  it('puts at most 100 tokens in one request', async () => {
    const shared = replyTo('same-event')
    for (let fid = 1; fid <= 205; fid += 1) await subscribe(fid, [shared])
    expect((await sender().runRound()).sent).toBe(205)
    expect(client.requests.map((request) => request.tokens.length)).toEqual([100, 100, 5])
    expect(new Set(client.requests.flatMap((request) => request.tokens)).size).toBe(205)
  })

  it('retries rate-limited tokens on a later round and drops invalid ones', async () => {
    await subscribe(1, [replyTo('p1')])
    await subscribe(2, [replyTo('p1')])
    await subscribe(3, [replyTo('p1')])
    client.answerFor = (token) => (({ 'token-2': 'rate-limited', 'token-3': 'invalid' }) as const)[token] ?? 'ok'
    expect(await sender().runRound()).toEqual({ sent: 1, rateLimited: 1, invalid: 1, failed: 0 })
    expect((await store.subscriptions()).map((entry) => entry.fid).sort()).toEqual([1, 2])

    client.answerFor = () => 'ok'
    expect(await sender().runRound()).toEqual({ sent: 1, rateLimited: 0, invalid: 0, failed: 0 })
    expect(client.requests.at(-1)?.tokens).toEqual(['token-2'])
  })

  it('gives the claim back when the request fails, so the next round sends it', async () => {
    await subscribe(1, [replyTo('p1')])
    client.failWith = 500
    expect(await sender().runRound()).toEqual({ sent: 0, rateLimited: 0, invalid: 0, failed: 1 })
    client.failWith = null
    expect((await sender().runRound()).sent).toBe(1)
    expect(client.requests.map((request) => request.notificationId)).toEqual(['reply-p1', 'reply-p1'])
  })

  it("names the actor in the title by the index's actorName", async () => {
    await subscribe(1, [{ ...replyTo('p1'), actorName: 'alice.demo' }])
    expect((await sender().runRound()).sent).toBe(1)
    expect(client.requests.map((request) => request.title)).toEqual(['alice.demo replied to you'])
  })

  it('waits for a text the index is still fetching, so the notification carries it', async () => {
    await subscribe(1, [replyTo('p1', undefined, false)])
    expect((await sender().runRound()).sent).toBe(0)
    inboxes.set(address(1), [replyTo('p1')])
    expect((await sender().runRound()).sent).toBe(1)
    expect(client.requests.map((request) => request.body)).toEqual(['reply p1'])
  })

  it('sends without the text once it has waited BODY_WAIT_MS for it', async () => {
    await subscribe(1, [replyTo('p1', NOW - BODY_WAIT_MS - 1000, false)], 0)
    expect((await sender().runRound()).sent).toBe(1)
    expect(client.requests.map((request) => request.body)).toEqual(['Open the app to read it.'])
  })

  it('falls back to the short address when the actor has no name', async () => {
    await subscribe(1, [{ ...replyTo('p1'), actorName: null }])
    await sender().runRound()
    expect(client.requests[0]?.title).toBe('0x1234…5678 replied to you')
  })
})

/** Resolves once `condition()` holds, checking every 5 ms; rejects after `timeoutMs`. */
async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('The condition did not hold in time')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

describe('sender loop', () => {
  it('counts finished rounds, failed ones too, and runs none after stop()', async () => {
    let calls = 0
    const loop = startSenderLoop(
      {
        runRound: async () => {
          calls += 1
          if (calls % 2 === 0) throw new Error('index down')
        },
      },
      5,
    )
    expect(loop.rounds()).toBe(0)
    await until(() => loop.rounds() >= 3)
    await loop.stop()
    const finished = loop.rounds()
    expect(finished).toBe(calls)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(calls).toBe(finished)
    await loop.stop()
  })
})

describe('index sender', () => {
  let client: TestNotificationClient
  let index: http.Server
  let indexUrl: string
  const requested: string[] = []
  const inbox: InboxItem[] = []

  beforeAll(async () => {
    index = http.createServer((request, response) => {
      requested.push(request.url ?? '')
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ notifications: inbox }))
    })
    await new Promise<void>((resolve) => index.listen(0, '127.0.0.1', resolve))
    indexUrl = `http://127.0.0.1:${(index.address() as AddressInfo).port}/`
    client = await startTestNotificationClient()
  })
  afterAll(async () => {
    await client.close()
    await new Promise((resolve) => index.close(resolve))
  })

  it("reads each linked user's inbox from the index every interval and sends a new event once", async () => {
    const store = createMemoryNotifyStore()
    await store.enable(5, 'token-5', client.url, Date.now() - 1000)
    await store.link(5, '0x00000000000000000000000000000000000000AB')
    inbox.push(replyTo('p9', Date.now()))
    const loop = startIndexSender({ store, indexerUrl: indexUrl, siteOrigin: SITE, intervalMs: 5 })
    try {
      await until(() => client.requests.length > 0)
      const afterSend = loop.rounds()
      await until(() => loop.rounds() >= afterSend + 2)
    } finally {
      await loop.stop()
    }
    expect(client.requests).toEqual([expect.objectContaining({ notificationId: 'reply-p9', tokens: ['token-5'] })])
    expect(requested[0]).toBe('/accounts/0x00000000000000000000000000000000000000ab/notifications?limit=50')
  })
})
