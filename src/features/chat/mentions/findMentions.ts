import type { ChannelName } from '../../../config'
import type { ChatMessage } from '../../../services/chat/types'
import { mentionedNames } from '../text/tokenize'

/** A loaded message that mentions someone. */
export interface Mention {
  channel: ChannelName
  message: ChatMessage
  text: string
}

export interface MentionScan {
  /** Newest first. */
  mentions: Mention[]
  /** How many loaded messages were looked at (those whose text has loaded). */
  scanned: number
  /** The oldest of them (Unix s), null when none. */
  oldestCreatedAt: number | null
}

/**
 * The loaded main messages (per channel) whose text mentions `fullName` (issue #16: mentions come from the pages the
 * app has read, not from an index; the scan says how far back that is). `bodyOf` gives a loaded text or undefined.
 */
export function findMentions(
  feeds: readonly { channel: ChannelName; messages: readonly ChatMessage[] }[],
  bodyOf: (url: string) => string | undefined,
  fullName: string,
  tldName: string,
): MentionScan {
  const mentions: Mention[] = []
  const seen = new Set<string>()
  let scanned = 0
  let oldestCreatedAt: number | null = null
  for (const { channel, messages } of feeds) {
    for (const message of messages) {
      const key = `${channel}#${message.index}`
      const text = bodyOf(message.url)
      if (seen.has(key) || text === undefined) continue
      seen.add(key)
      scanned += 1
      oldestCreatedAt = oldestCreatedAt === null ? message.createdAt : Math.min(oldestCreatedAt, message.createdAt)
      if (mentionedNames(text, tldName).includes(fullName)) mentions.push({ channel, message, text })
    }
  }
  mentions.sort((a, b) => b.message.createdAt - a.message.createdAt)
  return { mentions, scanned, oldestCreatedAt }
}
