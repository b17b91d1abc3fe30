import * as fs from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as os from 'node:os'
import * as path from 'node:path'
import {
  Contract,
  Interface,
  MaxUint256,
  ZeroAddress,
  parseEther,
  type BaseContract,
  type InterfaceAbi,
  type JsonRpcProvider,
  type Result,
} from 'ethers'
import {
  CHAT_PRICE,
  NFT_COMMENT_PRICE,
  NFT_LAUNCH_PRICE,
  SEED,
  SERVICE_HOOK_TIMEOUT_MS,
  attachContract,
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
  uniswapArtifact,
} from '../devnet'
import { startArlocal, type ArlocalHandle } from '../devnet/arweave'
import { seedStorage } from '../devnet/chatSeed'
import {
  activityPointsAbi,
  chatChannelAbi,
  claimActivityPointsAbi,
  claimDomainsAbi,
  commentsChannelAbi,
  nft721BondingAbi,
  nftLaunchpadAbi,
  punkTldAbi,
  stakingRewardsAbi,
  uniswapV2PairAbi,
} from '../indexer/abis'
import { startIndexer, type IndexerHandle } from './indexer'
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from './postgresCluster'

/**
 * The event index (issue #36) against the contracts' own reads. It runs on its own anvil (not the worker's pooled
 * chain, which other files revert under it): deployed and seeded, then given chat activity in every kind the
 * channels emit (posts, replies, deletions by author and moderator, a restoration), name transfers, mentions, and
 * launchpad, comment, swap, staking, points and airdrop activity, with message bodies on arlocal behind a gateway
 * that answers one body late, alters another and lacks a third. The same suite then indexes it from block 0 twice:
 * on PGlite and on a throwaway PostgreSQL cluster, and reorganises the chain under each.
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
const bodies = {
  harbourAlice: '',
  harbourBob: '',
  late: '',
  tampered: '',
  missing: `ar://${'A'.repeat(43)}`,
  mentionsBobAndCarol: '',
  mentionsNeither: '',
  comment: '',
}
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

  // Reactions (issue #38): three on message 0, one then taken back, one on a reply. Bob edits message 1 twice and
  // his memes reply once.
  const react = (account: number, main: number, emoji: number, on: boolean) =>
    send(channelAs(general, account), 'reactToMessage', [main, emoji, on])
  await react(BOB, 0, 0, true)
  await react(CAROL, 0, 0, true)
  await react(ALICE, 0, 5, true)
  await react(CAROL, 0, 0, false)
  await send(channelAs(general, ALICE), 'reactToReply', [0, 2, 1, true])
  await send(channelAs(general, BOB), 'editMessage', [1, 'ar://general-1-v1'])
  await send(channelAs(general, BOB), 'editMessage', [1, 'ar://general-1-v2'])
  await send(channelAs(memesImages, BOB), 'editReply', [0, 0, 'ar://memes-0-r0-v1'])

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

  // Mentions, in a channel whose other checks look at the newest message only.
  await post(contracts.chatChannels.shill, ALICE, bodies.mentionsBobAndCarol)
  await post(contracts.chatChannels.shill, ALICE, bodies.mentionsNeither)
}

/** An expected trade of a launchpad collection: what the contract charged or paid, read before the trade. */
interface ExpectedTrade {
  kind: 'buy' | 'sell' | 'transfer'
  tokenId: string
  price: string | null
}

/** What seedMarketActivity did that the chain cannot be asked afterwards. */
const market = {
  /** Collection addresses (lower-case) by unique id. */
  collections: {} as Record<string, string>,
  /** Trades per collection address, oldest first. */
  trades: {} as Record<string, ExpectedTrade[]>,
  /** Pair reserves before the test's swaps (the seed adds liquidity but never swaps). */
  reservesBefore: {} as Record<string, [bigint, bigint]>,
}

/**
 * Launchpad, comment, swap, staking, points and airdrop activity beyond the devnet seed: two collections with buys,
 * a sale back to the curve and a transfer; comments, one deleted; a swap through Uniswap's router and one through
 * the app's SwapRouter; a stake withdrawal (which also pays rewards); a bonus removal; both airdrops' claims.
 */
async function seedMarketActivity(): Promise<void> {
  const signer = (account: number) => devnetSigner(provider, account)
  const launch = async (owner: number, uniqueId: string, ratio: string) => {
    const args = [
      addr(owner),
      ZeroAddress,
      'Indexed',
      'ar://image',
      uniqueId,
      uniqueId,
      'IDX',
      uniqueId,
      parseEther(ratio),
    ]
    await send(contracts.nftLaunchpad.connect(signer(owner)), 'launch', args, { value: NFT_LAUNCH_PRICE })
    const address = String(await contracts.nftLaunchpad.getFunction('getNftContractAddress')(uniqueId)).toLowerCase()
    market.collections[uniqueId] = address
    market.trades[address] = []
    return address
  }
  const nftAs = (address: string, account: number) => attachContract('Nft721Bonding', address, signer(account))
  const buy = async (address: string, account: number) => {
    const nft = await nftAs(address, account)
    const price: bigint = await nft.getFunction('getMintPrice')()
    const trades = market.trades[address] ?? []
    // The first buy also mints token #1 to the owner, free.
    if (trades.length === 0) trades.push({ kind: 'buy', tokenId: '1', price: '0' })
    await send(nft, 'mint', [addr(account)], { value: price })
    trades.push({ kind: 'buy', tokenId: String(trades.length + 1), price: String(price) })
  }
  const one = await launch(ALICE, 'index-one', '1')
  const two = await launch(BOB, 'index-two', '2')
  await buy(one, BOB)
  await buy(one, CAROL)
  await buy(one, BOB)
  await buy(two, CAROL)
  const bobs = await nftAs(one, BOB)
  const payout: bigint = await bobs.getFunction('getBurnPrice')()
  await send(bobs, 'burn', [2])
  market.trades[one]?.push({ kind: 'sell', tokenId: '2', price: String(payout) })
  await send(await nftAs(one, CAROL), 'transferFrom', [addr(CAROL), addr(NAMELESS), 3])
  market.trades[one]?.push({ kind: 'transfer', tokenId: '3', price: null })

  const comment = (account: number, url: string) =>
    send(contracts.nftComments.connect(signer(account)), 'createComment', [one, url], { value: NFT_COMMENT_PRICE })
  await comment(CAROL, bodies.comment)
  await comment(BOB, 'ar://comment-1')
  await comment(ALICE, 'ar://comment-2')
  await send(contracts.nftComments.connect(signer(BOB)), 'deleteComment', [one, 1])

  for (const pair of [addresses.demoWethPair, addresses.usdWethPair]) {
    const [reserve0, reserve1] = (await pairContract(pair).getFunction('getReserves')()) as Result
    market.reservesBefore[pair.toLowerCase()] = [BigInt(reserve0), BigInt(reserve1)]
  }
  const uniswap = new Contract(addresses.uniswapV2Router, uniswapArtifact('UniswapV2Router02').abi, signer(BOB))
  const path = [addresses.weth, addresses.chatToken]
  await send(uniswap, 'swapExactETHForTokens', [0n, path, addr(BOB), MaxUint256], { value: parseEther('0.1') })
  const router = await attachContract('SwapRouter', addresses.swapRouter, signer(CAROL))
  await send(router, 'swapExactETHForTokens', [0n, [addresses.weth, addresses.usdToken], addr(CAROL), MaxUint256], {
    value: parseEther('0.05'),
  })

  const staking = await attachContract('StakingRewards', addresses.staking, signer(BOB))
  await send(staking, 'withdraw', [parseEther('1')])
  // The stake is a transferable receipt token: carol gets some without ever depositing.
  await send(staking, 'transfer', [addr(CAROL), parseEther('0.5')])
  const firstBonus = SEED.bonusPoints[0]
  await send(contracts.activityPoints.connect(signer(0)), 'removeBonusPoints', [
    addr(firstBonus.account),
    firstBonus.points / 2n,
  ])
  await send(await attachContract('ChatTokenClaimDomains', addresses.airdropClaimDomains, signer(CAROL)), 'claim', [
    'bob',
  ])
  await send(
    await attachContract('ChatTokenClaimActivityPoints', addresses.airdropActivityPoints, signer(ALICE)),
    'claim',
  )
}

const pairContract = (address: string) => new Contract(address, uniswapArtifact('UniswapV2Pair').abi, provider)

/** Polls `check` until it returns a value other than undefined; fails naming `what` after `timeoutMs`. */
async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = LIVE_INDEX_WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
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
  bodies.mentionsBobAndCarol = await upload(ALICE, 'Thanks @Bob, and ask carol.demo about the meetup.')
  bodies.comment = await upload(CAROL, 'Lovely colours on this collection')
  bodies.mentionsNeither = await upload(ALICE, 'Not @bobby nor @alice-two, nor bob.demonstration or mail@bob.demo')
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
  await seedMarketActivity()
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
      [commentsChannelAbi as unknown as InterfaceAbi, artifacts.CommentsChannel.abi],
      [activityPointsAbi as unknown as InterfaceAbi, artifacts.ActivityPoints.abi],
      [nftLaunchpadAbi as unknown as InterfaceAbi, artifacts.NftLaunchpad.abi],
      [nft721BondingAbi as unknown as InterfaceAbi, artifacts.Nft721Bonding.abi],
      [stakingRewardsAbi as unknown as InterfaceAbi, artifacts.StakingRewards.abi],
      [claimDomainsAbi as unknown as InterfaceAbi, artifacts.ChatTokenClaimDomains.abi],
      [claimActivityPointsAbi as unknown as InterfaceAbi, artifacts.ChatTokenClaimActivityPoints.abi],
      [uniswapV2PairAbi as unknown as InterfaceAbi, uniswapArtifact('UniswapV2Pair').abi as InterfaceAbi],
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

/** Origin the test's index lets read it cross-origin. */
const ALLOWED_ORIGIN = 'http://allowed.example'
/** A client address, as a proxy on the same host names it (X-Forwarded-For), that the limit applies to. */
const LIMITED_CLIENT = '203.0.113.7'
const RATE_BURST = 5
/**
 * Rate limit and CORS for the test: the test's own (loopback) calls are exempt, as by default; one request per
 * 100 s after a burst of 5 for any client a loopback proxy names, so the limit is reached whatever the machine's
 * speed.
 */
const GUARD_ENV = {
  INDEXER_RATE_LIMIT_RPS: '0.01',
  INDEXER_RATE_LIMIT_BURST: String(RATE_BURST),
  INDEXER_CORS_ORIGINS: ALLOWED_ORIGIN,
}

/** Body worker timing for the test: the missing body is given up after 4 tries (0.2 + 0.4 + 0.8 s apart). */
const BODY_RETRY = { retryMs: 200, maxTries: 4 }

const DATABASES: ('PGlite' | 'PostgreSQL')[] = findPostgresBin() === null ? ['PGlite'] : ['PGlite', 'PostgreSQL']
if (DATABASES.length === 1) process.stdout.write('PostgreSQL is not installed: the index suite runs on PGlite only\n')

describe('start block', () => {
  it(
    'refuses to start after the contracts were deployed, and says which setting to change',
    async () => {
      const started = startIndexer({
        rpcUrl: anvil.rpcUrl,
        addressesFile,
        dataDir: path.join(tmpDir, 'pglite-late-start'),
        env: { INDEXER_START_BLOCK: String(lastSeedBlock) },
      })
      await expect(started).rejects.toThrow(/INDEXER_START_BLOCK is \d+, but 0x[0-9a-fA-F]{40} was deployed before it/)
    },
    SERVICE_HOOK_TIMEOUT_MS,
  )
})

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
        env: GUARD_ENV,
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

    it('carries reactions with who reacted, and every version of an edited message', async () => {
      interface Extras {
        editCount: number
        reactions: { emoji: number; count: number; users: string[] }[]
        versions: { version: number; url: string }[]
      }
      const page = await getJson<{ messages: (ApiMessage & Extras)[] }>('/channels/general/messages?limit=5')
      const byIndex = (index: number) => page.messages.find((m) => m.mainIndex === index)
      expect(byIndex(0)?.reactions).toEqual([
        { emoji: 0, count: 1, users: [lower(BOB)] },
        { emoji: 5, count: 1, users: [lower(ALICE)] },
      ])
      expect(byIndex(1)).toMatchObject({ url: 'ar://general-1-v2', editCount: 2, reactions: [] })
      expect(byIndex(1)?.versions.map((v) => [v.version, v.url])).toEqual([
        [0, 'ar://general-1'],
        [1, 'ar://general-1-v1'],
        [2, 'ar://general-1-v2'],
      ])
      expect(byIndex(3)).toMatchObject({ editCount: 0, versions: [], reactions: [] })

      const thread = await getJson<{ message: Extras; replies: (ApiMessage & Extras)[] }>(
        '/channels/general/messages/0',
      )
      expect(thread.message.reactions.map((r) => r.emoji)).toEqual([0, 5])
      expect(thread.replies.find((r) => r.replyIndex === 2)?.reactions).toEqual([
        { emoji: 1, count: 1, users: [lower(ALICE)] },
      ])
      const memes = await getJson<{ replies: (ApiMessage & Extras)[] }>('/channels/memesImages/messages/0')
      expect(memes.replies[0]?.versions.map((v) => v.url)).toEqual(['ar://memes-0-r0', 'ar://memes-0-r0-v1'])
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
        // The message's rows and the indexed block Ponder reports are not written in one step: wait for both.
        const page = await until('the live message to be indexed', async () => {
          const current = await getJson<Page>('/channels/shill/messages')
          const isIn = current.indexedBlock >= block && current.messages[0]?.url === `ar://live-${database}`
          return isIn ? current : undefined
        })
        expect(page.messages[0]?.url).toBe(`ar://live-${database}`)
      },
      LIVE_INDEX_WAIT_MS + 30_000,
    )

    it(
      'drops a message whose block a reorganisation removed',
      async () => {
        const shill = contracts.chatChannels.shill
        const shillUrls = async () =>
          (await getJson<Page>('/channels/shill/messages?limit=10&includeDeleted=true')).messages.map((m) => m.url)
        const head = async () => Number(await provider.send('eth_blockNumber', []))
        const snapshot: string = await provider.send('evm_snapshot', [])
        const removed = `ar://reorged-${database}`
        await send(channelAs(shill, ALICE), 'createMessage', [removed], { value: CHAT_PRICE })
        await until('the message to be reorganised away is indexed', async () =>
          (await shillUrls()).includes(removed) ? true : undefined,
        )
        // The replacement chain: the snapshot's block, another message in the removed one's place, and two more
        // blocks so it is longer than the chain the index saw.
        expect(await provider.send('evm_revert', [snapshot])).toBe(true)
        const replacement = `ar://replacement-${database}`
        await send(channelAs(shill, BOB), 'createMessage', [replacement], { value: CHAT_PRICE })
        await provider.send('anvil_mine', ['0x2'])
        const newHead = await head()
        const urls = await until('the index to follow the replacement chain', async () => {
          const page = await getJson<Page>('/channels/shill/messages?limit=10&includeDeleted=true')
          return page.indexedBlock >= newHead ? page.messages.map((m) => m.url) : undefined
        })
        expect(urls).toContain(replacement)
        expect(urls).not.toContain(removed)
        const replaced = await getJson<Page>('/channels/shill/messages?limit=1')
        expect(replaced.messages[0]).toMatchObject({ url: replacement, author: lower(BOB) })
        expect(replaced.messages[0]?.mainIndex).toBe(Number(await shill.getFunction('getMainMessageCount')()) - 1)
      },
      2 * LIVE_INDEX_WAIT_MS + 30_000,
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

  describe('indexed points, launchpad and DeFi against the contracts', () => {
    interface LeaderboardPage {
      indexedBlock: number
      entries: { rank: number; address: string; name: string | null; points: string }[]
      nextCursor: string | null
    }

    interface ActivityEntry {
      id: string
      kind: string
      contract: string
      amount: string | null
      tokenId: string | null
      swap: {
        pair: string
        token0: string
        token1: string
        amount0In: string
        amount1In: string
        amount0Out: string
        amount1Out: string
      } | null
    }

    interface ActivityPage {
      activity: ActivityEntry[]
      nextCursor: string | null
    }

    /** Every page of a cursor-paged list, `limit` per page. */
    async function allPages<T>(route: string, pick: (page: T) => unknown[], limit = 2): Promise<unknown[]> {
      const items: unknown[] = []
      let cursor: string | null = null
      do {
        const separator = route.includes('?') ? '&' : '?'
        const query: string = `${separator}limit=${limit}${cursor === null ? '' : `&cursor=${cursor}`}`
        const page: T & { nextCursor: string | null } = await getJson(`${route}${query}`)
        items.push(...pick(page))
        cursor = page.nextCursor
      } while (cursor !== null)
      return items
    }

    it('ranks every holder of activity points as the contract counts them, paged', async () => {
      const points = contracts.activityPoints
      const users: string[] = await points.getFunction('getUsers')(0, 1000)
      const expected = (
        await Promise.all(
          users.map(async (user) => ({
            address: user.toLowerCase(),
            points: BigInt(await points.getFunction('getPoints')(user)),
          })),
        )
      )
        .filter((entry) => entry.points > 0n)
        .sort((a, b) => (a.points === b.points ? a.address.localeCompare(b.address) : a.points > b.points ? -1 : 1))
      const whole = await getJson<LeaderboardPage>('/leaderboard?limit=100')
      expect(whole.indexedBlock).toBeGreaterThanOrEqual(lastSeedBlock)
      expect(whole.entries.map(({ address, points: p }) => ({ address, points: BigInt(p) }))).toEqual(expected)
      expect(whole.entries.map((entry) => entry.rank)).toEqual(expected.map((_, i) => i + 1))
      expect(whole.entries.find((entry) => entry.address === lower(BOB))?.name).toBe('bob')
      const paged = await allPages<LeaderboardPage>('/leaderboard', (page) => page.entries)
      expect(paged).toEqual(whole.entries)
    })

    it('has every launchpad collection with supply, holders and trades as the collections read them', async () => {
      const launchpad = contracts.nftLaunchpad
      const count = Number(await launchpad.getFunction('getNftContractsArrayLength')())
      const listed = await getJson<{
        collections: { address: string; name: string; supply: number; holders: number }[]
      }>('/collections?sort=newest&limit=100')
      expect(listed.collections).toHaveLength(count)
      for (const row of listed.collections) {
        const nft = await attachContract('Nft721Bonding', row.address, provider)
        const supply = Number(await nft.getFunction('totalSupply')())
        const owners = new Set<string>()
        for (let i = 0; i < supply; i++) {
          const tokenId = await nft.getFunction('tokenByIndex')(i)
          owners.add(String(await nft.getFunction('ownerOf')(tokenId)).toLowerCase())
        }
        expect(row).toMatchObject({ supply, holders: owners.size, name: await nft.getFunction('name')() })
      }
      for (const [address, expected] of Object.entries(market.trades)) {
        const trades = await allPages<{ trades: ExpectedTrade[] }>(`/collections/${address}/trades`, (p) => p.trades)
        expect(
          (trades as ExpectedTrade[]).map(({ kind, tokenId, price }) => ({ kind, tokenId, price })).reverse(),
        ).toEqual(expected)
        const volume = expected.reduce((sum, trade) => sum + BigInt(trade.price ?? 0), 0n)
        const stats = await getJson<{ collection: { volume: string; mints: number; burns: number } }>(
          `/collections/${address}`,
        )
        expect(stats.collection).toMatchObject({
          volume: String(volume),
          mints: expected.filter((t) => t.kind === 'buy').length,
          burns: expected.filter((t) => t.kind === 'sell').length,
        })
      }
      const one = market.collections['index-one'] ?? ''
      const trending = await getJson<{ collections: { address: string; trades24h: number }[] }>('/collections')
      expect(trending.collections[0]).toMatchObject({ address: one, trades24h: 5 })
    })

    it('has every comment on a collection as the comments contract stores it', async () => {
      const one = market.collections['index-one'] ?? ''
      const comments = contracts.nftComments
      const count = Number(await comments.getFunction('getCommentCount')(one))
      const live: string[] = []
      for (let i = 0; i < count; i++) {
        const [author, , deleted, , url] = ((await comments.getFunction('getComment')(one, i)) as Result).toArray()
        if (!deleted) live.unshift(`${String(author).toLowerCase()} ${url}`)
      }
      const indexed = await allPages<{ comments: { author: string; url: string }[] }>(
        `/collections/${one}/comments`,
        (page) => page.comments,
      )
      expect((indexed as { author: string; url: string }[]).map((c) => `${c.author} ${c.url}`)).toEqual(live)
      // The body worker fetches comment bodies as it does messages'.
      const withBody = await until('the comment body to be fetched', async () => {
        const page = await getJson<{ comments: { url: string; bodyStatus: string; body: string | null }[] }>(
          `/collections/${one}/comments`,
        )
        const fetched = page.comments.find((c) => c.url === bodies.comment)
        return fetched?.bodyStatus === 'pending' ? undefined : fetched
      })
      expect(withBody).toMatchObject({ bodyStatus: 'ok', body: 'Lovely colours on this collection' })
    })

    it("has every account's swaps, stakes and claims, matching the pairs' reserves and the staking balances", async () => {
      const swaps: NonNullable<ActivityEntry['swap']>[] = []
      for (const account of [BOB, CAROL]) {
        const page = await getJson<ActivityPage>(`/accounts/${addr(account)}/activity?kind=swap`)
        expect(page.activity).toHaveLength(1)
        swaps.push(...page.activity.flatMap((entry) => (entry.swap === null ? [] : [entry.swap])))
      }
      for (const pair of [addresses.demoWethPair, addresses.usdWethPair].map((p) => p.toLowerCase())) {
        const [before0, before1] = market.reservesBefore[pair] ?? [0n, 0n]
        const [now0, now1] = (await pairContract(pair).getFunction('getReserves')()) as Result
        const inPair = swaps.filter((swap) => swap.pair === pair)
        expect(inPair).toHaveLength(1)
        const token = async (name: string) => String(await pairContract(pair).getFunction(name)()).toLowerCase()
        expect(inPair[0]).toMatchObject({ token0: await token('token0'), token1: await token('token1') })
        const net = (key: 'amount0In' | 'amount1In' | 'amount0Out' | 'amount1Out') =>
          inPair.reduce((sum, swap) => sum + BigInt(swap[key]), 0n)
        expect(before0 + net('amount0In') - net('amount0Out')).toBe(BigInt(now0))
        expect(before1 + net('amount1In') - net('amount1Out')).toBe(BigInt(now1))
      }

      const staking = await attachContract('StakingRewards', addresses.staking, provider)
      const claimLogs = await staking.queryFilter(staking.filters.Claim!(), 0)
      for (const account of [ALICE, BOB]) {
        const entries = (await allPages<ActivityPage>(
          `/accounts/${addr(account)}/activity?kind=stake-deposit,stake-withdraw,stake-claim`,
          (page) => page.activity,
        )) as ActivityEntry[]
        const sum = (kind: string) =>
          entries.filter((e) => e.kind === kind).reduce((total, e) => total + BigInt(e.amount ?? 0), 0n)
        expect(sum('stake-deposit')).toBeGreaterThan(0n)
        const claimed = claimLogs
          .filter((log) => 'args' in log && String(log.args[1]).toLowerCase() === lower(account))
          .reduce((total, log) => total + BigInt('args' in log ? log.args[2] : 0), 0n)
        expect(sum('stake-claim')).toBe(claimed)
      }

      for (const account of [ALICE, BOB, CAROL, NAMELESS]) {
        const indexed = await getJson<{ staked: string; points: string }>(`/accounts/${addr(account)}`)
        expect(indexed.staked).toBe(String(await staking.getFunction('balanceOf')(addr(account))))
        expect(indexed.points).toBe(String(await contracts.activityPoints.getFunction('getPoints')(addr(account))))
      }

      const nameDrop = await attachContract('ChatTokenClaimDomains', addresses.airdropClaimDomains, provider)
      expect(await nameDrop.getFunction('hasClaimed')('bob')).toBe(true)
      const bobClaims = await getJson<ActivityPage>(`/accounts/${addr(BOB)}/activity?kind=airdrop-claim`)
      expect(bobClaims.activity.map((e) => e.amount)).toEqual([String(parseEther('100'))])
      const pointsDrop = await attachContract('ChatTokenClaimActivityPoints', addresses.airdropActivityPoints, provider)
      const aliceSpent = BigInt(await contracts.activityPoints.getFunction('getTotalWeiSpent')(addr(ALICE)))
      const aliceClaims = await getJson<ActivityPage>(`/accounts/${addr(ALICE)}/activity?kind=airdrop-claim`)
      expect(aliceClaims.activity.map((e) => e.amount)).toEqual([
        String(aliceSpent * BigInt(await pointsDrop.getFunction('chatEthRatio')())),
      ])
    })

    it("pages an account's whole activity newest first, NFT trades included", async () => {
      const whole = await getJson<ActivityPage>(`/accounts/${addr(BOB)}/activity?limit=100`)
      const kinds = whole.activity.map((entry) => entry.kind)
      expect(kinds).toEqual(expect.arrayContaining(['swap', 'stake-deposit', 'stake-withdraw', 'nft-buy', 'nft-sell']))
      expect(await allPages<ActivityPage>(`/accounts/${addr(BOB)}/activity`, (page) => page.activity)).toEqual(
        whole.activity,
      )
      const carol = await getJson<ActivityPage>(`/accounts/${addr(CAROL)}/activity?kind=nft-send`)
      expect(carol.activity.map((e) => e.tokenId)).toEqual(['3'])
    })
  })

  describe('mentions and the first screen', () => {
    it('finds the messages that mention a name across history, as @name or name.demo, whole names only', async () => {
      const mentions = async (label: string) =>
        (await getJson<{ messages: ApiMessage[] }>(`/names/${label}/mentions`)).messages.map((m) => m.url)
      const bob = await until('the mention bodies to be fetched', async () => {
        const urls = await mentions('bob')
        return urls.length > 0 ? urls : undefined
      })
      expect(bob).toEqual([bodies.mentionsBobAndCarol])
      expect(await mentions('carol')).toEqual([bodies.mentionsBobAndCarol])
      expect(await mentions('alice')).toEqual([])
      await getJson('/names/nobody-here/mentions', 404)
    })

    it("answers a channel's first screen: newest messages with bodies, authors' names and pictures", async () => {
      const screen = await getJson<{
        indexedBlock: number
        messages: ApiMessage[]
        authors: Record<string, { name: string | null; picture: string | null }>
      }>('/channels/general/first-screen')
      const page = await getJson<Page>('/channels/general/messages?limit=20')
      expect(screen.messages.map((m) => m.id)).toEqual(page.messages.map((m) => m.id))
      expect(screen.authors[lower(BOB)]).toEqual({ name: 'bob', picture: 'ar://bob-picture' })
      // Every author's name is the TLD's default name (alice gave hers away: none).
      for (const [author, { name }] of Object.entries(screen.authors)) {
        expect(name ?? '').toBe(await contracts.punkTld.getFunction('defaultNames')(author))
      }
      expect(screen.authors[lower(ALICE)]).toEqual({ name: null, picture: null })
    })
  })

  describe('notifications (the inbox)', () => {
    interface Notification {
      kind: string
      position: string
      actor: string
      actorName: string | null
      message?: ApiMessage
      comment?: { url: string }
      collection?: { address: string }
      trade?: { kind: string; tokenId: string }
    }
    const inboxOf = async (account: number, query = 'limit=100') =>
      getJson<{ notifications: Notification[]; nextCursor: string | null }>(
        `/accounts/${addr(account)}/notifications?${query}`,
      )
    const general = () => addresses.chatChannels.general.toLowerCase()

    it("lists replies to the account's messages by others, live ones only, and never the account's own acts", async () => {
      const { notifications } = await inboxOf(ALICE)
      const replyIds = notifications.filter((n) => n.kind === 'reply').map((n) => n.message?.id)
      expect(replyIds).toContain(`${general()}:0:1`)
      expect(replyIds).not.toContain(`${general()}:0:0`)
      expect(notifications.every((n) => n.actor !== lower(ALICE))).toBe(true)
      const positions = notifications.map((n) => n.position)
      expect(positions).toEqual([...positions].sort().reverse())
    })

    it("names each actor by the TLD's default name for it (with the TLD), null without one", async () => {
      const { notifications } = await inboxOf(ALICE)
      expect(notifications.length).toBeGreaterThan(0)
      for (const { actor, actorName } of notifications) {
        const label: string = await contracts.punkTld.getFunction('defaultNames')(actor)
        expect(actorName).toBe(label === '' ? null : `${label}.demo`)
      }
    })

    it('lists replies in a thread the account replied in, after its own reply, from others', async () => {
      const ids = (await inboxOf(CAROL)).notifications
        .filter((n) => n.kind === 'thread-reply')
        .map((n) => n.message?.id)
      expect(ids).toContain(`${general()}:0:2`)
      expect(ids).not.toContain(`${general()}:0:0`)
    })

    it('lists mentions of the default name once the body is fetched', async () => {
      const mention = await until('the mention to reach the inbox', async () =>
        (await inboxOf(BOB)).notifications.find((n) => n.kind === 'mention'),
      )
      expect(mention.message?.url).toBe(bodies.mentionsBobAndCarol)
    })

    it("lists trades and live comments of the account's collection by others, the owner's free token left out", async () => {
      const one = market.collections['index-one']
      const { notifications } = await inboxOf(ALICE)
      const trades = notifications.filter((n) => n.kind === 'trade' && n.collection?.address === one)
      expect(trades.map((n) => [n.trade?.kind, n.trade?.tokenId, n.actor])).toEqual([
        ['sell', '2', lower(BOB)],
        ['buy', '4', lower(BOB)],
        ['buy', '3', lower(CAROL)],
        ['buy', '2', lower(BOB)],
      ])
      const comments = notifications.filter((n) => n.kind === 'comment')
      expect(comments.map((n) => [n.actor, n.comment?.url])).toEqual([[lower(CAROL), bodies.comment]])
    })

    it('pages with a cursor through exactly the list one big page gives', async () => {
      const whole = (await inboxOf(ALICE)).notifications.map((n) => n.position)
      const paged: string[] = []
      let cursor: string | null = null
      do {
        const query: string = cursor === null ? 'limit=2' : `limit=2&cursor=${cursor}`
        const answer = await inboxOf(ALICE, query)
        paged.push(...answer.notifications.map((n) => n.position))
        cursor = answer.nextCursor
      } while (cursor !== null)
      expect(paged).toEqual(whole)
    })

    it('answers 400 for a bad address or cursor', async () => {
      expect((await getJson<{ error: string }>('/accounts/nope/notifications', 400)).error).toContain('address')
      expect(
        (await getJson<{ error: string }>(`/accounts/${addr(ALICE)}/notifications?cursor=5`, 400)).error,
      ).toContain('cursor')
    })
  })

  describe('rate limit and CORS', () => {
    it('answers 429 with Retry-After once a client has spent its burst, and limits each client on its own', async () => {
      const as = (client: string) => fetch(`${indexer.url}/channels`, { headers: { 'x-forwarded-for': client } })
      for (let i = 0; i < RATE_BURST; i++) expect((await as(LIMITED_CLIENT)).status).toBe(200)
      const limited = await as(LIMITED_CLIENT)
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(((await limited.json()) as { error: string }).error).toContain('too many requests')
      expect((await as('203.0.113.8')).status).toBe(200)
    })

    it('lets only the allowed origins read answers cross-origin', async () => {
      const from = (origin: string) => fetch(`${indexer.url}/channels`, { headers: { origin } })
      expect((await from(ALLOWED_ORIGIN)).headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN)
      expect((await from('http://elsewhere.example')).headers.get('access-control-allow-origin')).toBeNull()
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
      ['/leaderboard?cursor=abc', 'cursor'],
      ['/leaderboard?limit=500', 'limit'],
      ['/collections?sort=hot', 'sort'],
      ['/collections?cursor=12', 'cursor'],
      ['/collections/0x12', 'address'],
      [`/collections/${lower(ALICE)}/trades?cursor=x`, 'cursor'],
      [`/accounts/${addr(ALICE)}/activity?kind=mint`, 'kind'],
      [`/accounts/${addr(ALICE)}/activity?cursor=1`, 'cursor'],
      ['/accounts/nope/activity', 'address'],
      ['/names/has%20space/mentions', 'name'],
      ['/names/bob/mentions?cursor=5', 'cursor'],
      ['/channels/nope/first-screen', 'unknown channel'],
      ['/channels/general/first-screen?limit=0', 'limit'],
    ])('GET %s answers 400 naming %s', async (route, word) => {
      const body = await getJson<{ error: string }>(route, 400)
      expect(body.error).toContain(word)
    })

    it('answers 404 for a message that does not exist', async () => {
      await getJson('/channels/general/messages/999', 404)
    })

    it('answers 404 for a collection the launchpad never launched', async () => {
      await getJson(`/collections/${lower(ALICE)}`, 404)
    })
  })

  // Production runs one indexer and N API instances (`ponder serve`) over one PostgreSQL (docs/HOSTING.md).
  if (database === 'PostgreSQL') {
    describe('API instances (ponder serve) over the same PostgreSQL', () => {
      const servers: IndexerHandle[] = []
      beforeAll(async () => {
        // The indexer's body worker writes while it fetches: compare once no body is pending any more.
        await until('every body fetched or given up', async () => {
          for (const name of ['general', 'memesImages', 'shill']) {
            const page = await getJson<{ messages: ApiMessage[] }>(`/channels/${name}/messages?limit=100`)
            if (page.messages.some((message) => message.bodyStatus === 'pending')) return undefined
          }
          return true
        })
        for (let i = 0; i < 2; i++) {
          servers.push(
            await startIndexer({ rpcUrl: anvil.rpcUrl, addressesFile, databaseUrl: cluster?.url, command: 'serve' }),
          )
        }
      }, SERVICE_HOOK_TIMEOUT_MS)
      afterAll(async () => {
        await Promise.all(servers.map((server) => server.stop()))
      }, SERVICE_HOOK_TIMEOUT_MS)

      it.each([
        '/channels',
        '/channels/general/messages?limit=20',
        '/channels/general/first-screen',
        `/users/${addr(BOB)}/posts`,
        '/leaderboard',
        '/collections',
        '/search?q=quiet',
      ])('GET %s answers the same from each instance as from the indexer', async (route) => {
        // The chain is quiet now: the indexer and both instances read the same rows at the same indexed block.
        const read = async (base: string) => {
          const response = await fetch(`${base}${route}`)
          return { status: response.status, body: (await response.json()) as unknown }
        }
        const own = await read(indexer.url)
        expect(own.status).toBe(200)
        for (const server of servers) expect(await read(server.url)).toEqual(own)
      })
    })
  }
})
