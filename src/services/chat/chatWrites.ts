import type { Signer, TransactionResponse } from 'ethers'
import { writeContract } from '../chain/writeContract'
import { CHAT_CHANNEL_ABI } from './chatAbi'

/** Where a new message goes: a channel's main list, or the replies of main message `parentIndex`. */
export interface PostTarget {
  channelAddress: string
  parentIndex: number | null
}

/** createMessage(url) or createReply(parentIndex, url), paying `valueWei` (the channel price). */
export function sendPost(
  signer: Signer,
  { channelAddress, parentIndex }: PostTarget,
  url: string,
  valueWei: string,
): Promise<TransactionResponse> {
  const value = BigInt(valueWei)
  return parentIndex === null
    ? writeContract(signer, channelAddress, CHAT_CHANNEL_ABI, 'createMessage', [url], { value })
    : writeContract(signer, channelAddress, CHAT_CHANNEL_ABI, 'createReply', [BigInt(parentIndex), url], { value })
}

/** deleteMessage(index) or deleteReply(parentIndex, index): the author or a mod (soft delete). */
export function sendDelete(
  signer: Signer,
  { channelAddress, parentIndex }: PostTarget,
  index: number,
): Promise<TransactionResponse> {
  return parentIndex === null
    ? writeContract(signer, channelAddress, CHAT_CHANNEL_ABI, 'deleteMessage', [BigInt(index)])
    : writeContract(signer, channelAddress, CHAT_CHANNEL_ABI, 'deleteReply', [BigInt(parentIndex), BigInt(index)])
}

/** A mod's action on a channel (chain-interface.md: restore, suspend, unsuspend, togglePaused are mods only). */
export type Moderation =
  | { action: 'restore'; parentIndex: number | null; index: number }
  | { action: 'suspend' | 'unsuspend'; user: string }
  /** `pause`: whether this pauses the channel (it is open now) or resumes it; the transaction is the same toggle. */
  | { action: 'togglePaused'; pause: boolean }

/** Sends one moderation transaction to `channelAddress`. */
export function sendModeration(
  signer: Signer,
  channelAddress: string,
  moderation: Moderation,
): Promise<TransactionResponse> {
  const abi = CHAT_CHANNEL_ABI
  switch (moderation.action) {
    case 'restore':
      return moderation.parentIndex === null
        ? writeContract(signer, channelAddress, abi, 'restoreMessage', [BigInt(moderation.index)])
        : writeContract(signer, channelAddress, abi, 'restoreReply', [
            BigInt(moderation.parentIndex),
            BigInt(moderation.index),
          ])
    case 'suspend':
      return writeContract(signer, channelAddress, abi, 'suspendUser', [moderation.user])
    case 'unsuspend':
      return writeContract(signer, channelAddress, abi, 'unsuspendUser', [moderation.user])
    case 'togglePaused':
      return writeContract(signer, channelAddress, abi, 'togglePaused', [])
  }
}
