import * as path from 'node:path'
import { parseEther, type Contract, type JsonRpcProvider } from 'ethers'
import { devnetAccount } from './accounts'
import type { DevnetAddresses } from './addresses'
import { encodePng } from './chatImages'
import { seedStorage } from './chatSeed'
import { NFT_COMMENT_PRICE, NFT_LAUNCH_PRICE } from './constants'
import { attachContract, send } from './contractHelpers'
import { attachDevnetContracts } from './devnetContracts'
import { withAutomine } from './mining'
import { DEVNET_DIR } from './paths'
import { devnetProvider, devnetSigner } from './provider'

/** One seeded collection; `hue` colours its generated artwork. */
interface SeedCollection {
  owner: number
  name: string
  symbol: string
  uniqueId: string
  description: string
  /** Curve ratio in ether units. */
  ratio: string
  hue: number
  featured?: boolean
  /** Accounts that buy one NFT each, in order. */
  buyers: readonly number[]
  /** Comments (account, text), oldest first. */
  comments?: readonly { account: number; text: string }[]
}

/**
 * The seeded launchpad (issue #15), oldest first: five collections by alice (1), bob (2) and carol (3), the first two
 * featured, a few holders, and comments in two of them. Accounts 4-8 hold nothing, for the "not a holder" paths.
 */
export const NFT_SEED: readonly SeedCollection[] = [
  {
    owner: 1,
    name: 'Devnet Cats',
    symbol: 'DCAT',
    uniqueId: 'devnet-cats',
    description: 'Cats that live on the devnet. Each one a little pricier than the last.',
    ratio: '1',
    hue: 30,
    featured: true,
    buyers: [2, 3],
    comments: [
      { account: 1, text: 'Welcome, cat people! 🐈' },
      { account: 2, text: 'Just bought my first devnet cat.' },
    ],
  },
  {
    owner: 2,
    name: 'Pixel Sunsets',
    symbol: 'PSUN',
    uniqueId: 'pixel-sunsets',
    description: 'Sunsets, one pixel at a time.',
    ratio: '5',
    hue: 350,
    featured: true,
    buyers: [1, 3],
    comments: [{ account: 3, text: 'The colours on these are lovely.' }],
  },
  {
    owner: 3,
    name: 'Base Blocks',
    symbol: 'BLOCK',
    uniqueId: 'base-blocks',
    description: 'Building blocks for builders.',
    ratio: '0.5',
    hue: 220,
    buyers: [1],
  },
  {
    owner: 1,
    name: 'Alice Originals',
    symbol: 'ALICE',
    uniqueId: 'alice-originals',
    description: 'Hand-made by alice.demo.',
    ratio: '20',
    hue: 280,
    buyers: [],
  },
  {
    owner: 2,
    name: 'Tiny Waves',
    symbol: 'WAVE',
    uniqueId: 'tiny-waves',
    description: 'Small waves, big dreams.',
    ratio: '2',
    hue: 180,
    buyers: [3],
  },
]

/** A 256×256 artwork: concentric rings in the collection's hue (deterministic, so its ar:// URL is too). */
function artworkPng(hue: number): Buffer {
  const toRgb = (h: number, l: number): [number, number, number] => {
    const a = 0.6 * Math.min(l, 1 - l)
    const f = (n: number) => {
      const k = (n + h / 30) % 12
      return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
    }
    return [f(0), f(8), f(4)]
  }
  return encodePng(256, 256, (x, y) => {
    const ring = Math.floor(Math.hypot(x - 128, y - 128) / 16)
    return toRgb((hue + ring * 12) % 360, ring % 2 === 0 ? 0.55 : 0.75)
  })
}

export interface NftSeedResult {
  /** Collection address by unique ID. */
  collections: Record<string, string>
  /** ar:// URL of each collection's image, by unique ID. */
  images: Record<string, string>
}

/**
 * Seeds the launchpad on a deployed devnet (after `deployAll` and the chat seed): stores each collection's artwork on
 * arlocal, launches the collections, features the first two (directory owner = account 0), lets the buyers mint and
 * posts the comments (bodies on arlocal). Collection addresses are deterministic (CREATE2 on the unique ID).
 */
export async function seedNft(rpcUrl: string, addresses: DevnetAddresses, arweaveUrl: string): Promise<NftSeedResult> {
  const provider = devnetProvider(rpcUrl)
  try {
    return await withAutomine(provider, () => seedWith(provider, addresses, arweaveUrl))
  } finally {
    provider.destroy()
  }
}

async function seedWith(
  provider: JsonRpcProvider,
  addresses: DevnetAddresses,
  arweaveUrl: string,
): Promise<NftSeedResult> {
  const store = await seedStorage(arweaveUrl, path.join(DEVNET_DIR, '.state', 'nft-seed-transactions.json'))
  const contracts = await attachDevnetContracts(addresses, provider)
  const as = (contract: Contract, account: number) => contract.connect(devnetSigner(provider, account))
  const result: NftSeedResult = { collections: {}, images: {} }
  for (const seed of NFT_SEED) {
    const image = await store(artworkPng(seed.hue), 'image/png')
    result.images[seed.uniqueId] = image
    await send(
      as(contracts.nftLaunchpad, seed.owner),
      'launch',
      [
        devnetAccount(seed.owner).address,
        '0x0000000000000000000000000000000000000000',
        seed.description,
        image,
        seed.name,
        seed.name,
        seed.symbol,
        seed.uniqueId,
        parseEther(seed.ratio),
      ],
      { value: NFT_LAUNCH_PRICE },
    )
    const address = String(await contracts.nftLaunchpad.getFunction('getNftContractAddress')(seed.uniqueId))
    result.collections[seed.uniqueId] = address
    if (seed.featured) await send(as(contracts.nftDirectory, 0), 'addNftAddressToFeatured', [address])
    const nft = await attachContract('Nft721Bonding', address, provider)
    for (const buyer of seed.buyers) {
      const price: bigint = await nft.getFunction('getMintPrice')()
      await send(as(nft, buyer), 'mint', [devnetAccount(buyer).address], { value: price })
    }
    for (const comment of seed.comments ?? []) {
      const body = Buffer.from(
        JSON.stringify({ author: devnetAccount(comment.account).address, text: comment.text, timestamp: 0 }),
      )
      const url = await store(body, 'application/json')
      await send(as(contracts.nftComments, comment.account), 'createComment', [address, url], {
        value: NFT_COMMENT_PRICE,
      })
    }
  }
  store.saveCache()
  return result
}
