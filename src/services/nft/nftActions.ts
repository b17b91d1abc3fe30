import type { Signer } from 'ethers'
import { getAddress } from 'ethers'
import type { UploadContentType } from '../../../protocol/upload'
import { MAX_MESSAGE_TEXT_LENGTH } from '../../../protocol/upload'
import { config } from '../../config'
import { getChainReader } from '../chain/readProvider'
import { mintReferrer } from '../chain/referrer'
import { readContract } from '../chain/rpc/readContract'
import { writeContract } from '../chain/writeContract'
import { bodyCache } from '../chat/chatBodies'
import { uploadToStorage } from '../chat/upload'
import { runTransaction } from '../tx/runTransaction'
import type { RevertExplainer, TxSummary } from '../tx/runTransaction'
import { getSigner } from '../wallet/signer'
import { NFT_BONDING_ABI, NFT_COMMENTS_ABI, NFT_LAUNCHPAD_ABI, NFT_METADATA_ABI } from './nftAbi'
import { beatenBuyMessage, firstMintedTokenId, isBeatenBuy, nftPriceText } from './nftRevert'

/**
 * The launchpad's writes (issue #15), each through the one transaction lifecycle (runTransaction: its toasts and
 * receipt). The heavy chunk: nftServices loads it on the first action.
 */
const reader = () => getChainReader(config)
const tx = (
  send: (signer: Signer) => ReturnType<typeof writeContract>,
  successMessage: string,
  explainRevert?: RevertExplainer,
) => runTransaction(send, { successMessage, reader: reader(), explainRevert })

/**
 * Issue #35: a buy mined after someone else's (its exact value no longer the price) reads "Someone bought NFT #7
 * first; the next one costs 0.0008 ETH.", with the NFT the other buyer got and the price now.
 */
const explainBeatenBuy =
  (collection: string): RevertExplainer =>
  async ({ error, rpc, startBlock, blockNumber }) => {
    if (!isBeatenBuy(error)) return null
    const [tokenId, price] = await Promise.all([
      firstMintedTokenId(rpc, collection, startBlock + 1, blockNumber),
      readContract(reader().batcher, collection, NFT_BONDING_ABI, 'getMintPrice'),
    ])
    const { symbol, decimals } = config.chain.nativeCurrency
    return beatenBuyMessage(tokenId, nftPriceText(price, symbol, decimals))
  }

/** A problem found before anything is signed; its message is for the user. */
export class NftActionError extends Error {
  override name = 'NftActionError'
}

/** The mint price moved between the quote and the click; `priceWei` is the new one to confirm. */
export class PriceMovedError extends NftActionError {
  override name = 'PriceMovedError'
  constructor(readonly priceWei: string) {
    super('The price has changed. Check the new price and confirm again.')
  }
}

async function connectedAccount() {
  const signer = await getSigner()
  return { signer, address: getAddress(await signer.getAddress()) }
}

export interface LaunchRequest {
  name: string
  symbol: string
  description: string
  image: string
  uniqueId: string
  /** On-chain ratio, wei. */
  ratioWei: string
  /** Launch price as read, wei (the contract refunds any excess, so it is sent as read). */
  priceWei: string
  /** The stored referrer ('' when none); spec §5 rules pick the one paid (never the launcher themselves). */
  storedReferrer: string
}

/** Launches a collection owned by the connected account; resolves its address once confirmed. */
export async function launchCollection(request: LaunchRequest): Promise<TxSummary & { address: string }> {
  const launchpad = config.nftLaunchpadBondingAddress
  const { address: owner } = await connectedAccount()
  const referrer = mintReferrer(request.storedReferrer, owner, config.defaultReferrer)
  const summary = await tx(
    (signer) =>
      writeContract(
        signer,
        launchpad,
        NFT_LAUNCHPAD_ABI,
        'launch',
        [
          owner,
          referrer,
          request.description,
          request.image,
          request.name,
          request.name,
          request.symbol,
          request.uniqueId,
          BigInt(request.ratioWei),
        ],
        { value: BigInt(request.priceWei) },
      ),
    'You have successfully launched an NFT collection!',
  )
  const address = await readContract(reader().batcher, launchpad, NFT_LAUNCHPAD_ABI, 'getNftContractAddress', [
    request.uniqueId,
  ])
  return { ...summary, address }
}

/**
 * Buys one NFT at exactly `quotedWei` (the contract wants the exact value). The price is read again first; if it
 * moved (someone bought or sold meanwhile) nothing is sent and PriceMovedError carries the new price to confirm.
 */
export async function buyNft(collection: string, quotedWei: string): Promise<TxSummary> {
  const { address } = await connectedAccount()
  const current = await readContract(reader().batcher, collection, NFT_BONDING_ABI, 'getMintPrice')
  if (current.toString() !== quotedWei) throw new PriceMovedError(current.toString())
  return tx(
    (signer) => writeContract(signer, collection, NFT_BONDING_ABI, 'mint', [address], { value: current }),
    'You have bought an NFT!',
    explainBeatenBuy(collection),
  )
}

export interface SellResult extends TxSummary {
  tokenId: string
}

/** Sells one of the connected account's NFTs back to the curve (never the collection's last one). */
export async function sellNft(collection: string): Promise<SellResult> {
  const { address } = await connectedAccount()
  const { batcher } = reader()
  const [supply, balance] = await Promise.all([
    readContract(batcher, collection, NFT_BONDING_ABI, 'totalSupply'),
    readContract(batcher, collection, NFT_BONDING_ABI, 'balanceOf', [address]),
  ])
  if (balance === 0n) throw new NftActionError('You do not hold an NFT of this collection.')
  if (supply < 2n) throw new NftActionError('The last NFT of a collection cannot be sold.')
  const tokenId = await readContract(batcher, collection, NFT_BONDING_ABI, 'tokenOfOwnerByIndex', [address, 0n])
  const summary = await tx(
    (signer) => writeContract(signer, collection, NFT_BONDING_ABI, 'burn', [tokenId]),
    'You have sold an NFT!',
  )
  return { ...summary, tokenId: tokenId.toString() }
}

/** Sends token `tokenId` of the connected account to `to` (an address resolved and shown before). */
export async function sendNft(collection: string, tokenId: string, to: string): Promise<TxSummary> {
  const { address } = await connectedAccount()
  return tx(
    (signer) =>
      writeContract(signer, collection, NFT_BONDING_ABI, 'transferFrom', [address, getAddress(to), BigInt(tokenId)]),
    'The NFT has been sent!',
  )
}

/** The collection owner's metadata edits (the contract checks ownership). */
export type MetadataEdit =
  | { kind: 'description'; description: string }
  | { kind: 'preview'; url: string }
  | { kind: 'addImage'; url: string }
  | { kind: 'removeImage'; index: number }
  | { kind: 'type'; metadataType: number; urlOrImage: string; preview: string }

/** Sends one metadata edit to the collection's metadata contract. */
export function editMetadata(collection: string, metadataAddress: string, edit: MetadataEdit): Promise<TxSummary> {
  const abi = NFT_METADATA_ABI
  const send = (signer: Signer) => {
    switch (edit.kind) {
      case 'description':
        return writeContract(signer, metadataAddress, abi, 'setDescription', [collection, edit.description])
      case 'preview':
        return writeContract(signer, metadataAddress, abi, 'setCollectionPreview', [collection, edit.url])
      case 'addImage':
        return writeContract(signer, metadataAddress, abi, 'addImageToCollection', [collection, edit.url])
      case 'removeImage':
        return writeContract(signer, metadataAddress, abi, 'removeImageFromCollectionByIndex', [
          collection,
          BigInt(edit.index),
        ])
      case 'type':
        return writeContract(signer, metadataAddress, abi, 'setMdTypeAndUrlOrImage', [
          collection,
          BigInt(edit.metadataType),
          edit.urlOrImage,
          edit.preview,
        ])
    }
  }
  return tx(send, 'The collection has been updated!')
}

/** Stores an image (collection preview, added image) through the upload endpoint; resolves `ar://<id>`. */
export async function uploadCollectionImage(data: Uint8Array, contentType: UploadContentType): Promise<string> {
  return uploadToStorage({
    uploadUrl: config.uploadUrl,
    signer: await getSigner(),
    chainId: config.chain.chainId,
    data,
    contentType,
  })
}

/** Where a comment is in its flow, for the composer's status line. */
export type CommentStage = 'checking' | 'signing' | 'uploading' | 'sending'

/**
 * Posts a comment on a collection, as the chat posts (issue #5 flow): checks paused and the price, the wallet signs
 * the body's upload, the endpoint stores `{author, text, timestamp}` on Arweave, then createComment(subject, url)
 * pays the price just read. A rejected signature uploads nothing.
 */
export async function postComment(
  subject: string,
  text: string,
  onStage: (stage: CommentStage) => void = () => {},
): Promise<TxSummary> {
  const trimmed = text.trim()
  if (!trimmed) throw new NftActionError('Write something first.')
  if (trimmed.length > MAX_MESSAGE_TEXT_LENGTH)
    throw new NftActionError(`Comments are limited to ${MAX_MESSAGE_TEXT_LENGTH} characters.`)
  onStage('checking')
  const { signer, address } = await connectedAccount()
  const channel = config.nftCommentsAddress
  const { batcher } = reader()
  const [price, paused] = await Promise.all([
    readContract(batcher, channel, NFT_COMMENTS_ABI, 'price'),
    readContract(batcher, channel, NFT_COMMENTS_ABI, 'paused'),
  ])
  if (paused) throw new NftActionError('Comments are paused.')
  const data = new TextEncoder().encode(JSON.stringify({ author: address, text: trimmed, timestamp: Date.now() }))
  onStage('signing')
  const url = await uploadToStorage({
    uploadUrl: config.uploadUrl,
    signer,
    chainId: config.chain.chainId,
    data,
    contentType: 'application/json',
    onSigned: () => onStage('uploading'),
  })
  bodyCache.set(url, { text: trimmed })
  onStage('sending')
  return tx(
    (wallet) => writeContract(wallet, channel, NFT_COMMENTS_ABI, 'createComment', [subject, url], { value: price }),
    'Your comment has been posted!',
  )
}
