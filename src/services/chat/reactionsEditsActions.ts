import type { ChannelName } from '../../config'
import { config } from '../../config'
import { MAX_MESSAGE_TEXT_LENGTH } from '../../../protocol/upload'
import { getChainReader } from '../chain/readProvider'
import { writeContract } from '../chain/writeContract'
import { runTransaction } from '../tx/runTransaction'
import type { TxSummary } from '../tx/runTransaction'
import { getSigner } from '../wallet/signer'
import { CHAT_CHANNEL_ABI } from './chatAbi'
import { uploadImage } from './chatActions'
import { bodyCache } from './chatBodies'
import { ChatError } from './chatErrors'

/*
 * Reaction and edit transactions (issue #38), in the chat actions' chunk. Each goes through runTransaction, so it
 * raises the usual lifecycle toasts (one per transaction).
 */

export interface ReactionRequest {
  channel: ChannelName
  /** Main message of a reply, or null for a main message. */
  parentIndex: number | null
  index: number
  /** Index in REACTION_EMOJI. */
  emoji: number
  /** Turn the reaction on (true) or off. */
  on: boolean
}

/** reactToMessage / reactToReply. The contract refuses a repeat ('Reaction already on'), a deleted message, etc. */
export function setReaction({ channel, parentIndex, index, emoji, on }: ReactionRequest): Promise<TxSummary> {
  const address = config.chatChannels[channel]
  return runTransaction(
    (wallet) =>
      parentIndex === null
        ? writeContract(wallet, address, CHAT_CHANNEL_ABI, 'reactToMessage', [BigInt(index), BigInt(emoji), on])
        : writeContract(wallet, address, CHAT_CHANNEL_ABI, 'reactToReply', [
            BigInt(parentIndex),
            BigInt(index),
            BigInt(emoji),
            on,
          ]),
    {
      successMessage: on ? 'Your reaction has been added.' : 'Your reaction has been removed.',
      reader: getChainReader(config),
    },
  )
}

export interface EditRequest {
  channel: ChannelName
  parentIndex: number | null
  index: number
  text: string
}

/**
 * Edits the author's message: stores the new body as a post's is stored (same upload path, same checks of paused
 * and suspended), then editMessage / editReply points the message to it. Resolves the new body's URL. Throws
 * ChatError, UploadError, the wallet's rejection or TxFailedError ('Not the author' for someone else's message).
 */
export async function editMessage({ channel, parentIndex, index, text }: EditRequest): Promise<string> {
  const trimmed = text.trim()
  if (!trimmed) throw new ChatError('Write something first.')
  if (trimmed.length > MAX_MESSAGE_TEXT_LENGTH)
    throw new ChatError(`Messages are limited to ${MAX_MESSAGE_TEXT_LENGTH} characters.`)
  const author = await (await getSigner()).getAddress()
  const data = new TextEncoder().encode(JSON.stringify({ author, text: trimmed, timestamp: Date.now() }))
  // uploadImage is the composer's store-bytes path (checks, upload session, endpoint): JSON bodies go through it too.
  const url = await uploadImage(channel, data, 'application/json')
  bodyCache.set(url, { text: trimmed })
  const address = config.chatChannels[channel]
  await runTransaction(
    (wallet) =>
      parentIndex === null
        ? writeContract(wallet, address, CHAT_CHANNEL_ABI, 'editMessage', [BigInt(index), url])
        : writeContract(wallet, address, CHAT_CHANNEL_ABI, 'editReply', [BigInt(parentIndex), BigInt(index), url]),
    {
      successMessage: parentIndex === null ? 'Your message has been edited.' : 'Your reply has been edited.',
      reader: getChainReader(config),
    },
  )
  return url
}
