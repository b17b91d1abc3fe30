import { getAddress } from 'ethers'
import type { ChannelName } from '../../config'
import { config } from '../../config'
import { MAX_MESSAGE_TEXT_LENGTH } from '../../../protocol/upload'
import type { UploadContentType } from '../../../protocol/upload'
import { MULTICALL3_ABI } from '../chain/abis'
import { getChainReader } from '../chain/readProvider'
import { readContract } from '../chain/rpc/readContract'
import { runTransaction } from '../tx/runTransaction'
import type { TxSummary } from '../tx/runTransaction'
import { getSigner } from '../wallet/signer'
import { bodyCache } from './chatBodies'
import { ChatError } from './chatErrors'
import { readChannelState } from './chatReads'
import type { PostTarget } from './chatWrites'
import { sendDelete, sendPost } from './chatWrites'
import type { ChannelState } from './types'
import { uploadToStorage } from './upload'

/**
 * The chat's actions (issue #5 part 4): posting, image upload and deletion, with the wallet, the signed upload and the
 * transaction lifecycle. The heavy chunk (ethers provider and Contract): chatServices loads it on the first action.
 */
const reader = () => getChainReader(config)
const target = (channel: ChannelName, parentIndex: number | null): PostTarget => ({
  channelAddress: config.chatChannels[channel],
  parentIndex,
})

/**
 * Checks `paused`, `suspended` and (for posts) the balance against the price in one multicall, before anything is
 * uploaded. Resolves the price to pay; throws a ChatError naming what stops the user.
 */
async function checkCanPost(
  channel: ChannelName,
  account: string,
  { needsPrice }: { needsPrice: boolean },
): Promise<ChannelState> {
  const { batcher } = reader()
  const [state, balance] = await Promise.all([
    readChannelState(batcher, config.chatChannels[channel], account),
    needsPrice ? readContract(batcher, config.multicall3Address, MULTICALL3_ABI, 'getEthBalance', [account]) : 0n,
  ])
  if (state.paused) throw new ChatError('Posting is paused in this channel.')
  if (state.suspended) throw new ChatError('You are suspended from posting in this channel.')
  if (needsPrice && balance < BigInt(state.priceWei)) {
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
export async function publishMessage({
  channel,
  parentIndex,
  text,
  onStage = () => {},
}: PublishRequest): Promise<PublishResult> {
  const trimmed = text.trim()
  if (!trimmed) throw new ChatError('Write something first.')
  if (trimmed.length > MAX_MESSAGE_TEXT_LENGTH)
    throw new ChatError(`Messages are limited to ${MAX_MESSAGE_TEXT_LENGTH} characters.`)
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
  const summary = await runTransaction(
    (wallet) => sendPost(wallet, target(channel, parentIndex), url, state.priceWei),
    {
      successMessage: parentIndex === null ? 'Your message has been posted!' : 'Your reply has been posted!',
      receiptProvider: reader().provider,
    },
  )
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
  return uploadToStorage({
    uploadUrl: config.uploadUrl,
    signer,
    data,
    contentType,
    onSigned: () => onStage('uploading'),
  })
}

export interface DeleteRequest {
  channel: ChannelName
  parentIndex: number | null
  index: number
}

/** Soft-deletes a message or reply (author or mod), through runTransaction. */
export const deleteMessage = ({ channel, parentIndex, index }: DeleteRequest): Promise<TxSummary> =>
  runTransaction((wallet) => sendDelete(wallet, target(channel, parentIndex), index), {
    successMessage: 'The message has been deleted.',
    receiptProvider: reader().provider,
  })
