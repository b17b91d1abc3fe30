import type { CallBatcher } from '../chain/rpc/callBatcher'
import { readContract } from '../chain/rpc/readContract'
import { NFT_BONDING_ABI, NFT_COMMENTS_ABI, NFT_LAUNCHPAD_ABI, NFT_METADATA_ABI } from './nftAbi'
import { isHexAddress } from '../../lib/guards'
import { mintPriceAt } from './curve'
import type {
  CollectionCardData,
  CollectionComment,
  CollectionDetails,
  CommentsPage,
  Holding,
  LatestPage,
  LaunchpadState,
  TokenMetadata,
} from './types'

/*
 * The launchpad's reads on the light path: every call through the app's Multicall3 batcher, so what a screen reads
 * at once is one eth_call. Works against the devnet contracts and the deployed ones (issue #15).
 */

const ZERO = '0x0000000000000000000000000000000000000000'

/** The newest `count` featured collections, newest first. */
export async function readFeatured(batcher: CallBatcher, launchpad: string, count: number): Promise<string[]> {
  const list = await readContract(batcher, launchpad, NFT_LAUNCHPAD_ABI, 'getFeaturedNftContracts', [BigInt(count)])
  return [...list].reverse()
}

/**
 * One page of launched collections, newest first: the newest page when `beforeIndex` is null, else the `pageSize`
 * collections before that index. The deployed directory's range read is inclusive and refuses a one-item range
 * (fromIndex must be below toIndex), so a last page of one reads two items and keeps the first (reference §6.14).
 */
export async function readLatestPage(
  batcher: CallBatcher,
  launchpad: string,
  beforeIndex: number | null,
  pageSize: number,
): Promise<LatestPage> {
  const abi = NFT_LAUNCHPAD_ABI
  const totalRead = readContract(batcher, launchpad, abi, 'getNftContractsArrayLength')
  if (beforeIndex === null) {
    const [last, total] = await Promise.all([
      readContract(batcher, launchpad, abi, 'getLastNftContracts', [BigInt(pageSize)]),
      totalRead,
    ])
    const oldest = Number(total) - last.length
    return { addresses: [...last].reverse(), olderCursor: oldest > 0 ? oldest : null, total: Number(total) }
  }
  const total = Number(await totalRead)
  const end = Math.min(beforeIndex, total)
  if (end <= 0) return { addresses: [], olderCursor: null, total }
  const from = Math.max(0, end - pageSize)
  const to = end - 1
  const isSingle = from === to
  if (isSingle && to + 1 >= total) {
    // Only one collection in all: the newest-page read covers it.
    const last = await readContract(batcher, launchpad, abi, 'getLastNftContracts', [1n])
    return { addresses: [...last], olderCursor: null, total }
  }
  const range = await readContract(batcher, launchpad, abi, 'getNftContracts', [
    BigInt(from),
    BigInt(isSingle ? to + 1 : to),
  ])
  const page = isSingle ? range.slice(0, 1) : [...range]
  return { addresses: page.reverse(), olderCursor: from > 0 ? from : null, total }
}

/**
 * Card data of many collections in one multicall: the mint price always, name and preview unless `known` already
 * holds them (the per-address cache, spec §3). A collection whose reads fail is left out.
 */
export async function readCards(
  batcher: CallBatcher,
  addresses: readonly string[],
  known: Readonly<Record<string, { name: string; image: string }>>,
): Promise<CollectionCardData[]> {
  const cards = await Promise.allSettled(
    addresses.map(async (address): Promise<CollectionCardData> => {
      const cached = known[address.toLowerCase()]
      const [mintPrice, name, image] = await Promise.all([
        readContract(batcher, address, NFT_BONDING_ABI, 'getMintPrice'),
        cached ? cached.name : readContract(batcher, address, NFT_BONDING_ABI, 'name'),
        cached ? cached.image : readContract(batcher, address, NFT_BONDING_ABI, 'collectionPreview').catch(() => ''),
      ])
      return { address, name, image, mintPriceWei: mintPrice.toString() }
    }),
  )
  return cards.flatMap((card) => (card.status === 'fulfilled' ? [card.value] : []))
}

/**
 * Finds a collection by address or unique ID (reference SearchNftModal): an 0x address is returned as is (checked
 * later by the collection page), anything else is looked up as a unique ID. Null when no collection has that ID.
 */
export async function findCollection(batcher: CallBatcher, launchpad: string, query: string): Promise<string | null> {
  const value = query.trim()
  if (isHexAddress(value)) return value
  if (!value) return null
  const address = await readContract(batcher, launchpad, NFT_LAUNCHPAD_ABI, 'getNftContractAddress', [value])
  return address === ZERO ? null : address
}

/** Launch price, paused flag, fee and name limit: one multicall. */
export async function readLaunchpadState(batcher: CallBatcher, launchpad: string): Promise<LaunchpadState> {
  const abi = NFT_LAUNCHPAD_ABI
  const [price, paused, fee, maxName] = await Promise.all([
    readContract(batcher, launchpad, abi, 'price'),
    readContract(batcher, launchpad, abi, 'paused'),
    readContract(batcher, launchpad, abi, 'mintingFeePercentage'),
    readContract(batcher, launchpad, abi, 'maxNftNameLength').catch(() => 32n),
  ])
  return { priceWei: price.toString(), paused, mintingFeePercentage: fee.toString(), maxNameBytes: Number(maxName) }
}

export const readUniqueIdAvailable = (batcher: CallBatcher, launchpad: string, uniqueId: string): Promise<boolean> =>
  readContract(batcher, launchpad, NFT_LAUNCHPAD_ABI, 'isUniqueIdAvailable', [uniqueId])

/** The account's balance and one token it holds (its first by index), or null without an account. */
async function readHolding(batcher: CallBatcher, address: string, account: string | null): Promise<Holding | null> {
  if (!account) return null
  const [balance, first] = await Promise.all([
    readContract(batcher, address, NFT_BONDING_ABI, 'balanceOf', [account]),
    readContract(batcher, address, NFT_BONDING_ABI, 'tokenOfOwnerByIndex', [account, 0n]).catch(() => null),
  ])
  return { balance: Number(balance), tokenId: balance > 0n && first !== null ? first.toString() : null }
}

/**
 * Everything the collection page shows (issue #15 /nft/collection): a launchpad collection's prices, supply, owner,
 * metadata and the account's holding in two multicalls; for another ERC-721, its name and token #1's metadata
 * (`loadMetadata` fetches a tokenURI); 'none' when nothing answers.
 */
export async function readCollection(
  batcher: CallBatcher,
  address: string,
  account: string | null,
  loadMetadata: (tokenUri: string) => Promise<TokenMetadata | null>,
): Promise<CollectionDetails> {
  const abi = NFT_BONDING_ABI
  const settle = <T>(promise: Promise<T>) => promise.catch(() => null)
  const [name, symbol, owner, supply, mintPrice, burnPrice, metadataAddress, holding, ratio, fee] = await Promise.all([
    settle(readContract(batcher, address, abi, 'name')),
    settle(readContract(batcher, address, abi, 'symbol')),
    settle(readContract(batcher, address, abi, 'owner')),
    settle(readContract(batcher, address, abi, 'totalSupply')),
    settle(readContract(batcher, address, abi, 'getMintPrice')),
    settle(readContract(batcher, address, abi, 'getBurnPrice')),
    settle(readContract(batcher, address, abi, 'metadataAddress')),
    settle(readHolding(batcher, address, account)),
    settle(readContract(batcher, address, abi, 'ratio')),
    settle(readContract(batcher, address, abi, 'mintingFeePercentage')),
  ])
  if (mintPrice === null || burnPrice === null || metadataAddress === null || owner === null || supply === null) {
    const tokenUri = await settle(readContract(batcher, address, abi, 'tokenURI', [1n]))
    if (name === null && tokenUri === null) return { kind: 'none', address }
    return { kind: 'foreign', address, name, metadata: tokenUri ? await loadMetadata(tokenUri) : null }
  }
  const md = NFT_METADATA_ABI
  const [description, image, metadataType, metadataUrl, images] = await Promise.all([
    settle(readContract(batcher, metadataAddress, md, 'getCollectionDescription', [address])),
    settle(readContract(batcher, metadataAddress, md, 'getCollectionPreviewImage', [address])),
    settle(readContract(batcher, metadataAddress, md, 'getCollectionMetadataType', [address])),
    settle(readContract(batcher, metadataAddress, md, 'getCollectionMetadataUrl', [address])),
    settle(readContract(batcher, metadataAddress, md, 'getCollectionImages', [address])),
  ])
  return {
    kind: 'launchpad',
    address,
    name: name ?? '',
    symbol: symbol ?? '',
    owner,
    description: description ?? '',
    image: image ?? '',
    supply: Number(supply),
    mintPriceWei: mintPrice.toString(),
    burnPriceWei: burnPrice.toString(),
    // The newest token's step: what `mint` took when the supply was one less (the contract's own curve and fees).
    lastBuyPriceWei:
      supply >= 2n && ratio !== null && fee !== null ? mintPriceAt(supply - 1n, ratio, fee).toString() : null,
    metadataType: metadataType === null ? 0 : Number(metadataType),
    metadataUrl: metadataUrl ?? '',
    images: images ? [...images] : [],
    metadataAddress,
    holding,
  }
}

/** The newest `count` live comments on a collection, newest first, with the price and paused flag: one multicall. */
export async function readComments(
  batcher: CallBatcher,
  commentsAddress: string,
  subject: string,
  count: number,
): Promise<CommentsPage> {
  const abi = NFT_COMMENTS_ABI
  const [list, total, price, paused] = await Promise.all([
    readContract(batcher, commentsAddress, abi, 'fetchLastComments', [false, subject, BigInt(count)]),
    readContract(batcher, commentsAddress, abi, 'getCommentCount', [subject]),
    readContract(batcher, commentsAddress, abi, 'price'),
    readContract(batcher, commentsAddress, abi, 'paused'),
  ])
  const comments: CollectionComment[] = [...list]
    .map((raw) => ({
      index: Number(raw.index),
      author: String(raw.author),
      createdAt: Number(raw.createdAt),
      url: String(raw.url),
    }))
    .reverse()
  return { comments, total: Number(total), priceWei: price.toString(), paused }
}
