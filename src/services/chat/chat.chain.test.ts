import type { Wallet } from 'ethers'
import { Contract, Interface } from 'ethers'
import {
  CHAT_PRICE,
  DEVNET_CHAIN_ID,
  SERVICE_HOOK_TIMEOUT_MS,
  devnetAccount,
  revertOf,
  startTestChain,
  takeSnapshot,
  type TestChain,
} from '../../../devnet'
import { startArlocal, type ArlocalHandle } from '../../../devnet/arweave'
import { startDevnetUploadServer } from '../../../devnet/arweaveUpload'
import type { RunningUploadServer } from '../../../server/upload/uploadServer'
import { createChainReader, type ChainReader } from '../chain/readProvider'
import { CHAT_CHANNEL_ABI } from './chatAbi'
import {
  readChannelState,
  readDefaultNames,
  readDomainDataMany,
  readFeedPage,
  readMainMessage,
  readSuspended,
} from './chatReads'
import type { PostTarget } from './chatWrites'
import { sendDelete, sendModeration, sendPost } from './chatWrites'
import { BodyCache, createBodyLoader } from './messageBodies'
import { UploadError, uploadToStorage } from './upload'

/**
 * The chat against a real chain and real storage: anvil with the devnet contracts (names seeded), arlocal, and the
 * project's upload endpoint. Posting goes the app's way: signed upload → createMessage(url) → feed read → body.
 */
const ALICE = 1
const BOB = 2
const CAROL = 3
const NAMELESS = 4
const MOD = 9
const PAGE = 10
const channelInterface = new Interface(CHAT_CHANNEL_ABI)
let chain: TestChain
let arlocal: ArlocalHandle
let upload: RunningUploadServer
let reader: ChainReader
let revert: () => Promise<void>
let general: PostTarget

const signer = (account: number): Wallet => chain.signer(account)
const channelAs = (account: number) => new Contract(general.channelAddress, CHAT_CHANNEL_ABI, signer(account))

async function uploadBody(account: number, text: string): Promise<string> {
  const author = devnetAccount(account).address
  const data = new TextEncoder().encode(JSON.stringify({ author, text, timestamp: Date.now() }))
  return uploadToStorage({
    uploadUrl: upload.url,
    signer: signer(account),
    chainId: DEVNET_CHAIN_ID,
    domain: 'localhost',
    data,
    contentType: 'application/json',
  })
}

async function post(account: number, text: string, target: PostTarget = general): Promise<string> {
  const url = await uploadBody(account, text)
  await (await sendPost(signer(account), target, url, String(CHAT_PRICE))).wait()
  return url
}

const feed = (beforeIndex: number | null = null, target: PostTarget = general) =>
  readFeedPage(reader.batcher, target, beforeIndex, PAGE)

/** Counts JSON-RPC HTTP requests the reads send (the light client: one HTTP request each) while `run` runs. */
async function countRequests(run: () => Promise<unknown>): Promise<number> {
  const spy = jest.spyOn(reader.rpc, 'request')
  try {
    await run()
    return spy.mock.calls.length
  } finally {
    spy.mockRestore()
  }
}

beforeAll(async () => {
  ;[chain, arlocal] = await Promise.all([startTestChain(), startArlocal()])
  upload = await startDevnetUploadServer({
    rpcUrl: chain.rpcUrl,
    tldAddress: chain.addresses.punkTld,
    arweaveUrl: arlocal.url,
  })
  reader = createChainReader(chain.rpcUrl, 84532, chain.addresses.multicall3, 50)
  general = { channelAddress: chain.addresses.chatChannels.general, parentIndex: null }
}, SERVICE_HOOK_TIMEOUT_MS)

afterAll(async () => {
  reader?.provider.destroy()
  await upload?.close()
  await arlocal?.stop()
  await chain?.stop()
})

beforeEach(async () => {
  revert = await takeSnapshot(chain.provider)
})
afterEach(() => revert())

describe('chat on anvil + arlocal', () => {
  it('posts: the signed body lands on Arweave, the URL on chain, and the feed reads both back', async () => {
    const url = await post(ALICE, 'gm from the chain test')
    expect(url).toMatch(/^ar:\/\/[A-Za-z0-9_-]{43}$/)
    const page = await feed()
    expect(page.total).toBe(1)
    expect(page.messages).toEqual([
      expect.objectContaining({ index: 0, author: devnetAccount(ALICE).address, deleted: false, repliesCount: 0, url }),
    ])
    const bodies = createBodyLoader({
      gateways: { arweaveGateway: `${arlocal.url}/`, ipfsGateway: 'https://ipfs.invalid/ipfs/' },
      cache: new BodyCache('test-bodies'),
    })
    expect(await bodies.load(url)).toEqual({ text: 'gm from the chain test' })
  })

  it('replies: the reply is in the thread and the parent counts it', async () => {
    await post(ALICE, 'a question')
    const replyUrl = await post(BOB, 'an answer', { ...general, parentIndex: 0 })
    const replies = await feed(null, { ...general, parentIndex: 0 })
    expect(replies.messages).toEqual([
      expect.objectContaining({ index: 0, author: devnetAccount(BOB).address, url: replyUrl }),
    ])
    expect(await readMainMessage(reader.batcher, general.channelAddress, 0)).toEqual(
      expect.objectContaining({ repliesCount: 1 }),
    )
    expect(await readMainMessage(reader.batcher, general.channelAddress, 5)).toBeNull()
  })

  it('deletes: the author hides a message, a non-author cannot, and the feed leaves it out', async () => {
    await post(ALICE, 'keep me')
    await post(ALICE, 'delete me')
    expect(await revertOf(sendDelete(signer(BOB), general, 1), channelInterface)).toBe('Not the author or a mod')
    await (await sendDelete(signer(ALICE), general, 1)).wait()
    const page = await feed()
    expect(page.messages.map((message) => message.index)).toEqual([0])
    expect(page.hiddenCount).toBe(1)
    expect(page.total).toBe(2)
  })

  it('pages newest first, and a page of only deleted messages still advances', async () => {
    for (let index = 0; index < 12; index++)
      await (await sendPost(signer(ALICE), general, `ar://message-${index}`, String(CHAT_PRICE))).wait()
    for (let index = 2; index < 12; index++) await (await sendDelete(signer(MOD), general, index)).wait()
    const newest = await feed()
    expect(newest).toEqual({
      messages: [],
      olderCursor: 2,
      total: 12,
      hiddenCount: 10,
      deleted: expect.arrayContaining([expect.objectContaining({ index: 11, deleted: true })]),
    })
    expect(newest.deleted.map((message) => message.index)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
    const older = await feed(newest.olderCursor)
    expect(older.messages.map((message) => message.index)).toEqual([1, 0])
    expect(older.olderCursor).toBeNull()
  })

  it('restores: a mod brings a deleted message back; others may not', async () => {
    await post(BOB, 'oops')
    await (await sendDelete(signer(BOB), general, 0)).wait()
    expect(await revertOf(channelAs(BOB).getFunction('restoreMessage')(0), channelInterface)).toBe('Not a mod or owner')
    await (await channelAs(MOD).getFunction('restoreMessage')(0)).wait()
    expect((await feed()).messages.map((message) => message.index)).toEqual([0])
  })

  it('paused: the state says so and posting reverts', async () => {
    await (await channelAs(MOD).getFunction('togglePaused')()).wait()
    expect(await readChannelState(reader.batcher, general.channelAddress, devnetAccount(ALICE).address)).toEqual({
      priceWei: String(CHAT_PRICE),
      paused: true,
      suspended: false,
      isMod: false,
    })
    expect(await revertOf(sendPost(signer(ALICE), general, 'ar://x', String(CHAT_PRICE)), channelInterface)).toBe(
      'Contract is paused',
    )
  })

  it('suspended: the state says so for that user only and their post reverts', async () => {
    await (await channelAs(MOD).getFunction('suspendUser')(devnetAccount(BOB).address)).wait()
    expect((await readChannelState(reader.batcher, general.channelAddress, devnetAccount(BOB).address)).suspended).toBe(
      true,
    )
    expect(
      (await readChannelState(reader.batcher, general.channelAddress, devnetAccount(CAROL).address)).suspended,
    ).toBe(false)
    expect(await revertOf(sendPost(signer(BOB), general, 'ar://x', String(CHAT_PRICE)), channelInterface)).toBe(
      'You are suspended from posting',
    )
    expect((await readChannelState(reader.batcher, general.channelAddress, devnetAccount(MOD).address)).isMod).toBe(
      true,
    )
  })

  it('sendModeration: a mod restores, suspends, unsuspends and pauses; a user may not', async () => {
    await post(BOB, 'oops')
    await (await sendDelete(signer(BOB), general, 0)).wait()
    const bob = devnetAccount(BOB).address
    expect(
      await revertOf(
        sendModeration(signer(BOB), general.channelAddress, { action: 'togglePaused', pause: true }),
        channelInterface,
      ),
    ).toBe('Not a mod or owner')
    await (
      await sendModeration(signer(MOD), general.channelAddress, { action: 'restore', parentIndex: null, index: 0 })
    ).wait()
    expect((await feed()).messages.map((message) => message.index)).toEqual([0])
    await (await sendModeration(signer(MOD), general.channelAddress, { action: 'suspend', user: bob })).wait()
    expect(await readSuspended(reader.batcher, general.channelAddress, bob)).toBe(true)
    await (await sendModeration(signer(MOD), general.channelAddress, { action: 'unsuspend', user: bob })).wait()
    expect(await readSuspended(reader.batcher, general.channelAddress, bob)).toBe(false)
    await (await sendModeration(signer(MOD), general.channelAddress, { action: 'togglePaused', pause: true })).wait()
    expect((await readChannelState(reader.batcher, general.channelAddress, bob)).paused).toBe(true)
  })

  it('underpayment reverts', async () => {
    expect(await revertOf(sendPost(signer(ALICE), general, 'ar://x', String(CHAT_PRICE - 1n)), channelInterface)).toBe(
      'Payment is less than the price',
    )
  })

  it('the upload endpoint refuses a wallet without a name (read from the chain)', async () => {
    await expect(uploadBody(NAMELESS, 'let me in')).rejects.toEqual(
      expect.objectContaining({ code: 'no_name', status: 403 }),
    )
    await expect(uploadBody(NAMELESS, 'let me in')).rejects.toBeInstanceOf(UploadError)
  })

  it('reads a page, its channel state and its authors in three round trips', async () => {
    await post(ALICE, 'one')
    await post(BOB, 'two')
    await post(CAROL, 'three')
    await new Contract(general.channelAddress, CHAT_CHANNEL_ABI, signer(0)).getFunction('price')()
    let names: (string | null)[] = []
    let data: (string | null)[] = []
    const requests = await countRequests(async () => {
      const [page] = await Promise.all([
        feed(),
        readChannelState(reader.batcher, general.channelAddress, devnetAccount(ALICE).address),
      ])
      const authors = [...new Set(page.messages.map((message) => message.author))]
      names = await readDefaultNames(reader.batcher, chain.addresses.punkTld, authors)
      data = await readDomainDataMany(
        reader.batcher,
        chain.addresses.punkTld,
        names.filter((name): name is string => Boolean(name)),
      )
    })
    expect(names).toEqual(['carol', 'bob', 'alice'])
    expect(data).toHaveLength(3)
    expect(requests).toBe(3)
  })
})
