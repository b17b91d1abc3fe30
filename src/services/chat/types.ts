/** Plain data of the chat (no bigint), shared by the chat services and the chat feature. */

/** One message or reply as stored on a channel (chain-interface.md `Message`), numbers in JS range. */
export interface ChatMessage {
  /** Position in the channel's main list, or in its parent's replies. */
  index: number
  /** Checksummed address. */
  author: string
  /** Block timestamp, Unix seconds. */
  createdAt: number
  deleted: boolean
  /** Live replies (always 0 for a reply). */
  repliesCount: number
  /** Where the body is, e.g. `ar://<txid>`. */
  url: string
}

/** A page of a feed, newest first, deleted messages already left out. */
export interface FeedPage {
  messages: ChatMessage[]
  /** The index to load older messages before; null when this page reached the first message. */
  olderCursor: number | null
  /** Messages (deleted included) in the list when the page was read. */
  total: number
  /** Deleted messages this page skipped (the page still advances past them). */
  hiddenCount: number
  /** Those deleted messages, newest first: a mod may show and restore them. */
  deleted: ChatMessage[]
}

/** What posting in a channel depends on; wei as decimal strings. */
export interface ChannelState {
  priceWei: string
  paused: boolean
  /** The account may not post (false without an account). */
  suspended: boolean
  /** The account may delete anyone's messages (false without an account). */
  isMod: boolean
}

/** A message body once loaded (chain-interface.md: JSON `{author, text, timestamp}`; only the text is shown). */
export interface LoadedBody {
  text: string
}

/**
 * A message's reactions and body versions (issue #38, devnet channels only): `reactions[emoji]` lists who reacted
 * with emoji index `emoji` (0..5, REACTION_EMOJI; lower-case addresses, no order), `versions` every body URL, oldest
 * first (one entry when never edited; the last is the current body).
 */
export interface MessageExtras {
  reactions: string[][]
  versions: string[]
}
