import { createEmitter } from '../../lib/emitter'
import type { TxTag } from './pendingTransactions'

/**
 * Transaction lifecycle events (architecture.md: awaiting-signature → submitted(hash) → [checking] → [replaced] →
 * confirmed | reverted | failed | rejected). `id` ties the stages of one transaction together before its hash is
 * known; after a speed-up in the wallet, `replaced` carries the hash the transaction continues under. `checking`
 * tells that the read RPC fails while the transaction is waited for (`isChecking`), and when it answers again: the
 * transaction is still pending (issue #35). `forgotten`: a transaction resumed after a reload that the node does not
 * know (dropped, or a restarted devnet); nothing to report, its waiting toast goes. `isInline`: the caller shows the stages
 * before the outcome itself (a chat post's bubble, issue #38), so only the outcome is toasted.
 */
export type TxEvent =
  | { type: 'awaiting-signature'; id: string; isInline?: boolean }
  | { type: 'submitted'; id: string; hash: string }
  | { type: 'checking'; id: string; hash: string; isChecking: boolean }
  | { type: 'replaced'; id: string; hash: string; replacementHash: string }
  | { type: 'confirmed'; id: string; hash: string; successMessage: string }
  | { type: 'reverted'; id: string; hash: string; message: string }
  | { type: 'failed'; id: string; hash?: string; message: string }
  | { type: 'rejected'; id: string; message: string }
  | { type: 'forgotten'; id: string; hash: string }

/** The one bus the tx runner emits on and the toast layer listens to. */
export const txEvents = createEmitter<TxEvent>()

/**
 * A submitted transaction the chain has settled, with the cache tags it touched, so no screen keeps a figure the
 * chain contradicts (issue #35). `hash` is the hash it was submitted under; `isResumed` when it was sent before a
 * reload (no mutation of this page waits for it).
 */
export interface TxSettledEvent {
  id: string
  hash: string
  outcome: 'confirmed' | 'reverted' | 'gone'
  isResumed: boolean
  tags: TxTag[]
}

/** Every end of a submitted transaction, for the store's cache invalidation. */
export const txSettled = createEmitter<TxSettledEvent>()
