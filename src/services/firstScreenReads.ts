import type { AppConfig, ChannelName } from '../config'
import type { LightReader } from './chain/lightReader'
import { readMintPrices } from './chain/reads'
import type { CallBatcher, ReadCall } from './chain/rpc/callBatcher'
import { readChannelState, readFeedPage, readMessageCount } from './chat/chatReads'

/**
 * The chain reads of a channel's first screen for a visitor: the newest feed page with its count, the posting
 * state without an account and every channel's count, plus, where the right sidebar shows (wide screens), the mint widget's prices. They are
 * recorded from the read functions the app runs, so they cannot drift apart; index.html sends them before the app's
 * code has loaded (scripts/earlyReads.ts).
 */
export function firstScreenReads(
  config: AppConfig,
  channel: ChannelName,
  { withSidebar }: { withSidebar: boolean },
): ReadCall[] {
  const calls: ReadCall[] = []
  const recorder: CallBatcher = {
    call: (call) => {
      calls.push(call)
      return new Promise<string>(() => {})
    },
  }
  const channelAddress = config.chatChannels[channel]
  void readFeedPage(recorder, { channelAddress, parentIndex: null }, null, config.chatPageSize)
  void readChannelState(recorder, channelAddress, null)
  // The other channels' counts (the unread badges), read with the newest page (features/chat/chatApi.ts getFeed).
  for (const [other, address] of Object.entries(config.chatChannels))
    if (other !== channel) void readMessageCount(recorder, { channelAddress: address, parentIndex: null })
  if (withSidebar) void readMintPrices({ batcher: recorder } as LightReader, config)
  return calls
}
