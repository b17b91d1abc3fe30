import type { Signer } from 'ethers'
import { getAddress } from 'ethers'
import type { ChannelName } from '../../config'
import { config } from '../../config'
import { MAX_MESSAGE_TEXT_LENGTH } from '../../../protocol/upload'
import type { UploadContentType } from '../../../protocol/upload'
import { MULTICALL3_ABI } from '../chain/abis'
import { getChainReader } from '../chain/readProvider'
import { readContract } from '../chain/rpc/readContract'
import {
  forgetQuickAuthToken,
  getQuickAuthToken,
  hasReusableQuickAuthToken,
  tokenAddress,
} from '../farcaster/quickAuth'
import { QuickAuthError } from '../farcaster/quickAuth'
import { insideHost } from '../farcaster/sdk'
import { logger } from '../logger'
import { runTransaction } from '../tx/runTransaction'
import type { TxSummary } from '../tx/runTransaction'
import { getSigner } from '../wallet/signer'
import { bodyCache } from './chatBodies'
import { ChatError } from './chatErrors'
import { readChannelState } from './chatReads'
import type { PostTarget } from './chatWrites'
import type { Moderation } from './chatWrites'
import { sendDelete, sendModeration, sendPost } from './chatWrites'
import type { ChannelState } from './types'
import { UploadError, uploadToStorage } from './upload'
import { SessionsUnsupported, cachedUploadSession, forgetUploadSession, signInForUploads } from './uploadSession'

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

/**
 * Inside a Farcaster mini app (issue #16, spec §7): the Quick Auth token for `address`, reused until 15 s before it
 * expires (quickAuth.ts), or null when the site is not in a host, quick sign-in is unavailable there, or the token
 * names another wallet than the one posting (the endpoint takes the token's address as the author). A user who
 * refuses the host's sign-in gets that rejection (the post keeps its text and offers Retry).
 */
async function farcasterToken(address: string, onStage: (stage: PublishStage) => void): Promise<string | null> {
  if (!insideHost()) return null
  if (!hasReusableQuickAuthToken()) onStage('signing')
  try {
    const token = await getQuickAuthToken()
    return tokenAddress(token)?.toLowerCase() === address.toLowerCase() ? token : null
  } catch (error) {
    if (error instanceof QuickAuthError && error.kind === 'rejected') throw error
    logger.warn('Quick sign-in failed; signing in with the wallet instead', error)
    return null
  }
}

/**
 * Stores bytes for `address` (issue #16: one wallet prompt per post): inside a mini app under the Quick Auth token;
 * else under the tab's upload session, signing in first when there is none (the one signature of the session). A
 * token or session the endpoint no longer accepts is replaced once. An endpoint without sessions gets a signature per
 * upload, as before.
 */
async function storeBytes(
  signer: Signer,
  address: string,
  data: Uint8Array,
  contentType: UploadContentType,
  onStage: (stage: PublishStage) => void,
  isRetry = false,
): Promise<string> {
  const { uploadUrl } = config
  const quickAuthToken = await farcasterToken(address, onStage)
  let session = quickAuthToken ? null : cachedUploadSession(uploadUrl, address)
  if (!quickAuthToken && !session) {
    onStage('signing')
    try {
      session = await signInForUploads({ uploadUrl, signer, chainId: config.chain.chainId })
    } catch (error) {
      if (!(error instanceof SessionsUnsupported)) throw error
      return uploadToStorage({
        uploadUrl,
        signer,
        chainId: config.chain.chainId,
        data,
        contentType,
        onSigned: () => onStage('uploading'),
      })
    }
  }
  onStage('uploading')
  try {
    return await uploadToStorage({
      uploadUrl,
      signer,
      chainId: config.chain.chainId,
      data,
      contentType,
      sessionToken: quickAuthToken ?? session?.token,
    })
  } catch (error) {
    if (isRetry || !(error instanceof UploadError) || error.code !== 'bad_session') throw error
    if (quickAuthToken) forgetQuickAuthToken()
    else forgetUploadSession(uploadUrl, address)
    return storeBytes(signer, address, data, contentType, onStage, true)
  }
}

/** The connected account's signer and checksummed address. */
async function connectedAccount() {
  const signer = await getSigner()
  return { signer, address: getAddress(await signer.getAddress()) }
}

/**
 * Where a post is in its flow: checking the channel, signing the upload, uploading, waiting for the wallet to send
 * the transaction, then waiting for its block ('confirming').
 */
export type PublishStage = 'checking' | 'signing' | 'uploading' | 'sending' | 'confirming'

export interface PublishRequest {
  channel: ChannelName
  /** Main message to reply to, or null for a new main message. */
  parentIndex: number | null
  text: string
  onStage?: (stage: PublishStage) => void
  /** The body already stored by an earlier attempt (a retry): it is not signed and uploaded again. */
  storedUrl?: string | null
  /** Called once the body is stored, with its URL (so a retry can reuse it). */
  onStored?: (url: string) => void
}

export interface PublishResult extends TxSummary {
  url: string
}

/**
 * Posts a message (issue #5 part 4): checks paused / suspended / balance → the wallet signs the body's upload →
 * the upload endpoint stores it (skipped when a retry brings `storedUrl`) → createMessage(url) or
 * createReply(parentIndex, url) paying the price just read, through runTransaction (its outcome toast; the stages show
 * in the pending bubble). The body is cached
 * at once, so the new message shows without a fetch. A rejected signature uploads nothing. Throws ChatError, UploadError, the wallet's rejection, or TxFailedError.
 */
export async function publishMessage({
  channel,
  parentIndex,
  text,
  onStage = () => {},
  storedUrl = null,
  onStored = () => {},
}: PublishRequest): Promise<PublishResult> {
  const trimmed = text.trim()
  if (!trimmed) throw new ChatError('Write something first.')
  if (trimmed.length > MAX_MESSAGE_TEXT_LENGTH)
    throw new ChatError(`Messages are limited to ${MAX_MESSAGE_TEXT_LENGTH} characters.`)
  onStage('checking')
  const { signer, address } = await connectedAccount()
  const state = await checkCanPost(channel, address, { needsPrice: true })
  let url = storedUrl
  if (!url) {
    const data = new TextEncoder().encode(JSON.stringify({ author: address, text: trimmed, timestamp: Date.now() }))
    url = await storeBytes(signer, address, data, 'application/json', onStage)
    onStored(url)
  }
  bodyCache.set(url, { text: trimmed })
  onStage('sending')
  const stored = url
  const summary = await runTransaction(
    async (wallet) => {
      const response = await sendPost(wallet, target(channel, parentIndex), stored, state.priceWei)
      onStage('confirming')
      return response
    },
    {
      successMessage: parentIndex === null ? 'Your message has been posted!' : 'Your reply has been posted!',
      reader: reader(),
      // The pending bubble shows every stage: the post's one toast is its outcome (issue #38).
      isInline: true,
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
  return storeBytes(signer, address, data, contentType, onStage)
}

export interface DeleteRequest {
  channel: ChannelName
  parentIndex: number | null
  index: number
}

/** The confirmation of a delete: a reply is called a reply (issue #17), a main message a message. */
export const deletedMessageText = (parentIndex: number | null): string =>
  parentIndex === null ? 'The message has been deleted.' : 'The reply has been deleted.'

/** Soft-deletes a message or reply (author or mod), through runTransaction. */
export const deleteMessage = ({ channel, parentIndex, index }: DeleteRequest): Promise<TxSummary> =>
  runTransaction((wallet) => sendDelete(wallet, target(channel, parentIndex), index), {
    successMessage: deletedMessageText(parentIndex),
    reader: reader(),
  })

/** Success texts of the moderation transactions other than pausing (moderationSuccess says which way that went). */
export const MODERATION_SUCCESS: Record<Exclude<Moderation['action'], 'togglePaused'>, string> = {
  restore: 'The message has been restored.',
  suspend: 'The user has been suspended from posting.',
  unsuspend: 'The user may post again.',
}

export const CHANNEL_PAUSED_TEXT = 'The channel is paused: nobody can post or reply until a mod resumes it.'
export const CHANNEL_RESUMED_TEXT = 'The channel is open again: everyone with a name can post and reply.'

/** The success text of a moderation transaction: a pause and a resume each say what they did (issue #38). */
export const moderationSuccess = (moderation: Moderation): string =>
  moderation.action === 'togglePaused'
    ? moderation.pause
      ? CHANNEL_PAUSED_TEXT
      : CHANNEL_RESUMED_TEXT
    : MODERATION_SUCCESS[moderation.action]

export type ModerationRequest = Moderation & { channel: ChannelName }

/**
 * A mod's action (issue #16): restore a message or reply, suspend or unsuspend a user, pause or resume the channel,
 * through runTransaction (its toasts). The contract refuses anyone who is not a mod ('Not a mod or owner').
 */
export const moderate = ({ channel, ...moderation }: ModerationRequest): Promise<TxSummary> =>
  runTransaction((wallet) => sendModeration(wallet, config.chatChannels[channel], moderation as Moderation), {
    successMessage: moderationSuccess(moderation as Moderation),
    reader: reader(),
  })
