import { createEmitter } from '../../lib/emitter'

/**
 * Transaction lifecycle events (architecture.md: awaiting-signature → submitted(hash) → [replaced] → confirmed |
 * reverted | failed | rejected). `id` ties the stages of one transaction together before its hash is known; after a
 * speed-up in the wallet, `replaced` carries the hash the transaction continues under.
 */
export type TxEvent =
  | { type: 'awaiting-signature'; id: string }
  | { type: 'submitted'; id: string; hash: string }
  | { type: 'replaced'; id: string; hash: string; replacementHash: string }
  | { type: 'confirmed'; id: string; hash: string; successMessage: string }
  | { type: 'reverted'; id: string; hash: string; message: string }
  | { type: 'failed'; id: string; hash?: string; message: string }
  | { type: 'rejected'; id: string; message: string }

/** The one bus the tx runner emits on and the toast layer listens to. */
export const txEvents = createEmitter<TxEvent>()
