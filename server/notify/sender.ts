import { sendNotificationResponseSchema } from '@farcaster/miniapp-node'
import type { InboxItem, NotificationContent } from './payload'
import { batchTokens, notificationFor, notificationIdFor } from './payload'
import type { NotifyStore, Subscription } from './store'

/** Inbox events older than this (ms) are never sent: a user hears about what is new, not about history. */
export const MAX_EVENT_AGE_MS = 24 * 60 * 60 * 1000
/**
 * How long a sent notification stays claimed (ms): longer than MAX_EVENT_AGE_MS, so by the time a claim expires its
 * event is too old to be sent again.
 */
const SENT_CLAIM_TTL_MS = 7 * 24 * 60 * 60 * 1000

/**
 * How long an event whose text the index is still fetching waits for it (ms from the event's block time): a
 * notification should carry the words, and the index's body worker fetches them from Arweave after indexing the event.
 * After that the notification goes without them ('Open the app to read it.').
 */
export const BODY_WAIT_MS = 60_000

/** The first page of an account's inbox, newest first (the event index's GET /accounts/:address/notifications). */
export type FetchInbox = (address: string) => Promise<InboxItem[]>

/** Reads the inbox from the event index at `indexerUrl` (its `notifications` list; 50 items). */
export function indexerInbox(indexerUrl: string, fetchImpl: typeof fetch = fetch): FetchInbox {
  return async (address) => {
    const url = new URL(`accounts/${address.toLowerCase()}/notifications?limit=50`, `${indexerUrl.replace(/\/$/, '')}/`)
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) })
    if (!response.ok) throw new Error(`The event index answered ${response.status}`)
    const json = (await response.json()) as { notifications?: unknown }
    return Array.isArray(json.notifications) ? (json.notifications as InboxItem[]) : []
  }
}

export interface SenderOptions {
  store: NotifyStore
  fetchInbox: FetchInbox
  /** The mini app's origin: target URLs open pages on it. */
  siteOrigin: string
  fetch?: typeof fetch
  /** Clock (ms). */
  now?: () => number
  log?: (line: string) => void
}

/** What one round did (for logs and tests). */
export interface RoundResult {
  /** Tokens the clients accepted. */
  sent: number
  /** Tokens the clients rate-limited: their claims were given back, so a later round sends them. */
  rateLimited: number
  /** Tokens the clients reported invalid: dropped from the store. */
  invalid: number
  /** Tokens whose request failed (network, non-2xx, bad answer): claims given back. */
  failed: number
}

/** An event to send to one subscriber, before its claim. */
interface Candidate {
  subscription: Subscription
  item: InboxItem
  claimKey: string
}

/** A claimed event with its content. */
interface Delivery {
  subscription: Subscription
  content: NotificationContent
  claimKey: string
}

/**
 * The notification sender (issue #37; spec §9 limits). Each `runRound()` reads the inbox of every user who enabled
 * notifications and whose fid is linked to an address, and for each event that is new (after the user enabled
 * notifications, at most MAX_EVENT_AGE_MS old) and whose text the index has fetched (or has waited BODY_WAIT_MS for)
 * sends one notification: title ≤ 32 naming the actor by their default name (the index's `actorName`; else the short
 * address), body ≤ 128, id `<kind>-<position>` (≤ 128), target the message's page. Deliveries of the same
 * notification to the same client URL share requests of ≤ 100 tokens.
 *
 * Never twice: before sending, each (fid, notification id) is claimed with SET NX in the shared store, so another
 * instance, a restart or an overlapping round skips it. A claim is given back when the client rate-limited the token
 * or the request failed (then the next round retries); invalid tokens are dropped from the store.
 */
export function createNotificationSender({
  store,
  fetchInbox,
  siteOrigin,
  fetch: fetchImpl = fetch,
  now = Date.now,
  log = () => {},
}: SenderOptions): { runRound(): Promise<RoundResult> } {
  async function candidatesFor(subscription: Subscription): Promise<Candidate[]> {
    if (!subscription.address) return []
    let items: InboxItem[]
    try {
      items = await fetchInbox(subscription.address)
    } catch (error) {
      log(`notify: inbox of fid ${subscription.fid} unavailable: ${error instanceof Error ? error.message : error}`)
      return []
    }
    // Inbox times are whole seconds (block timestamps): an event in the second notifications were enabled counts.
    const oldest = Math.floor(Math.max(subscription.enabledAt, now() - MAX_EVENT_AGE_MS) / 1000)
    // An event whose text is still on its way is left unclaimed: a later round sends it with the text.
    const bodyWaitEnds = Math.floor((now() - BODY_WAIT_MS) / 1000)
    const isBodyComing = (item: InboxItem) =>
      (item.message ?? item.comment)?.bodyStatus === 'pending' && item.at > bodyWaitEnds
    return items
      .filter((item) => item.at >= oldest && !isBodyComing(item))
      .map((item) => ({ subscription, item, claimKey: `sent:${subscription.fid}:${notificationIdFor(item)}` }))
  }

  async function post(url: string, content: NotificationContent, batch: Delivery[], result: RoundResult) {
    const tokens = batch.map((delivery) => delivery.subscription.token)
    const releaseAll = async (deliveries: Delivery[]) => {
      await Promise.all(deliveries.map((delivery) => store.release(delivery.claimKey).catch(() => {})))
    }
    let answer: ReturnType<typeof sendNotificationResponseSchema.safeParse>
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...content, tokens }),
        signal: AbortSignal.timeout(10_000),
      })
      answer = sendNotificationResponseSchema.safeParse(response.ok ? await response.json() : null)
    } catch {
      answer = sendNotificationResponseSchema.safeParse(null)
    }
    if (!answer.success) {
      result.failed += batch.length
      await releaseAll(batch)
      log(`notify: ${content.notificationId} to ${url} failed; retried next round`)
      return
    }
    const { successfulTokens, invalidTokens, rateLimitedTokens } = answer.data.result
    const byToken = new Map(batch.map((delivery) => [delivery.subscription.token, delivery]))
    result.sent += successfulTokens.length
    result.invalid += invalidTokens.length
    result.rateLimited += rateLimitedTokens.length
    await releaseAll(rateLimitedTokens.flatMap((token) => byToken.get(token) ?? []))
    for (const token of invalidTokens) {
      const delivery = byToken.get(token)
      if (delivery) await store.dropToken(delivery.subscription.fid, token)
    }
  }

  return {
    async runRound() {
      const result: RoundResult = { sent: 0, rateLimited: 0, invalid: 0, failed: 0 }
      const subscriptions = await store.subscriptions()
      const candidates = (await Promise.all(subscriptions.map(candidatesFor))).flat()
      // Claim first: only events this instance won are sent.
      const won: Candidate[] = []
      for (const candidate of candidates) {
        if (await store.claim(candidate.claimKey, SENT_CLAIM_TTL_MS)) won.push(candidate)
      }
      const claimed: Delivery[] = won.map(({ subscription, item, claimKey }) => ({
        subscription,
        claimKey,
        content: notificationFor(item, siteOrigin),
      }))
      const groups = new Map<string, Delivery[]>()
      for (const delivery of claimed) {
        const groupKey = JSON.stringify([delivery.subscription.url, delivery.content])
        groups.set(groupKey, [...(groups.get(groupKey) ?? []), delivery])
      }
      for (const group of groups.values()) {
        const first = group[0] as Delivery
        const tokenBatches = batchTokens(group.map((delivery) => delivery.subscription.token))
        let offset = 0
        for (const tokens of tokenBatches) {
          await post(first.subscription.url, first.content, group.slice(offset, offset + tokens.length), result)
          offset += tokens.length
        }
      }
      if (claimed.length > 0) log(`notify: round ${JSON.stringify(result)}`)
      return result
    },
  }
}

/** A running sender loop. */
export interface SenderLoop {
  /** Rounds finished so far, failed ones included: a test waits for the next one instead of sleeping. */
  rounds(): number
  /** Ends the loop after the round in progress (resolves when it has ended). Safe to call twice. */
  stop(): Promise<void>
}

/**
 * Runs `runRound` every `intervalMs` (a round never overlaps the previous one; the first starts `intervalMs` after the
 * call). A round that throws is logged and the loop goes on.
 */
export function startSenderLoop(
  sender: { runRound(): Promise<unknown> },
  intervalMs: number,
  log: (line: string) => void = () => {},
): SenderLoop {
  let stopped = false
  let finished = 0
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  const tick = () => {
    running = sender
      .runRound()
      .then(
        () => {},
        (error: unknown) => log(`notify: round failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .then(() => {
        finished += 1
        if (!stopped) timer = setTimeout(tick, intervalMs)
      })
  }
  timer = setTimeout(tick, intervalMs)
  return {
    rounds: () => finished,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}

/** What a sender loop over the event index needs. */
export interface IndexSenderOptions {
  store: NotifyStore
  /** The event index's base URL (its inboxes are read at GET /accounts/:address/notifications). */
  indexerUrl: string
  /** The mini app's origin: target URLs open pages on it. */
  siteOrigin: string
  /** Time between two rounds (ms). */
  intervalMs: number
  log?: (line: string) => void
}

/**
 * Sends the event index's inbox events to the store's subscribers every `intervalMs` (createNotificationSender run by
 * startSenderLoop): what the notification service runs in production, and the devnet once its index is up.
 */
export function startIndexSender({ store, indexerUrl, siteOrigin, intervalMs, log }: IndexSenderOptions): SenderLoop {
  const sender = createNotificationSender({ store, fetchInbox: indexerInbox(indexerUrl), siteOrigin, log })
  return startSenderLoop(sender, intervalMs, log)
}
