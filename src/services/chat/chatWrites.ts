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
