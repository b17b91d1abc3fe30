import { createEmitter } from '../../../lib/emitter'

/**
 * The one link from the chain's health (chainHealth.ts, loaded with the chain reads) to the store, which must not
 * carry the health tracker in the first page's JS: the store registers what to do when the chain's RPC is reachable
 * again after an outage (refetch the reads), and the shared chainHealth calls it.
 */
const recovered = createEmitter()

/** Registers `handler` for every recovery of the chain's RPC; returns the function that removes it. */
export function onChainRecovered(handler: () => void): () => void {
  return recovered.subscribe(handler)
}

/** Tells every registered handler that the chain's RPC answers again (called by the shared chainHealth). */
export function notifyChainRecovered(): void {
  recovered.emit()
}
