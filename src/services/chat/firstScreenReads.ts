import type { AppConfig, ChannelName } from '../../config'
import type { CallBatcher, ReadCall } from '../chain/rpc/callBatcher'
import { readChannelState, readFeedPage } from './chatReads'

/**
 * The chain reads of a channel's first screen for a visitor: the newest feed page with its count, and the posting
 * state without an account, exactly as the feed's first query makes them (recorded from chatReads itself, so they
 * cannot drift apart). index.html sends them before the app's code has loaded (scripts/earlyReads.ts).
 */
export function firstScreenReads(config: AppConfig, channel: ChannelName): ReadCall[] {
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
  return calls
}
