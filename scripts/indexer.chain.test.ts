import * as fs from 'node:fs'
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
import { chatChannelAbi, punkTldAbi } from '../indexer/abis'
import { startIndexer, type IndexerHandle } from './indexer'

/**
 * The event index (issue #36) against the contracts' own reads. It runs on its own anvil (not the worker's pooled
 * chain, which other files revert under it): deployed and seeded, then given chat activity in every kind the
 * channels emit (posts, replies, deletions by author and moderator, a restoration) and name transfers, then indexed
 * from block 0 on PGlite.
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
  bodyStatus: string
}

interface Page {
  indexedBlock: number
  messages: ApiMessage[]
  nextCursor: string | null
}

let anvil: AnvilHandle
let provider: JsonRpcProvider
let addresses: DevnetAddresses
let contracts: DevnetContracts
let indexer: IndexerHandle
let tmpDir: string
let lastSeedBlock: number
let catchUpMs: number

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

  // Names: alice makes her second name her default, then gives it away (the receiver had none).
  const tld = contracts.punkTld
  await send(tld.connect(devnetSigner(provider, ALICE)), 'editDefaultDomain', ['alice-two'])
  const [, tokenId] = (await tld.getFunction('domains')('alice-two')) as Result
  await send(tld.connect(devnetSigner(provider, ALICE)), 'transferFrom', [addr(ALICE), addr(NAMELESS), tokenId])
  await send(tld.connect(devnetSigner(provider, BOB)), 'editData', ['bob', '{"image":"ar://bob-picture"}'])
}

/** Ponder polls the chain every second; on a busy machine its indexing of a new block can take far longer. */
const LIVE_INDEX_WAIT_MS = 90_000

beforeAll(async () => {
  anvil = await startAnvil()
  try {
    addresses = await deployAll(anvil.rpcUrl, { seed: true, writeAddresses: false })
    provider = devnetProvider(anvil.rpcUrl)
    contracts = await attachDevnetContracts(addresses, provider)
    await seedChatActivity()
    lastSeedBlock = await provider.getBlockNumber()
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-indexer-test-'))
    const addressesFile = path.join(tmpDir, 'addresses.json')
    fs.writeFileSync(addressesFile, JSON.stringify(addresses))
    indexer = await startIndexer({ rpcUrl: anvil.rpcUrl, addressesFile, dataDir: path.join(tmpDir, 'pglite') })
    catchUpMs = indexer.readyAfterMs
  } catch (error) {
    await anvil.stop()
    throw error
  }
}, SERVICE_HOOK_TIMEOUT_MS)

afterAll(async () => {
  await indexer?.stop()
  provider?.destroy()
  await anvil?.stop()
  if (tmpDir !== undefined) fs.rmSync(tmpDir, { recursive: true, force: true })
})

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

describe('indexed chat against the channels', () => {
  it('has every message and reply of every channel as the contracts store them', async () => {
    process.stdout.write(`indexer ready (catch-up from block 0 to ${lastSeedBlock}) after ${catchUpMs} ms\n`)
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
          bodyStatus: 'pending',
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
      await send(channelAs(contracts.chatChannels.shill, BOB), 'createMessage', ['ar://live-0'], { value: CHAT_PRICE })
      const block = await provider.getBlockNumber()
      let page = await getJson<Page>('/channels/shill/messages')
      const deadline = Date.now() + LIVE_INDEX_WAIT_MS
      while (page.indexedBlock < block && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        page = await getJson<Page>('/channels/shill/messages')
      }
      expect(page.messages.map((m) => m.url)).toEqual(['ar://live-0'])
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
    expect((await getJson<{ defaultName: string | null }>(`/accounts/${addr(NAMELESS)}`)).defaultName).toBe('alice-two')
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
  ])('GET %s answers 400 naming %s', async (route, word) => {
    const body = await getJson<{ error: string }>(route, 400)
    expect(body.error).toContain(word)
  })

  it('answers 404 for a message that does not exist', async () => {
    await getJson('/channels/general/messages/999', 404)
  })
})
