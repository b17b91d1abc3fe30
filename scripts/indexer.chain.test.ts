import * as fs from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as os from 'node:os'
import * as path from 'node:path'
import {
  Interface,
  type BaseContract,
  type Contract,
  type InterfaceAbi,
  type JsonRpcProvider,
  type Result,
} from 'ethers'
import {
  CHAT_PRICE,
  SERVICE_HOOK_TIMEOUT_MS,
  attachDevnetContracts,
  compileContracts,
  deployAll,
  devnetAccount,
  devnetProvider,
  devnetSigner,
  send,
  startAnvil,
  type AnvilHandle,
  type DevnetAddresses,
  type DevnetContracts,
} from '../devnet'
import { startArlocal, type ArlocalHandle } from '../devnet/arweave'
import { seedStorage } from '../devnet/chatSeed'
import { chatChannelAbi, punkTldAbi } from '../indexer/abis'
import { startIndexer, type IndexerHandle } from './indexer'
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from './postgresCluster'

/**
 * The event index (issue #36) against the contracts' own reads. It runs on its own anvil (not the worker's pooled
 * chain, which other files revert under it): deployed and seeded, then given chat activity in every kind the
 * channels emit (posts, replies, deletions by author and moderator, a restoration) and name transfers, with message
 * bodies on arlocal behind a gateway that answers one body late, alters another and lacks a third. The same suite
 * then indexes it from block 0 twice: on PGlite and on a throwaway PostgreSQL cluster.
 */

const ALICE = 1
const BOB = 2
const CAROL = 3
const NAMELESS = 4
const MOD = 9
const addr = (i: number): string => devnetAccount(i).address
const lower = (i: number): string => addr(i).toLowerCase()

interface ChainMessage {
  author: string
  createdAt: bigint
  deleted: boolean
  repliesCount: bigint
  url: string
}

interface ApiMessage {
  id: string
  channel: string
  mainIndex: number
  replyIndex: number | null
  isReply: boolean
  author: string
  createdAt: number
  url: string
  deleted: boolean
  replyCount: number
  liveReplyCount: number
  body: string | null
  bodyStatus: string
}

interface SearchPage {
  indexedBlock: number
  results: (ApiMessage & { snippet: string; highlights: [number, number][] })[]
  nextCursor: string | null
}

interface Page {
  indexedBlock: number
  messages: ApiMessage[]
  nextCursor: string | null
}

let anvil: AnvilHandle
let arlocal: ArlocalHandle
let gateway: Server
let gatewayUrl: string
let provider: JsonRpcProvider
let addresses: DevnetAddresses
let contracts: DevnetContracts
let indexer: IndexerHandle
let tmpDir: string
let addressesFile: string
let lastSeedBlock: number
/** ar:// URLs of the seeded bodies, by what the gateway does with them. */
const bodies = { harbourAlice: '', harbourBob: '', late: '', tampered: '', missing: `ar://${'A'.repeat(43)}` }
/** Data requests the gateway answered 404 for the late body before serving it. */
const LATE_AFTER_TRIES = 2

const channelAs = (channel: Contract, account: number): BaseContract => channel.connect(devnetSigner(provider, account))

function toMessage(value: unknown): ChainMessage {
  const [author, createdAt, deleted, , repliesCount, url] = (value as Result).toArray()
  return { author, createdAt, deleted, repliesCount, url }
}

async function getJson<T>(route: string, status = 200): Promise<T> {
  const response = await fetch(`${indexer.url}${route}`)
  const text = await response.text()
  if (response.status !== status) throw new Error(`GET ${route}: ${response.status} ${text}, expected ${status}`)
  return JSON.parse(text) as T
}

/** Chat activity of every kind the channels emit; returns nothing, the test compares the index with the chain. */
async function seedChatActivity(): Promise<void> {
  const { general, memesImages } = contracts.chatChannels
  const post = (channel: Contract, account: number, url: string) =>
    send(channelAs(channel, account), 'createMessage', [url], { value: CHAT_PRICE })
  const reply = (channel: Contract, account: number, main: number, url: string) =>
    send(channelAs(channel, account), 'createReply', [main, url], { value: CHAT_PRICE })

  for (let i = 0; i < 5; i++) await post(general, i % 2 === 0 ? ALICE : BOB, `ar://general-${i}`)
  await reply(general, BOB, 0, 'ar://general-0-r0')
  await reply(general, CAROL, 0, 'ar://general-0-r1')
  await reply(general, ALICE, 0, 'ar://general-0-r2')
  await reply(general, CAROL, 3, 'ar://general-3-r0')
  await post(memesImages, CAROL, 'ar://memes-0')
  await reply(memesImages, BOB, 0, 'ar://memes-0-r0')
  // The author deletes a message; a moderator deletes two replies and restores one.
  await send(channelAs(general, ALICE), 'deleteMessage', [2])
  await send(channelAs(general, MOD), 'deleteReply', [0, 0])
  await send(channelAs(general, MOD), 'deleteReply', [0, 1])
  await send(channelAs(general, MOD), 'restoreReply', [0, 1])

  // Bodies: two about a harbour, one the gateway serves late, one it alters, one it never has.
  await post(memesImages, ALICE, bodies.harbourAlice)
  await post(memesImages, BOB, bodies.harbourBob)
  await post(memesImages, BOB, bodies.late)
  await post(memesImages, ALICE, bodies.tampered)
  await post(memesImages, BOB, bodies.missing)

  // Names: alice makes her second name her default, then gives it away (the receiver had none).
  const tld = contracts.punkTld
  await send(tld.connect(devnetSigner(provider, ALICE)), 'editDefaultDomain', ['alice-two'])
  const [, tokenId] = (await tld.getFunction('domains')('alice-two')) as Result
  await send(tld.connect(devnetSigner(provider, ALICE)), 'transferFrom', [addr(ALICE), addr(NAMELESS), tokenId])
  await send(tld.connect(devnetSigner(provider, BOB)), 'editData', ['bob', '{"image":"ar://bob-picture"}'])
}

/** Ponder polls the chain every second; on a busy machine its indexing of a new block can take far longer. */
const LIVE_INDEX_WAIT_MS = 90_000

/** Stores the seeded bodies on arlocal (signed with the devnet Arweave key) and fills in `bodies`. */
async function storeBodies(): Promise<void> {
  const store = await seedStorage(arlocal.url, path.join(tmpDir, 'signed-bodies.json'))
  const upload = async (account: number, text: string) =>
    store(Buffer.from(JSON.stringify({ author: addr(account), text, timestamp: 0 })), 'application/json')
  bodies.harbourAlice = await upload(ALICE, 'The harbour lights looked glorious tonight')
  bodies.harbourBob = await upload(BOB, 'Harbour cleanup on Saturday: bring gloves')
  bodies.late = await upload(BOB, 'This lighthouse note arrives late')
  bodies.tampered = await upload(ALICE, 'A quiet harbour story')
}

/**
 * A gateway in front of arlocal that misbehaves on purpose: it answers 404 for the late body's data the first
 * LATE_AFTER_TRIES times, serves the tampered body with one word changed (same length, still JSON), and, like
 * arlocal, has nothing for the missing one.
 */
async function startGateway(): Promise<void> {
  const id = (url: string) => url.slice('ar://'.length)
  let lateMisses = 0
  gateway = createServer((request, response) => {
    void (async () => {
      const route = request.url ?? '/'
      if (route === `/${id(bodies.late)}` && lateMisses < LATE_AFTER_TRIES) {
        lateMisses++
        response.writeHead(404).end()
        return
      }
      const upstream = await fetch(`${arlocal.url}${route}`)
      let data = Buffer.from(await upstream.arrayBuffer())
      if (route === `/${id(bodies.tampered)}`) data = Buffer.from(data.toString().replace('quiet', 'loud!'))
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' })
      response.end(data)
    })().catch(() => response.writeHead(502).end())
  })
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`
}

beforeAll(async () => {
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-indexer-test-'))
  anvil = await startAnvil()
  arlocal = await startArlocal({ fundAr: 1, log: () => undefined })
  addresses = await deployAll(anvil.rpcUrl, { seed: true, writeAddresses: false })
  provider = devnetProvider(anvil.rpcUrl)
  contracts = await attachDevnetContracts(addresses, provider)
  await storeBodies()
  await startGateway()
  await seedChatActivity()
  lastSeedBlock = await provider.getBlockNumber()
  addressesFile = path.join(tmpDir, 'addresses.json')
  fs.writeFileSync(addressesFile, JSON.stringify(addresses))
}, SERVICE_HOOK_TIMEOUT_MS)

afterAll(async () => {
  provider?.destroy()
  await new Promise((resolve) => (gateway ? gateway.close(resolve) : resolve(undefined)))
  await arlocal?.stop()
  await anvil?.stop()
  if (tmpDir !== undefined) fs.rmSync(tmpDir, { recursive: true, force: true })
}, SERVICE_HOOK_TIMEOUT_MS)

describe('indexer ABIs', () => {
  it('declare every event exactly as the compiled contracts do', async () => {
    const artifacts = await compileContracts()
    const pairs: [InterfaceAbi, InterfaceAbi][] = [
      [chatChannelAbi as unknown as InterfaceAbi, artifacts.ChatChannel.abi],
      [punkTldAbi as unknown as InterfaceAbi, artifacts.PunkTld.abi],
    ]
    for (const [ours, compiled] of pairs) {
      const own = new Interface(ours)
      const theirs = new Interface(compiled)
      own.forEachEvent((event) => expect(theirs.getEvent(event.name)?.format('full')).toBe(event.format('full')))
      // Functions by selector and types only: parameter names are not part of the ABI's contract.
      own.forEachFunction((fn) => expect(theirs.getFunction(fn.selector)?.format('minimal')).toBe(fn.format('minimal')))
    }
  })
})

/** Body worker timing for the test: the missing body is given up after 4 tries (0.2 + 0.4 + 0.8 s apart). */
const BODY_RETRY = { retryMs: 200, maxTries: 4 }

const DATABASES: ('PGlite' | 'PostgreSQL')[] = findPostgresBin() === null ? ['PGlite'] : ['PGlite', 'PostgreSQL']
if (DATABASES.length === 1) process.stdout.write('PostgreSQL is not installed: the index suite runs on PGlite only\n')

describe.each(DATABASES)('on %s', (database) => {
  let cluster: PostgresCluster | undefined

  beforeAll(async () => {
    cluster = database === 'PostgreSQL' ? await startPostgresCluster() : undefined
    try {
      indexer = await startIndexer({
        rpcUrl: anvil.rpcUrl,
        addressesFile,
        databaseUrl: cluster?.url,
        dataDir: cluster === undefined ? path.join(tmpDir, 'pglite') : undefined,
        arweaveUrl: gatewayUrl,
        bodyRetry: BODY_RETRY,
      })
      process.stdout.write(
        `${database}: indexer ready (catch-up from block 0 to ${lastSeedBlock}) after ${indexer.readyAfterMs} ms\n`,
      )
    } catch (error) {
      await cluster?.stop()
      throw error
    }
  }, SERVICE_HOOK_TIMEOUT_MS)

  afterAll(async () => {
    try {
      await indexer?.stop()
    } finally {
      await cluster?.stop()
    }
  }, SERVICE_HOOK_TIMEOUT_MS)

  describe('indexed chat against the channels', () => {
    it('has every message and reply of every channel as the contracts store them', async () => {
      for (const name of ['general', 'memesImages', 'shill'] as const) {
        const channel = contracts.chatChannels[name]
        const mainCount = Number(await channel.getFunction('getMainMessageCount')())
        const page = await getJson<Page>(`/channels/${name}/messages?includeDeleted=true&limit=100`)
        expect(page.indexedBlock).toBeGreaterThanOrEqual(lastSeedBlock)
        expect(page.messages).toHaveLength(mainCount)
        for (const row of page.messages) {
          const onChain = toMessage(await channel.getFunction('getMainMessage')(row.mainIndex))
          expect(row).toMatchObject({
            author: onChain.author.toLowerCase(),
            createdAt: Number(onChain.createdAt),
            deleted: onChain.deleted,
            liveReplyCount: Number(onChain.repliesCount),
            url: onChain.url,
            isReply: false,
          })
          const replyCount = Number(await channel.getFunction('getReplyCount')(row.mainIndex))
          expect(row.replyCount).toBe(replyCount)
          const thread = await getJson<{ replies: ApiMessage[] }>(
            `/channels/${name}/messages/${row.mainIndex}?includeDeleted=true`,
          )
          expect(thread.replies.map((r) => r.replyIndex)).toEqual([...Array(replyCount).keys()])
          for (const reply of thread.replies) {
            const chainReply = toMessage(await channel.getFunction('getReply')(row.mainIndex, reply.replyIndex))
            expect(reply).toMatchObject({
              author: chainReply.author.toLowerCase(),
              createdAt: Number(chainReply.createdAt),
              deleted: chainReply.deleted,
              url: chainReply.url,
              isReply: true,
            })
          }
        }
      }
    })

    it('pages a channel newest first with a cursor and leaves deleted messages out by default', async () => {
      const first = await getJson<Page>('/channels/general/messages?limit=2')
      expect(first.messages.map((m) => m.mainIndex)).toEqual([4, 3])
      expect(first.nextCursor).toBe('3')
      const second = await getJson<Page>(`/channels/general/messages?limit=2&before=${first.nextCursor}`)
      // Message 2 was deleted by its author.
      expect(second.messages.map((m) => m.mainIndex)).toEqual([1, 0])
      expect(second.nextCursor).toBeNull()
      const thread = await getJson<{ message: ApiMessage; replies: ApiMessage[] }>('/channels/general/messages/0')
      expect(thread.message.liveReplyCount).toBe(2)
      expect(thread.replies.map((r) => r.url)).toEqual(['ar://general-0-r1', 'ar://general-0-r2'])
    })

    it("lists a user's posts and replies across channels, newest first, with a cursor", async () => {
      const all = await getJson<{ posts: ApiMessage[] }>(`/users/${addr(CAROL)}/posts?includeDeleted=true`)
      expect(all.posts.map((p) => p.url)).toEqual(['ar://memes-0', 'ar://general-3-r0', 'ar://general-0-r1'])
      const first = await getJson<{ posts: ApiMessage[]; nextCursor: string }>(`/users/${addr(CAROL)}/posts?limit=1`)
      const rest = await getJson<{ posts: ApiMessage[]; nextCursor: string | null }>(
        `/users/${addr(CAROL)}/posts?limit=5&cursor=${first.nextCursor}`,
      )
      expect([...first.posts, ...rest.posts].map((p) => p.url)).toEqual(all.posts.map((p) => p.url))
      expect(rest.nextCursor).toBeNull()
    })

    it(
      'indexes a message posted after catch-up',
      async () => {
        await send(channelAs(contracts.chatChannels.shill, BOB), 'createMessage', [`ar://live-${database}`], {
          value: CHAT_PRICE,
        })
        const block = await provider.getBlockNumber()
        let page = await getJson<Page>('/channels/shill/messages')
        const deadline = Date.now() + LIVE_INDEX_WAIT_MS
        while (page.indexedBlock < block && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100))
          page = await getJson<Page>('/channels/shill/messages')
        }
        expect(page.messages[0]?.url).toBe(`ar://live-${database}`)
      },
      LIVE_INDEX_WAIT_MS + 30_000,
    )
  })

  describe('indexed names against the TLD', () => {
    it('has every name with its holder and every default name as the TLD reads them', async () => {
      const tld = contracts.punkTld
      for (const label of ['alice', 'alice-two', 'bob', 'carol']) {
        const [, tokenId, holder] = (await tld.getFunction('domains')(label)) as Result
        const row = await getJson<{ name: { tokenId: string; holder: string; data: string | null } }>(`/names/${label}`)
        expect(row.name).toMatchObject({ tokenId: String(tokenId), holder: String(holder).toLowerCase() })
        expect(row.name.data ?? '').toBe(await tld.getFunction('getDomainData')(label))
      }
      for (const account of [0, ALICE, BOB, CAROL, NAMELESS, MOD]) {
        const onChain: string = await tld.getFunction('defaultNames')(addr(account))
        const indexed = await getJson<{ defaultName: string | null }>(`/accounts/${addr(account)}`)
        expect(indexed.defaultName ?? '').toBe(onChain)
      }
      expect((await getJson<{ defaultName: string | null }>(`/accounts/${addr(NAMELESS)}`)).defaultName).toBe(
        'alice-two',
      )
    })
  })

  describe('message bodies and search', () => {
    /** The body worker runs beside indexing; on a busy machine its few passes can take a while. */
    const BODY_WAIT_MS = 90_000

    /** The seeded memes channel, once no body of it is pending any more. */
    async function settledMemes(): Promise<Map<string, ApiMessage>> {
      const deadline = Date.now() + BODY_WAIT_MS
      for (;;) {
        const page = await getJson<Page>('/channels/memesImages/messages?limit=100&includeDeleted=true')
        if (page.messages.every((m) => m.bodyStatus !== 'pending') || Date.now() > deadline) {
          return new Map(page.messages.map((m) => [m.url, m]))
        }
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    }

    it(
      'stores checked bodies, retries a late one, marks a missing and a tampered one, never blocking indexing',
      async () => {
        const byUrl = await settledMemes()
        expect(byUrl.get(bodies.harbourAlice)).toMatchObject({
          bodyStatus: 'ok',
          body: 'The harbour lights looked glorious tonight',
        })
        expect(byUrl.get(bodies.harbourBob)).toMatchObject({ bodyStatus: 'ok' })
        expect(byUrl.get(bodies.late)).toMatchObject({ bodyStatus: 'ok', body: 'This lighthouse note arrives late' })
        expect(byUrl.get(bodies.tampered)).toMatchObject({ bodyStatus: 'invalid', body: null })
        expect(byUrl.get(bodies.missing)).toMatchObject({ bodyStatus: 'missing', body: null })
        // URLs that name no Arweave transaction are marked at once.
        expect(byUrl.get('ar://memes-0')).toMatchObject({ bodyStatus: 'invalid' })
      },
      BODY_WAIT_MS + 30_000,
    )

    it('finds messages by a word, with plain-text snippets and highlight ranges', async () => {
      const page = await getJson<SearchPage>('/search?q=harbour')
      expect(page.indexedBlock).toBeGreaterThanOrEqual(lastSeedBlock)
      // The tampered body also says "harbour", but it is not stored.
      expect(page.results.map((r) => r.url).sort()).toEqual([bodies.harbourAlice, bodies.harbourBob].sort())
      for (const result of page.results) {
        expect(result.highlights.length).toBeGreaterThan(0)
        for (const [start, end] of result.highlights) {
          expect(result.snippet.slice(start, end).toLowerCase()).toBe('harbour')
        }
        // No markup and no leftover highlight marker.
        expect(result.snippet).not.toMatch(/[<>]/)
        expect(result.snippet.includes('\u0001') || result.snippet.includes('\u0002')).toBe(false)
      }
    })

    it('keeps one author with from:name, one channel with channel=, and pages newest first', async () => {
      const alice = await getJson<SearchPage>(`/search?q=${encodeURIComponent('from:alice harbour')}`)
      expect(alice.results.map((r) => r.url)).toEqual([bodies.harbourAlice])
      const bob = await getJson<SearchPage>(`/search?q=harbour&from=${addr(BOB)}`)
      expect(bob.results.map((r) => r.url)).toEqual([bodies.harbourBob])
      expect((await getJson<SearchPage>('/search?q=harbour%20from:carol')).results).toEqual([])
      expect((await getJson<SearchPage>('/search?q=harbour%20from:nobody-here')).results).toEqual([])
      expect((await getJson<SearchPage>('/search?q=harbour&channel=general')).results).toEqual([])
      const first = await getJson<SearchPage>('/search?q=harbour&sort=newest&limit=1')
      expect(first.results.map((r) => r.url)).toEqual([bodies.harbourBob])
      const second = await getJson<SearchPage>(`/search?q=harbour&sort=newest&limit=1&cursor=${first.nextCursor}`)
      expect(second.results.map((r) => r.url)).toEqual([bodies.harbourAlice])
      expect(second.nextCursor).toBeNull()
      const relevant = await getJson<SearchPage>('/search?q=harbour&limit=1')
      const rest = await getJson<SearchPage>(`/search?q=harbour&limit=1&cursor=${relevant.nextCursor}`)
      expect([...relevant.results, ...rest.results].map((r) => r.url).sort()).toEqual(
        [bodies.harbourAlice, bodies.harbourBob].sort(),
      )
    })
  })

  describe('API input validation', () => {
    it.each([
      ['/channels/nope/messages', 'unknown channel'],
      [`/channels/${lower(ALICE)}/messages`, 'unknown channel'],
      ['/channels/general/messages?limit=0', 'limit'],
      ['/channels/general/messages?limit=101', 'limit'],
      ['/channels/general/messages?limit=1e2', 'limit'],
      ['/channels/general/messages?before=-1', 'before'],
      ['/channels/general/messages?includeDeleted=yes', 'includeDeleted'],
      ['/channels/general/messages/abc', 'index'],
      ['/channels/general/messages/1?after=x', 'after'],
      ['/users/0x123/posts', 'address'],
      [`/users/${addr(ALICE)}/posts?cursor=12`, 'cursor'],
      ['/accounts/alice', 'address'],
      ['/names/Has%20Space', 'name'],
      ['/search', 'q is required'],
      ['/search?q=%20%20', 'q is required'],
      ['/search?q=a', 'at least 2'],
      ['/search?q=%22%22%20-', 'at least 2'],
      ['/search?q=from:alice', 'at least 2'],
      ['/search?q=hello%20from:', 'from:'],
      ['/search?q=hello%20from:alice%20from:bob', 'one from:'],
      ['/search?q=hello%20from:alice&from=bob', 'twice'],
      [`/search?q=${'a'.repeat(201)}`, 'at most 200'],
      ['/search?q=hello&sort=best', 'sort'],
      ['/search?q=hello&sort=newest&cursor=o5', 'cursor'],
      ['/search?q=hello&cursor=12', 'cursor'],
      ['/search?q=hello&channel=nope', 'unknown channel'],
      ['/search?q=hello&limit=0', 'limit'],
    ])('GET %s answers 400 naming %s', async (route, word) => {
      const body = await getJson<{ error: string }>(route, 400)
      expect(body.error).toContain(word)
    })

    it('answers 404 for a message that does not exist', async () => {
      await getJson('/channels/general/messages/999', 404)
    })
  })
})
