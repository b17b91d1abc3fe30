import { config } from '../../../config'
import {
  addressBloomBits,
  bloomMayContain,
  loadKeccak256,
  topicBloomBits,
  type Keccak256,
} from '../../../services/chain/blockWatch/logsBloom'
import type { BlockHead, HeadSource } from '../../../services/chain/blockWatch/newHeads'
import { newHeadsFor } from '../../../services/chain/blockWatch/newHeads'
import { afterComposer } from '../composerShown'

/**
 * Topic 0 of the channel events that change a message's extras (chatAbi.ts; devnet/README.md "Chat channel
 * additions"): keccak-256 of `ReactionSet(uint256,uint256,bool,address,uint8,bool)`, then of
 * `MessageEdited(uint256,uint256,bool,address,string,uint256)`. The unit test checks them against the ABI.
 */
export const EXTRAS_EVENT_TOPICS = [
  '0x8b16e0ebb08433a663dbfc7e2c4a738d80b91c9ab6ff10b948d090af5482fa73',
  '0x84ad85612b1dbfce49b64cad7b7cca955f292ded079f21ea4cc7a4e080c984c8',
] as const

/** Which pushed heads may change the extras on screen, and the newest of them. */
export interface ExtrasHeadFilter {
  /**
   * True when the head may hold a reaction or an edit in a chat channel, or is the first one heard or follows heads
   * this filter missed.
   */
  isRelevant(head: BlockHead): boolean
  /** The newest block a relevant head named (a read should see the index at it at least); null before any. */
  wantedBlock(): number | null
}

/**
 * A head filter for the extras refresh (issue #38): a head counts when its logs bloom may hold a log of one of
 * `channelAddresses` AND a ReactionSet or MessageEdited topic (a bloom has no false negatives, so a head ruled out
 * surely has neither), or when blocks before it were never looked at: the first head heard (the blocks since the
 * first read's index answer) and one after skipped heads (a hidden tab, a reconnected socket). An idle chain, or one with posts only, rules every head out: no read. The hash code comes from
 * `loadKeccak`; until it is in, every head counts.
 */
export function createExtrasHeadFilter(
  channelAddresses: readonly string[],
  loadKeccak: () => Promise<Keccak256>,
): ExtrasHeadFilter {
  let bits: { channels: number[][]; topics: number[][] } | null = null
  let lastNumber: number | null = null
  let wanted: number | null = null
  loadKeccak()
    .then((keccak) => {
      bits = {
        channels: channelAddresses.map((address) => addressBloomBits(address, keccak)),
        topics: EXTRAS_EVENT_TOPICS.map((topic) => topicBloomBits(topic, keccak)),
      }
    })
    .catch(() => undefined)
  const mayHoldExtras = (bloom: string | null): boolean =>
    bits === null ||
    (bits.channels.some((channel) => bloomMayContain(bloom, channel)) &&
      bits.topics.some((topic) => bloomMayContain(bloom, topic)))
  return {
    isRelevant(head) {
      const skipped = lastNumber === null || head.number > lastNumber + 1
      lastNumber = Math.max(lastNumber ?? head.number, head.number)
      const isRelevant = skipped || mayHoldExtras(head.logsBloom)
      if (isRelevant) wanted = Math.max(wanted ?? head.number, head.number)
      return isRelevant
    },
    wantedBlock: () => wanted,
  }
}

/** The filter over the configured chat channels; its hash code waits behind the first screen (afterComposer). */
export const chatExtrasHeadFilter = (): ExtrasHeadFilter =>
  createExtrasHeadFilter(Object.values(config.chatChannels), () => afterComposer().then(loadKeccak256))

/** The page's pushed heads (the shared newHeads socket) where the chain config offers them; undefined otherwise. */
export const extrasHeadSource = (): HeadSource | undefined =>
  config.chain.wsRpcUrl ? newHeadsFor(config.chain.wsRpcUrl) : undefined
