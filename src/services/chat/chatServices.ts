import { getAddress } from 'ethers'
import type { ChannelName } from '../../config'
import { config } from '../../config'
import { MAX_MESSAGE_TEXT_LENGTH } from '../../../server/upload/protocol'
import type { UploadContentType } from '../../../server/upload/protocol'
import { multicallContract } from '../chain/contracts'
import { getChainReader } from '../chain/readProvider'
import type { AppError } from '../errors'
import { isUserRejection, toAppError } from '../errors'
import { TxFailedError, runTransaction } from '../tx/runTransaction'
import type { TxSummary } from '../tx/runTransaction'
import { getSigner } from '../wallet/signer'
import * as reads from './chatReads'
import { sendDelete, sendPost } from './chatWrites'
import { CHAT_REFUSED, TX_REPORTED } from './errorCodes'
import { BodyCache, createBodyLoader } from './messageBodies'
import type { ChannelState, ChatMessage, FeedPage, LoadedBody } from './types'
import { UploadError, uploadToStorage } from './upload'

/**
 * The chat's chain and storage code, loaded on demand (it carries ethers): feed reads through the shared multicall
 * runner, message bodies with their caches, the signed upload, and the writes with their toast lifecycle. Bound to
 * the configured channels; the URL only ever names a channel, never an address (reference weakness §6.4).
 */
const reader = () => getChainReader(config)
const source = (channel: ChannelName, parentIndex: number | null): reads.FeedSource => ({
  channelAddress: config.chatChannels[channel],
  parentIndex,
})

/** A page of a feed, newest first; `beforeIndex` null for the newest page. */
export const readFeedPage = (channel: ChannelName, parentIndex: number | null, beforeIndex: number | null): Promise<FeedPage> =>
  reads.readFeedPage(reader().runner, source(channel, parentIndex), beforeIndex, config.chatPageSize)

export const readMessageCount = (channel: ChannelName, parentIndex: number | null): Promise<number> =>
  reads.readMessageCount(reader().runner, source(channel, parentIndex))

export const readMainMessage = (channel: ChannelName, index: number): Promise<ChatMessage | null> =>
  reads.readMainMessage(reader().runner, config.chatChannels[channel], index)

export const readChannelState = (channel: ChannelName, account: string | null): Promise<ChannelState> =>
  reads.readChannelState(reader().runner, config.chatChannels[channel], account)

/** Main names (without the tld) of many addresses, in one multicall; null where a read failed. */
export const readDefaultNames = (addresses: readonly string[]) => reads.readDefaultNames(reader().runner, config.punkTldAddress, addresses)

/** Data JSON of many names, in one multicall; null where a read failed. */
export const readDomainDataMany = (domainNames: readonly string[]) =>
  reads.readDomainDataMany(reader().runner, config.punkTldAddress, domainNames)

const bodyCache = new BodyCache()
const bodies = createBodyLoader({
  gateways: { arweaveGateway: config.arweaveGateway, ipfsGateway: config.ipfsGateways[0] },
  cache: bodyCache,
})

/** A message body by URL: cached, else fetched from the gateway (8 s timeout). Rejects when unavailable. */
export const loadMessageBody = (url: string): Promise<LoadedBody> => bodies.load(url)
/** Starts loading the bodies of a page, all in parallel. */
export const prefetchMessageBodies = (urls: readonly string[]): void => bodies.prefetch(urls)

/** A reason the chat refuses an action before anything is signed or paid; its message is shown as is. */
export class ChatError extends Error {}

/**
 * Issue #5 part 4: checks `paused`, `suspended` and (for posts) the balance against the price in one multicall,
 * before anything is uploaded. Resolves the price to pay; throws a ChatError naming what stops the user.
 */
async function checkCanPost(channel: ChannelName, account: string, { needsPrice }: { needsPrice: boolean }): Promise<ChannelState> {
  const [state, balance] = await Promise.all([
    readChannelState(channel, account),
    needsPrice ? multicallContract(config, reader().runner).getFunction('getEthBalance')(account) : 0n,
  ])
  if (state.paused) throw new ChatError('Posting is paused in this channel.')
  if (state.suspended) throw new ChatError('You are suspended from posting in this channel.')
  if (needsPrice && BigInt(String(balance)) < BigInt(state.priceWei)) {
    throw new ChatError('Your balance is too low to pay the post price.')
  }
  return state
}

/** The connected account's signer and checksummed address. */
async function connectedAccount() {
  const signer = await getSigner()
  return { signer, address: getAddress(await signer.getAddress()) }
}

/** Where a post is in its flow, for the composer's status line. */
export type PublishStage = 'checking' | 'signing' | 'uploading' | 'sending'

export interface PublishRequest {
  channel: ChannelName
  /** Main message to reply to, or null for a new main message. */
  parentIndex: number | null
  text: string
  onStage?: (stage: PublishStage) => void
}

export interface PublishResult extends TxSummary {
  url: string
}

/**
 * Posts a message (issue #5 part 4): checks paused / suspended / balance → the wallet signs the body's upload →
 * the upload endpoint stores it → createMessage(url) or createReply(parentIndex, url) paying the price just read,
 * through runTransaction (its toasts). The body is cached at once, so the new message shows without a fetch.
 * A rejected signature uploads nothing. Throws ChatError, UploadError, the wallet's rejection, or TxFailedError.
 */
export async function publishMessage({ channel, parentIndex, text, onStage = () => {} }: PublishRequest): Promise<PublishResult> {
  const trimmed = text.trim()
  if (!trimmed) throw new ChatError('Write something first.')
  if (trimmed.length > MAX_MESSAGE_TEXT_LENGTH) throw new ChatError(`Messages are limited to ${MAX_MESSAGE_TEXT_LENGTH} characters.`)
  onStage('checking')
  const { signer, address } = await connectedAccount()
  const state = await checkCanPost(channel, address, { needsPrice: true })
  const data = new TextEncoder().encode(JSON.stringify({ author: address, text: trimmed, timestamp: Date.now() }))
  onStage('signing')
  const url = await uploadToStorage({
    uploadUrl: config.uploadUrl,
    signer,
    data,
    contentType: 'application/json',
    onSigned: () => onStage('uploading'),
  })
  bodyCache.set(url, { text: trimmed })
  onStage('sending')
  const summary = await runTransaction((wallet) => sendPost(wallet, source(channel, parentIndex), url, state.priceWei), {
    successMessage: parentIndex === null ? 'Your message has been posted!' : 'Your reply has been posted!',
    receiptProvider: reader().provider,
  })
  return { ...summary, url }
}

/**
 * Stores an image for a message (the composer inserts `<url>?img`): checks paused / suspended first, then the
 * wallet signs and the endpoint stores it. Resolves `ar://<id>`.
 */
export async function uploadImage(
  channel: ChannelName,
  data: Uint8Array,
  contentType: UploadContentType,
  onStage: (stage: PublishStage) => void = () => {},
): Promise<string> {
  onStage('checking')
  const { signer, address } = await connectedAccount()
  await checkCanPost(channel, address, { needsPrice: false })
  onStage('signing')
  return uploadToStorage({ uploadUrl: config.uploadUrl, signer, data, contentType, onSigned: () => onStage('uploading') })
}

export interface DeleteRequest {
  channel: ChannelName
  parentIndex: number | null
  index: number
}

/** Soft-deletes a message or reply (author or mod), through runTransaction. */
export const deleteMessage = ({ channel, parentIndex, index }: DeleteRequest): Promise<TxSummary> =>
  runTransaction((wallet) => sendDelete(wallet, source(channel, parentIndex), index), {
    successMessage: 'The message has been deleted.',
    receiptProvider: reader().provider,
  })

/** Maps what a chat action threw to an AppError whose message can be shown as is. */
export function toChatError(error: unknown): AppError {
  if (error instanceof TxFailedError) return { message: error.message, code: TX_REPORTED, ...(error.isRejection && { isRejection: true }) }
  if (error instanceof ChatError) return { message: error.message, code: CHAT_REFUSED }
  if (error instanceof UploadError) return { message: error.message, code: error.code }
  if (isUserRejection(error)) return { ...toAppError(error), message: 'You rejected the signature: nothing was uploaded.' }
  return toAppError(error, 'Something went wrong. Please try again.')
}
