import type { CallBatcher } from '../chain/rpc/callBatcher'
import { readContract } from '../chain/rpc/readContract'
import { CHAT_CHANNEL_ABI } from './chatAbi'
import type { MessageExtras } from './types'

/*
 * Reads of a message's reactions and body versions (issue #38; devnet/README.md "Chat channel additions"). Two calls
 * per message through the Multicall3 batcher, so a page's messages asking at once cost one eth_call.
 */

/** A message of a channel: a main message (`parentIndex` null) or reply `index` of main message `parentIndex`. */
export interface MessageTarget {
  channelAddress: string
  parentIndex: number | null
  index: number
}

/**
 * Who reacted with each emoji (lists by emoji index, lower-case addresses) and every body URL, oldest first; null
 * when the channel lacks these functions (the deployed reference contracts) or the message does not exist.
 */
export async function readMessageExtras(
  batcher: CallBatcher,
  { channelAddress, parentIndex, index }: MessageTarget,
): Promise<MessageExtras | null> {
  const abi = CHAT_CHANNEL_ABI
  const main = BigInt(parentIndex ?? index)
  const reply = BigInt(index)
  try {
    const [reactions, versions] = await Promise.all([
      parentIndex === null
        ? readContract(batcher, channelAddress, abi, 'getMessageReactions', [main])
        : readContract(batcher, channelAddress, abi, 'getReplyReactions', [main, reply]),
      parentIndex === null
        ? readContract(batcher, channelAddress, abi, 'getMessageVersions', [main])
        : readContract(batcher, channelAddress, abi, 'getReplyVersions', [main, reply]),
    ])
    return {
      reactions: [...reactions].map((users) => [...users].map((user) => String(user).toLowerCase())),
      versions: [...versions].map(String),
    }
  } catch {
    return null
  }
}
