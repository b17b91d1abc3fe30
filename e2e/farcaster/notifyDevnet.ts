import type { InboxItem } from '../../server/notify/payload'
import { SENDER_STATUS_PATH } from '../../server/notify/webhook'
import { expect } from '../fixtures'
import { readStack } from '../support/stackEnv'

/**
 * The devnet's notification service and event index as a test reads them: through the app's same-origin paths
 * (/devnet/upload, /devnet/index), which also work against a stack started with `npm start`.
 */
const servicePath = (path: string) => `${readStack().appUrl}${path}`

/** A round of 2 s, slowed down by a busy machine: a minute is plenty for two. */
const ROUNDS = { timeout: 60_000 }

/** How many rounds the devnet's sender has finished (GET /farcaster/sender of the upload endpoint). */
export async function senderRounds(): Promise<number> {
  const response = await fetch(servicePath(`/devnet/upload${SENDER_STATUS_PATH}`))
  if (!response.ok) throw new Error(`The sender status answered ${response.status}`)
  return ((await response.json()) as { rounds: number }).rounds
}

/**
 * Waits until a whole sender round has run after this call: one may be half-way now (its inbox read before what the
 * test just did), so two more rounds must finish.
 */
export async function waitForSenderRound(): Promise<void> {
  const seen = await senderRounds()
  await expect.poll(senderRounds, ROUNDS).toBeGreaterThanOrEqual(seen + 2)
}

/** The first page of `address`'s inbox in the event index (what the sender reads), newest first. */
export async function inboxOf(address: string): Promise<InboxItem[]> {
  const response = await fetch(servicePath(`/devnet/index/accounts/${address.toLowerCase()}/notifications?limit=50`))
  if (!response.ok) throw new Error(`The event index answered ${response.status}`)
  return ((await response.json()) as { notifications: InboxItem[] }).notifications
}
