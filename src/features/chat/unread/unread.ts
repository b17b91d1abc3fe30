import type { ChannelName } from '../../../config'

export interface UnreadResult {
  /** Unread main messages per channel (0 when none or unknown). */
  unread: Partial<Record<ChannelName, number>>
  /** Channels seen for the first time: their current count becomes the read mark (no badge for history). */
  baselines: Partial<Record<ChannelName, number>>
}

/**
 * Unread counts (issue #16): per channel, messages on chain (deleted included) beyond the count when its newest
 * message was last on screen. A channel without a read mark yet gets one at its current count instead of a badge for
 * everything ever posted; a count below the mark (a rolled-back devnet) counts as nothing unread.
 */
export function computeUnread(
  counts: Partial<Record<ChannelName, number>> | undefined,
  lastRead: Partial<Record<ChannelName, number>>,
): UnreadResult {
  const unread: UnreadResult['unread'] = {}
  const baselines: UnreadResult['baselines'] = {}
  for (const [channel, count] of Object.entries(counts ?? {}) as [ChannelName, number][]) {
    const mark = lastRead[channel]
    if (mark === undefined) {
      baselines[channel] = count
      unread[channel] = 0
    } else unread[channel] = Math.max(0, count - mark)
  }
  return { unread, baselines }
}

/** The badge text: the count, '99+' above 99. */
export const badgeText = (unread: number): string => (unread > 99 ? '99+' : String(unread))
