import type { ContractRunner, Signer, TransactionResponse } from 'ethers'
import { Contract } from 'ethers'
import { CHAT_CHANNEL_ABI } from './chatAbi'

/** A channel contract for writes with a signer (reads take the light path: see chatReads). */
export const chatChannelContract = (address: string, runner: ContractRunner) =>
  new Contract(address, CHAT_CHANNEL_ABI, runner)

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
  const channel = chatChannelContract(channelAddress, signer)
  const overrides = { value: BigInt(valueWei) }
  return (
    parentIndex === null
      ? channel.getFunction('createMessage')(url, overrides)
      : channel.getFunction('createReply')(parentIndex, url, overrides)
  ) as Promise<TransactionResponse>
}

/** deleteMessage(index) or deleteReply(parentIndex, index): the author or a mod (soft delete). */
export function sendDelete(
  signer: Signer,
  { channelAddress, parentIndex }: PostTarget,
  index: number,
): Promise<TransactionResponse> {
  const channel = chatChannelContract(channelAddress, signer)
  return (
    parentIndex === null
      ? channel.getFunction('deleteMessage')(index)
      : channel.getFunction('deleteReply')(parentIndex, index)
  ) as Promise<TransactionResponse>
}
