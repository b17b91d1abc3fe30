import { createHash } from 'node:crypto'

/**
 * Limits of one Farcaster mini-app notification (spec §9; Farcaster mini-app specification, Notifications): lengths
 * in UTF-16 code units, as the clients' schemas (miniapp-core's sendNotificationRequestSchema) count them.
 */
export const NOTIFICATION_LIMITS = {
  title: 32,
  body: 128,
  notificationId: 128,
  targetUrl: 1024,
  /** Tokens in one POST to a client's notification URL. */
  tokensPerRequest: 100,
} as const

const ELLIPSIS = '…'

/**
 * `text` with its whitespace runs collapsed, cut to at most `max` UTF-16 code units with a trailing "…" when it had to
 * be cut. The cut never splits a surrogate pair (an emoji is kept whole or dropped whole), so the result is valid
 * Unicode.
 */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  let end = max - ELLIPSIS.length
  const last = clean.charCodeAt(end - 1)
  // A high surrogate at the cut would leave half a character: cut before it.
  if (last >= 0xd800 && last <= 0xdbff) end -= 1
  return `${clean.slice(0, end).trimEnd()}${ELLIPSIS}`
}

/**
 * Where the index's body worker is with a text (indexer/src/bodies): 'pending' until it is fetched from Arweave; only
 * 'ok' has a body. Absent from an older index.
 */
export type BodyStatus = 'pending' | 'ok' | 'missing' | 'invalid'

/** The fields of an inbox item (GET /accounts/:address/notifications, indexer/src/api/inbox.ts) a notification uses. */
export interface InboxItem {
  kind: 'reply' | 'mention' | 'thread-reply' | 'comment' | 'trade'
  /** Chain order of the event (Ponder's event id): unique per event, so it names the notification. */
  position: string
  /** When it happened (Unix seconds). */
  at: number
  /** Who did it (an address). */
  actor: string
  /** The actor's default name with its TLD ('alice.demo'), null without one (absent from an older index). */
  actorName?: string | null
  message?: { channelName: string; mainIndex: number; isReply: boolean; body: string | null; bodyStatus?: BodyStatus }
  collection?: { address: string; name: string }
  comment?: { body: string | null; bodyStatus?: BodyStatus }
  trade?: { kind: string }
}

/** One notification before it is addressed to tokens (the request body without `tokens`). */
export interface NotificationContent {
  notificationId: string
  title: string
  body: string
  targetUrl: string
}

/**
 * The stable id of the notification for one inbox event: `<kind>-<position>` (Farcaster clients drop a second
 * notification with the same id for the same user within 24 h). An id that would exceed 128 characters is replaced by
 * `<kind>-<SHA-256 of it>`, still stable.
 */
export function notificationIdFor(item: Pick<InboxItem, 'kind' | 'position'>): string {
  const plain = `${item.kind}-${item.position}`
  if (plain.length <= NOTIFICATION_LIMITS.notificationId && /^[\w.:-]+$/.test(plain)) return plain
  return `${item.kind}-${createHash('sha256').update(plain).digest('hex')}`
}

/** An address as the app shortens it: `0x1234…5678`. */
const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** What the actor did, after their name in the title. */
const ACTIONS: Record<InboxItem['kind'], string> = {
  reply: 'replied to you',
  mention: 'mentioned you',
  'thread-reply': 'replied in a thread',
  comment: 'commented',
  trade: 'traded your NFT',
}

/**
 * The title for `kind` done by `actorName` (a full name such as 'alice.demo'; the short address when it is absent):
 * "<who> <action>" in at most 32 characters, the action always whole. A name too long for the room left is given
 * without its TLD, then cut with "…" (a title "alice-in-wonderla… replied to you" still says what happened).
 */
export function titleFor(kind: InboxItem['kind'], actor: string, actorName?: string | null): string {
  const action = ACTIONS[kind]
  const room = NOTIFICATION_LIMITS.title - action.length - 1
  let who = actorName?.trim() || shortAddress(actor)
  const dot = who.lastIndexOf('.')
  if (actorName && who.length > room && dot > 0) who = who.slice(0, dot)
  return `${truncateText(who, room)} ${action}`
}

/**
 * The notification for one inbox item: a title naming the actor (its `actorName` when known, else its short address) and
 * what happened (titleFor), the message or comment text as body (the collection for trades), both truncated to the limits; the
 * target opens the message's post page (`/post?id=<main index>&channel=<name>`, the site's route) or the collection
 * page, on `siteOrigin` (which must be the mini app's domain).
 */
export function notificationFor(item: InboxItem, siteOrigin: string): NotificationContent {
  const title = titleFor(item.kind, item.actor, item.actorName)
  let body: string
  let path: string
  if (item.message) {
    body = item.message.body ?? 'Open the app to read it.'
    path = `/post?id=${item.message.mainIndex}&channel=${encodeURIComponent(item.message.channelName)}`
  } else {
    const name = item.collection?.name ?? 'your collection'
    body =
      item.kind === 'trade'
        ? `${item.trade?.kind === 'sell' ? 'Sold back' : 'Bought'} from ${name}`
        : (item.comment?.body ?? `On ${name}`)
    path = `/nft/collection?id=${item.collection?.address ?? ''}`
  }
  return {
    notificationId: notificationIdFor(item),
    title,
    body: truncateText(body, NOTIFICATION_LIMITS.body) || title,
    targetUrl: new URL(path, siteOrigin).href,
  }
}

/** `tokens` in consecutive batches of at most `size` (100: the most one request may carry), none empty. */
export function batchTokens(
  tokens: readonly string[],
  size: number = NOTIFICATION_LIMITS.tokensPerRequest,
): string[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error('The batch size must be a positive integer')
  const batches: string[][] = []
  for (let start = 0; start < tokens.length; start += size) batches.push(tokens.slice(start, start + size))
  return batches
}
