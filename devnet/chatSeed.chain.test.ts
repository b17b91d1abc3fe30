import { createChainReader } from '../src/services/chain/readProvider'
import { readDomainDataMany, readFeedPage } from '../src/services/chat/chatReads'
import { BodyCache, createBodyLoader } from '../src/services/chat/messageBodies'
import { startArlocal, type ArlocalHandle } from './arweave'
import { CHAT_SEED_POSTS, SEED_VIDEO_URL, seedChat, type ChatSeedResult } from './chatSeed'
import { SERVICE_HOOK_TIMEOUT_MS, startTestChain, type TestChain } from './testChain'

let chain: TestChain
let arlocal: ArlocalHandle
let seed: ChatSeedResult
let seedMs = 0

beforeAll(async () => {
  ;[chain, arlocal] = await Promise.all([startTestChain(), startArlocal()])
  const started = Date.now()
  seed = await seedChat(chain.rpcUrl, chain.addresses, arlocal.url)
  seedMs = Date.now() - started
}, SERVICE_HOOK_TIMEOUT_MS)

afterAll(async () => {
  await arlocal?.stop()
  await chain?.stop()
})

describe('seedChat', () => {
  it('fills General with 30+ messages (one deleted, an image, a video) and the other channels', () => {
    expect(seed.counts.general).toBeGreaterThanOrEqual(30)
    expect(seed.counts.memesImages).toBeGreaterThan(0)
    expect(seed.counts.shill).toBeGreaterThan(0)
    expect(seed.general.deletedIndex).toBeGreaterThanOrEqual(0)
    expect(seed.general.imageIndex).toBeGreaterThanOrEqual(0)
    expect(seed.general.videoIndex).toBeGreaterThanOrEqual(0)
    console.log(`chat seed: ${CHAT_SEED_POSTS.length} posts in ${seedMs} ms`)
  })

  it('spreads the messages over the past hours, newest a few minutes ago', async () => {
    const reader = createChainReader(chain.rpcUrl, 84532, chain.addresses.multicall3, 50)
    try {
      const source = { channelAddress: chain.addresses.chatChannels.general, parentIndex: null }
      const page = await readFeedPage(reader.batcher, source, null, 10)
      const nowSec = Date.now() / 1000
      const newest = page.messages[0]?.createdAt ?? 0
      expect(nowSec - newest).toBeGreaterThan(60)
      expect(nowSec - newest).toBeLessThan(2 * 3600)
      const times = page.messages.map((message) => message.createdAt)
      expect([...times].sort((a, b) => b - a)).toEqual(times)
      const older = await readFeedPage(reader.batcher, source, page.olderCursor, 10)
      const deleted = await readFeedPage(reader.batcher, source, seed.general.deletedIndex + 1, 1)
      expect(deleted).toEqual(expect.objectContaining({ messages: [], hiddenCount: 1 }))
      expect(older.messages.length).toBeGreaterThan(0)
      // The chain's clock is back at the wall clock: the next block is dated now.
      await chain.provider.send('evm_mine', [])
      const block = await chain.provider.getBlock('latest')
      expect(Math.abs((block?.timestamp ?? 0) - nowSec)).toBeLessThan(120)
    } finally {
      reader.provider.destroy()
    }
  })

  it('gives alice, bob and carol profile pictures stored on arlocal', async () => {
    const reader = createChainReader(chain.rpcUrl, 84532, chain.addresses.multicall3, 50)
    try {
      const data = await readDomainDataMany(reader.batcher, chain.addresses.punkTld, ['alice', 'bob', 'carol'])
      for (const [index, name] of ['alice', 'bob', 'carol'].entries()) {
        const image = (JSON.parse(data[index] ?? '{}') as { image?: string }).image
        expect(image).toBe(seed.images.avatars[name])
        const response = await fetch(`${arlocal.url}/${image?.slice('ar://'.length)}`)
        expect(response.headers.get('content-type')).toBe('image/png')
      }
      expect(JSON.parse(data[0] ?? '{}')).toEqual(expect.objectContaining({ description: 'Alice, a devnet test user' }))
    } finally {
      reader.provider.destroy()
    }
  })

  it('stores every body on arlocal, the video message included', async () => {
    const reader = createChainReader(chain.rpcUrl, 84532, chain.addresses.multicall3, 50)
    const bodies = createBodyLoader({
      gateways: { arweaveGateway: `${arlocal.url}/`, ipfsGateway: 'https://ipfs.invalid/ipfs/' },
      cache: new BodyCache('seed-test'),
    })
    try {
      const source = { channelAddress: chain.addresses.chatChannels.general, parentIndex: null }
      const page = await readFeedPage(reader.batcher, source, seed.general.videoIndex + 1, 1)
      const video = page.messages[0]
      expect(video && (await bodies.load(video.url)).text).toContain(SEED_VIDEO_URL)
    } finally {
      reader.provider.destroy()
    }
  })
})
