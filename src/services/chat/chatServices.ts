import type { UploadContentType } from '../../../protocol/upload'
import type { ChannelName } from '../../config'
import { config } from '../../config'
import { getLightReader } from '../chain/lightReader'
import type { TxSummary } from '../tx/runTransaction'
import type { DeleteRequest, ModerationRequest, PublishRequest, PublishResult, PublishStage } from './chatActions'
import { bodyCache, bodyLoader } from './chatBodies'
import * as reads from './chatReads'
import {
  readExtrasChangesFromIndex,
  readExtrasFromIndex,
  readMessageExtras as readExtras,
  type ChangesQuery,
  type ExtrasChanges,
} from './reactionsEdits'
import type { EditRequest, ReactionRequest } from './reactionsEditsActions'
import type { ChannelState, ChatMessage, FeedPage, LoadedBody, MessageExtras } from './types'
import type { StartSessionRequest } from './session/sessionKeys'

export type { DeleteRequest, ModerationRequest, PublishRequest, PublishResult, PublishStage }
export type { EditRequest, ReactionRequest }
export type { ChangesQuery, ExtrasChanges }
export { ChatError, toChatError } from './chatErrors'

/**
 * The chat's chain and storage code, loaded on demand. Reads take the light path (JSON-RPC over fetch and the shared
 * Multicall3 batcher: no ethers provider on the feed's way); message bodies come with their caches; posting,
 * uploads and deletion load their own chunk (wallet, ethers provider, transaction runner) on first use. Bound to the
 * configured channels; the URL only ever names a channel, never an address (reference weakness §6.4).
 */
const batcher = () => getLightReader(config).batcher
const source = (channel: ChannelName, parentIndex: number | null): reads.FeedSource => ({
  channelAddress: config.chatChannels[channel],
  parentIndex,
})

/** A page of a feed, newest first; `beforeIndex` null for the newest page. */
export const readFeedPage = (
  channel: ChannelName,
  parentIndex: number | null,
  beforeIndex: number | null,
): Promise<FeedPage> => reads.readFeedPage(batcher(), source(channel, parentIndex), beforeIndex, config.chatPageSize)

export const readMessageCount = (channel: ChannelName, parentIndex: number | null): Promise<number> =>
  reads.readMessageCount(batcher(), source(channel, parentIndex))

/**
 * The main-message count (deleted included) of every configured channel but `except` (a feed page reads its own), in
 * one multicall (the unread badges and the channel feeds' 'new messages' poll share it).
 */
export async function readChannelCounts(
  except: ChannelName | null = null,
): Promise<Partial<Record<ChannelName, number>>> {
  const channels = (Object.keys(config.chatChannels) as ChannelName[]).filter((channel) => channel !== except)
  const counts = await Promise.all(channels.map((channel) => readMessageCount(channel, null)))
  return Object.fromEntries(channels.map((channel, index) => [channel, counts[index] ?? 0]))
}

export const readMainMessage = (channel: ChannelName, index: number): Promise<ChatMessage | null> =>
  reads.readMainMessage(batcher(), config.chatChannels[channel], index)

export const readChannelState = (channel: ChannelName, account: string | null): Promise<ChannelState> =>
  reads.readChannelState(batcher(), config.chatChannels[channel], account)

/** Whether `user` is suspended in `channel` (read for mods). */
export const readSuspended = (channel: ChannelName, user: string): Promise<boolean> =>
  reads.readSuspended(batcher(), config.chatChannels[channel], user)

/** Main names (without the tld) of many addresses, in one multicall; null where a read failed. */
export const readDefaultNames = (addresses: readonly string[]) =>
  reads.readDefaultNames(batcher(), config.punkTldAddress, addresses)

/**
 * Names and data of the newest authors of the landing channel, from the lens read index.html sent early; [] when there
 * is none (or it is stale or failed). Only the first call gets it.
 */
export { takeEarlyAuthorProfiles } from './authorProfiles'

/** Data JSON of many names, in one multicall; null where a read failed. */
export const readDomainDataMany = (domainNames: readonly string[]) =>
  reads.readDomainDataMany(batcher(), config.punkTldAddress, domainNames)

/** A message body by URL: cached, else fetched from the gateway (8 s timeout). Rejects when unavailable. */
export const loadMessageBody = (url: string): Promise<LoadedBody> => bodyLoader.load(url)
/** A body the cache holds (memory or storage), without loading anything; undefined when it would need a fetch. */
export const peekMessageBody = (url: string): LoadedBody | undefined => bodyCache.get(url)
/** Starts loading the bodies of a page, all in parallel. */
export const prefetchMessageBodies = (urls: readonly string[]): void => bodyLoader.prefetch(urls)

const loadChatActions = () => import(/* webpackChunkName: "chat-actions" */ './chatActions')

/** Posts a message (see chatActions.publishMessage); loads the actions' chunk on first use. */
export const publishMessage = async (request: PublishRequest): Promise<PublishResult> =>
  (await loadChatActions()).publishMessage(request)

/** Stores an image for a message (see chatActions.uploadImage). Resolves `ar://<id>`. */
export const uploadImage = async (
  channel: ChannelName,
  data: Uint8Array,
  contentType: UploadContentType,
  onStage?: (stage: PublishStage) => void,
): Promise<string> => (await loadChatActions()).uploadImage(channel, data, contentType, onStage)

/** Soft-deletes a message or reply (see chatActions.deleteMessage). */
export const deleteMessage = async (request: DeleteRequest): Promise<TxSummary> =>
  (await loadChatActions()).deleteMessage(request)

/** A mod's action: restore, suspend, unsuspend, pause or resume (see chatActions.moderate). */
export const moderate = async (request: ModerationRequest): Promise<TxSummary> =>
  (await loadChatActions()).moderate(request)

const loadSessionKeys = () => import(/* webpackChunkName: "chat-actions" */ './session/sessionKeys')

export type { EndedSession, SessionFunding, SessionView, StartSessionRequest } from './session/sessionKeys'
export type { SessionStatus } from './session/sessionState'
export { MAX_SESSION_SECONDS } from './session/sessionState'

/** Whether `channel`'s contract takes session keys (issue #38); false where the site has no registry. */
export const channelTakesPostingSessions = async (channel: ChannelName) =>
  (await loadSessionKeys()).channelSupportsSessions(channel)

/** The user's posting session and where it stands in `channel` (issue #38); null when none is kept. */
export const readPostingSession = async (user: string, channel: ChannelName) =>
  (await loadSessionKeys()).readSession(user, channel)

/** Today's up-front cost of a session of `posts` posts at `priceWei` (cap and gas). */
export const quotePostingSession = async (posts: number, priceWei: bigint) =>
  (await loadSessionKeys()).quoteSession(posts, priceWei)

/** Starts a posting session: one wallet transaction registers and funds a new browser key (see sessionKeys.ts). */
export const startPostingSession = async (request: StartSessionRequest) =>
  (await loadSessionKeys()).startSession(request)

/** Ends the user's posting session: the key revokes itself and sends its funds back (see sessionKeys.ts). */
export const endPostingSession = async (user: string) => (await loadSessionKeys()).endSession(user)

/** Extras read for one list: by message index (null where the channel has none), and the index's block if it answered. */
export interface ExtrasRead {
  extras: Map<number, MessageExtras | null>
  /** The block the index had reached when it answered; null when the extras came from the chain alone. */
  indexedBlock: number | null
}

/**
 * Reactions and body versions (issue #38) of messages `indexes` of one list (main messages, or the replies of
 * `parentIndex`): through the event index when the site has one (one request, no RPC), from the chain (one
 * multicall) for what it lacks (a message it has not indexed yet) or when it does not answer; null for a message
 * where the channel has none (the reference contracts). `fromChain` skips the index (right after the viewer's own
 * transaction, which the index may not have yet); `indexOnly` reads nothing from the chain (a message the index
 * lacks is left out).
 */
export async function readMessageExtras(
  channel: ChannelName,
  parentIndex: number | null,
  indexes: readonly number[],
  { fromChain = false, indexOnly = false } = {},
): Promise<ExtrasRead> {
  const channelAddress = config.chatChannels[channel]
  const indexed = fromChain ? null : await readExtrasFromIndex(config.indexUrl, channelAddress, parentIndex, indexes)
  const extras = new Map<number, MessageExtras | null>(indexed?.extras ?? [])
  // Only a refresh is index-only: the chain is read on mount and after the viewer's own transactions, not while
  // nothing happens (issue #41).
  const missing = indexOnly ? [] : indexes.filter((index) => !extras.has(index))
  const read = await Promise.all(missing.map((index) => readExtras(batcher(), { channelAddress, parentIndex, index })))
  missing.forEach((index, position) => extras.set(index, read[position] ?? null))
  return { extras, indexedBlock: indexed?.indexedBlock ?? null }
}

/**
 * The extras of the messages `from` to `to` of one list that changed after block `since`, from the index only
 * (see readExtrasChangesFromIndex; no RPC); null when the index does not answer.
 */
export const readExtrasChanges = (channel: ChannelName, query: ChangesQuery): Promise<ExtrasChanges | null> =>
  readExtrasChangesFromIndex(config.indexUrl, config.chatChannels[channel], query)

const loadReactionsEdits = () => import(/* webpackChunkName: "chat-actions" */ './reactionsEditsActions')

/** Turns the account's reaction on or off (see reactionsEditsActions.setReaction). */
export const setReaction = async (request: ReactionRequest): Promise<TxSummary> =>
  (await loadReactionsEdits()).setReaction(request)

/** Stores a new body and points the author's message to it (see reactionsEditsActions.editMessage); its URL. */
export const editMessage = async (request: EditRequest): Promise<string> =>
  (await loadReactionsEdits()).editMessage(request)
