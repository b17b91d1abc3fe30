import { config, type ChannelName } from '../../config'
import { CHANNELS, isChannelName } from '../chat'

/**
 * The channel the visitor is reading at `pathname` and `search` (a channel's page, or a post page's `channel`
 * parameter), or null on pages of no channel: the header search offers "This channel" there.
 */
export function currentChannel(pathname: string, search: string): ChannelName | null {
  const byPath = (Object.keys(CHANNELS) as ChannelName[]).find((name) => CHANNELS[name].path === pathname)
  if (byPath) return byPath
  const param = new URLSearchParams(search).get('channel')
  return isChannelName(param) ? param : null
}

/** Blocks the index may lag behind the chain before results say how fresh they are (issue #36: searchable in 2). */
export const STALE_AFTER_BLOCKS = 5

/**
 * The line telling how fresh results are when the index is behind the chain's head by more than STALE_AFTER_BLOCKS,
 * else null (also when either block is unknown). Time is the blocks times config.chain.blockTimeMs.
 */
export function freshnessNote(indexedBlock: number | null, headBlock: number | null): string | null {
  if (indexedBlock === null || headBlock === null) return null
  const behind = headBlock - indexedBlock
  if (behind <= STALE_AFTER_BLOCKS) return null
  const seconds = Math.round((behind * config.chain.blockTimeMs) / 1000)
  const age =
    seconds < 120
      ? `${seconds} s`
      : seconds < 7200
        ? `${Math.round(seconds / 60)} min`
        : `${Math.round(seconds / 3600)} h`
  return `Results are ${age} behind the chain (indexed up to block ${indexedBlock} of ${headBlock}): the newest messages may be missing.`
}
