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
import { TxFailedError, runTransaction } from '../tx/runTransaction'
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
import type { StoredSessionKey } from './session/sessionKeyStore'
import { readSession, sessionSigner, type SessionUse } from './session/sessionKeys'

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

/**
 * Stores bytes for `address` signed by its session key (issue #38): no sign-in and no wallet prompt, the endpoint
 * checks the key's registration on chain. Throws as uploadToStorage does.
 */
function storeBytesWithKey(
  session: StoredSessionKey,
  address: string,
  data: Uint8Array,
  contentType: UploadContentType,
  onStage: (stage: PublishStage) => void,
): Promise<string> {
  onStage('uploading')
  return uploadToStorage({
    uploadUrl: config.uploadUrl,
    signer: sessionSigner(session),
    author: address,
    chainId: config.chain.chainId,
    data,
    contentType,
  })
}

/**
 * The session key of `address` when it may post in `channel` now, or do a free action there (`use`; issue #38); null
 * otherwise or when unreadable.
 */
export async function liveSession(
  address: string,
  channel: ChannelName,
  use: SessionUse = {},
): Promise<StoredSessionKey | null> {
  try {
    const view = await readSession(address, channel, use)
    return view?.status.kind === 'active' ? view.stored : null
  } catch (error) {
    logger.warn('Could not read the posting session; posting with the wallet', error)
    return null
  }
}

/** A session post that failed before its transaction went out: the wallet can post instead (issue #38). */
class SessionPostFailed extends Error {
  constructor(
    message: string,
    /** The body, when it was stored before the failure (the wallet's post reuses it). */
    readonly storedUrl: string | null,
  ) {
    super(message)
  }
}

const reasonOf = (error: unknown): string =>
  error instanceof UploadError || error instanceof ChatError || error instanceof TxFailedError
    ? error.message
    : 'the session key could not send.'

/** The connected account's signer and checksummed address. */
export async function connectedAccount() {
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
  /**
   * Called when a live posting session (issue #38) could not send the post and the wallet sends it instead, with the
   * words to show the user.
   */
  onSessionFallback?: (message: string) => void
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
 *
 * Issue #38: while the user's posting session covers the channel, its key signs the upload and sends the transaction
 * instead (publishWithKey: no wallet prompt, the same stages). When that fails before the transaction went out, the
 * wallet posts it (reusing a stored body) and `onSessionFallback` gets the words to show.
 */
export async function publishMessage({
  channel,
  parentIndex,
  text,
  onStage = () => {},
  storedUrl = null,
  onStored = () => {},
  onSessionFallback = () => {},
}: PublishRequest): Promise<PublishResult> {
  const trimmed = checkedText(text)
  onStage('checking')
  const { signer, address } = await connectedAccount()
  const post: PostInput = { channel, parentIndex, text: trimmed, address, onStage, onStored }
  let url = storedUrl
  const session = await liveSession(address, channel)
  if (session) {
    try {
      return await publishWithKey(session, post, url)
    } catch (error) {
      if (!(error instanceof SessionPostFailed)) throw error
      url = error.storedUrl ?? url
      onSessionFallback(`Session posting failed: ${error.message} Posting with your wallet instead.`)
    }
  }
  const state = await checkCanPost(channel, address, { needsPrice: true })
  if (!url) {
    url = await storeBytes(signer, address, bodyBytes(address, trimmed), 'application/json', onStage)
    onStored(url)
  }
  return sendPostTransaction(post, url, state.priceWei)
}

/** What both posting paths share about one post. */
interface PostInput {
  channel: ChannelName
  parentIndex: number | null
  text: string
  /** The author: the connected account. */
  address: string
  onStage: (stage: PublishStage) => void
  onStored: (url: string) => void
}

/** A message's text trimmed, or ChatError when it is empty or over MAX_MESSAGE_TEXT_LENGTH characters. */
export function checkedText(text: string): string {
  const trimmed = text.trim()
  if (!trimmed) throw new ChatError('Write something first.')
  if (trimmed.length > MAX_MESSAGE_TEXT_LENGTH)
    throw new ChatError(`Messages are limited to ${MAX_MESSAGE_TEXT_LENGTH} characters.`)
  return trimmed
}

/** The stored body of a message (chain-interface.md: `{"author", "text", "timestamp"}`). */
export const bodyBytes = (author: string, text: string): Uint8Array =>
  new TextEncoder().encode(JSON.stringify({ author, text, timestamp: Date.now() }))

/**
 * createMessage / createReply through runTransaction, sent by the wallet or by `sender` (a session key). The body is
 * cached first, so the new message shows without a fetch. Rejects with TxFailedError; `onSendFailed` turns a failure
 * before the transaction went out into another error (the session's fallback).
 */
async function sendPostTransaction(
  { channel, parentIndex, text, onStage }: PostInput,
  url: string,
  priceWei: string,
  sender?: Signer,
  onSendFailed?: (error: unknown) => Error,
): Promise<PublishResult> {
  bodyCache.set(url, { text })
  onStage('sending')
  let isSent = false
  try {
    const summary = await runTransaction(
      async (wallet) => {
        const response = await sendPost(wallet, target(channel, parentIndex), url, priceWei)
        isSent = true
        onStage('confirming')
        return response
      },
      {
        successMessage: parentIndex === null ? 'Your message has been posted!' : 'Your reply has been posted!',
        reader: reader(),
        // The pending bubble shows every stage: the post's one toast is its outcome (issue #38).
        isInline: true,
        signer: sender,
      },
    )
    return { ...summary, url }
  } catch (error) {
    if (!isSent && onSendFailed) throw onSendFailed(error)
    throw error
  }
}

/**
 * Issue #38: the post goes out under the user's session key, with no wallet prompt: the key signs the body's upload
 * (the endpoint checks its registration) and sends the transaction; the channel records the user as the author.
 * Paused / suspended are checked as for the wallet; the price comes from the key's funding. Throws SessionPostFailed
 * when something fails before the transaction went out (the wallet then posts), else what the wallet path throws.
 */
async function publishWithKey(session: StoredSessionKey, post: PostInput, storedUrl: string | null) {
  const { channel, address, text, onStage, onStored } = post
  const fail = (url: string | null) => (error: unknown) => {
    if (error instanceof TxFailedError && error.isRejection) return error
    logger.warn('Session post failed before sending', error)
    return new SessionPostFailed(reasonOf(error), url)
  }
  let url = storedUrl
  let state: ChannelState
  try {
    state = await checkCanPost(channel, address, { needsPrice: false })
    if (!url) {
      url = await storeBytesWithKey(session, address, bodyBytes(address, text), 'application/json', onStage)
      onStored(url)
    }
  } catch (error) {
    // Paused or suspended stops the wallet as well: say so rather than fall back.
    if (error instanceof ChatError) throw error
    throw fail(url)(error)
  }
  return sendPostTransaction(post, url, state.priceWei, sessionSigner(session), fail(url))
}

/** The connected account as posting needs it: its signer, address and live session in the channel (or null). */
export interface PostingAccount {
  signer: Signer
  address: string
  session: StoredSessionKey | null
}

/**
 * The connected account and its live posting session in `channel` for `use` (one read), after checking it may post
 * there (paused, suspended). Throws ChatError for a blocked account, WalletNotConnectedError without a wallet.
 */
export async function postingAccount(channel: ChannelName, use: SessionUse = {}): Promise<PostingAccount> {
  const { signer, address } = await connectedAccount()
  const [session] = await Promise.all([
    liveSession(address, channel, use),
    checkCanPost(channel, address, { needsPrice: false }),
  ])
  return { signer, address, session }
}

/**
 * Stores bytes for a post of `account`: signed by its session key when it has one (no prompt), else by the wallet,
 * which also takes over when the key's upload fails. Resolves `ar://<id>`.
 */
export async function storeForPost(
  { signer, address, session }: PostingAccount,
  data: Uint8Array,
  contentType: UploadContentType,
  onStage: (stage: PublishStage) => void = () => {},
): Promise<string> {
  if (session) {
    try {
      return await storeBytesWithKey(session, address, data, contentType, onStage)
    } catch (error) {
      // The session's upload failed (its key refused, the endpoint without sessions): the wallet signs instead.
      logger.warn('Session upload failed; signing with the wallet', error)
    }
  }
  return storeBytes(signer, address, data, contentType, onStage)
}

/**
 * Stores an image for a message (the composer inserts `<url>?img`): checks paused / suspended first, then the
 * session key or the wallet signs and the endpoint stores it. Resolves `ar://<id>`.
 */
export async function uploadImage(
  channel: ChannelName,
  data: Uint8Array,
  contentType: UploadContentType,
  onStage: (stage: PublishStage) => void = () => {},
): Promise<string> {
  onStage('checking')
  return storeForPost(await postingAccount(channel), data, contentType, onStage)
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
