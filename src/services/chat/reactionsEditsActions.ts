import type { ChannelName } from '../../config'
import { config } from '../../config'
import { getChainReader } from '../chain/readProvider'
import { writeContract } from '../chain/writeContract'
import { runTransaction } from '../tx/runTransaction'
import type { TxSummary } from '../tx/runTransaction'
import { CHAT_CHANNEL_ABI } from './chatAbi'
import { bodyBytes, checkedText, connectedAccount, liveSession, postingAccount, storeForPost } from './chatActions'
import { bodyCache } from './chatBodies'
import { sessionSigner } from './session/sessionKeys'

/*
 * Reaction and edit transactions (issue #38), in the chat actions' chunk. Each goes through runTransaction, so it
 * raises the usual lifecycle toasts (one per transaction). While the user's posting session covers the channel, its
 * key sends them (no wallet prompt; the contract records the user, as for posts).
 */

/**
 * The session key's signer when the connected account has a live session in `channel` for a free action (a spent
 * cap does not stop a reaction), else undefined (the wallet).
 */
async function keySigner(channel: ChannelName) {
  const session = await liveSession((await connectedAccount()).address, channel, { isFree: true })
  return session ? sessionSigner(session) : undefined
}

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
export async function setReaction({ channel, parentIndex, index, emoji, on }: ReactionRequest): Promise<TxSummary> {
  const address = config.chatChannels[channel]
  const signer = await keySigner(channel)
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
      signer,
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
  const trimmed = checkedText(text)
  // The composer's store path (checks, session key or wallet, endpoint), with one read of the session for both the
  // upload and the transaction.
  const account = await postingAccount(channel, { isFree: true })
  const url = await storeForPost(account, bodyBytes(account.address, trimmed), 'application/json')
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
      signer: account.session ? sessionSigner(account.session) : undefined,
    },
  )
  return url
}
