import { config } from '../../config'
import { getLightReader } from '../chain/lightReader'
import { bodyLoader } from '../chat/chatBodies'
import { loadTokenMetadata } from './metadataFetch'
import * as reads from './nftReads'
import type { UploadContentType } from '../../../protocol/upload'
import { ChatError, toChatError } from '../chat/chatErrors'
import type { CommentStage, LaunchRequest, MetadataEdit, SellResult } from './nftActions'
import type { CollectionCardData, CollectionDetails, CommentsPage, LatestPage, LaunchpadState } from './types'

export type { CommentStage, LaunchRequest, MetadataEdit, SellResult }

/**
 * The launchpad's chain code, loaded with its pages only (issue #15). Reads take the light path (one multicall per
 * screen); writes load their own chunk (wallet, ethers, transaction runner) on first use. Bound to the configured
 * launchpad and comments channel.
 */
const batcher = () => getLightReader(config).batcher
const launchpad = () => config.nftLaunchpadBondingAddress

/** Newest `count` featured collections, newest first. */
export const readFeatured = (count: number): Promise<string[]> => reads.readFeatured(batcher(), launchpad(), count)

/** A page of launched collections, newest first (see nftReads.readLatestPage). */
export const readLatestPage = (beforeIndex: number | null, pageSize: number): Promise<LatestPage> =>
  reads.readLatestPage(batcher(), launchpad(), beforeIndex, pageSize)

/** Card data of many collections; `known` holds cached names and previews by lower-cased address. */
export const readCards = (
  addresses: readonly string[],
  known: Readonly<Record<string, { name: string; image: string }>>,
): Promise<CollectionCardData[]> => reads.readCards(batcher(), addresses, known)

/** A collection address by address or unique ID; null when none. */
export const findCollection = (query: string): Promise<string | null> =>
  reads.findCollection(batcher(), launchpad(), query)

export const readLaunchpadState = (): Promise<LaunchpadState> => reads.readLaunchpadState(batcher(), launchpad())

export const readUniqueIdAvailable = (uniqueId: string): Promise<boolean> =>
  reads.readUniqueIdAvailable(batcher(), launchpad(), uniqueId)

/** The collection page's data; `account` adds the holding. */
export const readCollection = (address: string, account: string | null): Promise<CollectionDetails> =>
  reads.readCollection(batcher(), address, account, (uri) => loadTokenMetadata(uri, config))

/** How many comments a collection's chat shows. */
export const COMMENTS_SHOWN = 30

export const readComments = (subject: string): Promise<CommentsPage> =>
  reads.readComments(batcher(), config.nftCommentsAddress, subject, COMMENTS_SHOWN)

/** A comment body's text (the chat's body loader and cache). */
export const loadCommentText = async (url: string): Promise<string> => (await bodyLoader.load(url)).text

/** The write actions (launch, buy, sell, send, owner tools, comments), loaded on first use. */
const loadActions = () => import(/* webpackChunkName: "nft-actions" */ './nftActions')

/** How a buy ended: bought, or the price moved before anything was signed (confirm the new price). */
export type BuyOutcome =
  { kind: 'bought'; hash: string; blockNumber: number } | { kind: 'priceMoved'; priceWei: string }

type Actions = Awaited<ReturnType<typeof loadActions>>

/**
 * Maps what an action threw to an AppError whose message can be shown as is; `code` TX_REPORTED when the
 * transaction lifecycle already toasted it (the chat's mapping: refusals, upload errors, rejected signatures).
 */
export const toActionError = toChatError
export { TX_REPORTED } from '../chat/errorCodes'

/** Runs a write action; a problem it found before signing (NftActionError) becomes a refusal with its message. */
async function runAction<T>(run: (a: Actions) => Promise<T>): Promise<T> {
  const a = await loadActions()
  try {
    return await run(a)
  } catch (error) {
    if (error instanceof a.NftActionError) throw new ChatError(error.message)
    throw error
  }
}

/** Buys one NFT at `quotedWei`; reports a moved price instead of sending. */
export const buy = (collection: string, quotedWei: string): Promise<BuyOutcome> =>
  runAction(async (a) => {
    try {
      return { kind: 'bought' as const, ...(await a.buyNft(collection, quotedWei)) }
    } catch (error) {
      if (error instanceof a.PriceMovedError) return { kind: 'priceMoved' as const, priceWei: error.priceWei }
      throw error
    }
  })

export const sell = (collection: string) => runAction((a) => a.sellNft(collection))
export const sendNft = (collection: string, tokenId: string, to: string) =>
  runAction((a) => a.sendNft(collection, tokenId, to))
export const launch = (request: LaunchRequest) => runAction((a) => a.launchCollection(request))
export const editMetadata = (collection: string, metadataAddress: string, edit: MetadataEdit) =>
  runAction((a) => a.editMetadata(collection, metadataAddress, edit))
export const postComment = (subject: string, text: string, onStage?: (stage: CommentStage) => void) =>
  runAction((a) => a.postComment(subject, text, onStage))
export const uploadCollectionImage = (data: Uint8Array, contentType: UploadContentType) =>
  runAction((a) => a.uploadCollectionImage(data, contentType))
