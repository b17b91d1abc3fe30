import { createChainReader, type ChainReader } from '../../src/services/chain/readProvider'
import {
  findCollection,
  readCards,
  readCollection,
  readComments,
  readFeatured,
  readLatestPage,
} from '../../src/services/nft/nftReads'
import { parseDataUri } from '../../src/services/nft/tokenMetadata'
import { devnetAccount } from '../accounts'
import { startArlocal, type ArlocalHandle } from '../arweave'
import { NFT_SEED, seedNft, type NftSeedResult } from '../nftSeed'
import { SERVICE_HOOK_TIMEOUT_MS, startTestChain, type TestChain } from '../testChain'

let chain: TestChain
let arlocal: ArlocalHandle
let seed: NftSeedResult
let reader: ChainReader

beforeAll(async () => {
  ;[chain, arlocal] = await Promise.all([startTestChain(), startArlocal()])
  seed = await seedNft(chain.rpcUrl, chain.addresses, arlocal.url)
  reader = createChainReader(chain.rpcUrl, 84532, chain.addresses.multicall3, 100)
}, SERVICE_HOOK_TIMEOUT_MS)

afterAll(async () => {
  reader?.provider.destroy()
  await arlocal?.stop()
  await chain?.stop()
})

const launchpad = () => chain.addresses.nftLaunchpad
const address = (uniqueId: string) => seed.collections[uniqueId] ?? ''

describe('seedNft and the launchpad reads', () => {
  it('lists every seeded collection newest first, page by page, down to a one-item last page', async () => {
    const newestFirst = [...NFT_SEED].reverse().map((collection) => address(collection.uniqueId))
    const first = await readLatestPage(reader.batcher, launchpad(), null, 2)
    expect(first).toEqual({ addresses: newestFirst.slice(0, 2), olderCursor: 3, total: 5 })
    const second = await readLatestPage(reader.batcher, launchpad(), 3, 2)
    expect(second).toEqual({ addresses: newestFirst.slice(2, 4), olderCursor: 1, total: 5 })
    const last = await readLatestPage(reader.batcher, launchpad(), 1, 2)
    expect(last).toEqual({ addresses: newestFirst.slice(4), olderCursor: null, total: 5 })
  })

  it('reads the featured collections, newest first', async () => {
    expect(await readFeatured(reader.batcher, launchpad(), 4)).toEqual([
      address('pixel-sunsets'),
      address('devnet-cats'),
    ])
  })

  it('reads card data, taking cached names and previews as given', async () => {
    const cats = address('devnet-cats')
    const cards = await readCards(reader.batcher, [cats, address('tiny-waves')], {
      [address('tiny-waves').toLowerCase()]: { name: 'Cached', image: 'ar://cached' },
    })
    expect(cards[0]).toMatchObject({ address: cats, name: 'Devnet Cats', image: seed.images['devnet-cats'] })
    expect(BigInt(cards[0]?.mintPriceWei ?? '0')).toBeGreaterThan(0n)
    expect(cards[1]).toMatchObject({ name: 'Cached', image: 'ar://cached' })
  })

  it('finds collections by unique ID or address', async () => {
    expect(await findCollection(reader.batcher, launchpad(), 'base-blocks')).toBe(address('base-blocks'))
    expect(await findCollection(reader.batcher, launchpad(), 'nope')).toBeNull()
    expect(await findCollection(reader.batcher, launchpad(), address('tiny-waves'))).toBe(address('tiny-waves'))
  })

  it('reads a collection with the holding of an account, and its comments', async () => {
    const cats = address('devnet-cats')
    const bob = devnetAccount(2).address
    const details = await readCollection(reader.batcher, cats, bob, async () => null)
    expect(details).toMatchObject({
      kind: 'launchpad',
      name: 'Devnet Cats',
      owner: devnetAccount(1).address,
      supply: 3, // the owner's #1 and two buyers
      images: [seed.images['devnet-cats']],
      holding: { balance: 1, tokenId: '2' },
      metadataType: 0,
    })
    const comments = await readComments(reader.batcher, chain.addresses.nftComments, cats, 10)
    expect(comments.total).toBe(2)
    expect(comments.comments.map((comment) => comment.author)).toEqual([bob, devnetAccount(1).address])
  })

  it('tells a foreign ERC-721 (the name registry) and a plain address apart from a launchpad collection', async () => {
    const tld = await readCollection(reader.batcher, chain.addresses.punkTld, null, async (uri) => parseDataUri(uri))
    expect(tld.kind).toBe('foreign')
    const nothing = await readCollection(reader.batcher, devnetAccount(7).address, null, async () => null)
    expect(nothing.kind).toBe('none')
  })
})
