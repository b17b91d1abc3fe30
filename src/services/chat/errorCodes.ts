/**
 * AppError codes of chat actions, in a module without dependencies so components can test them without loading the
 * chat chunk.
 */

/** The transaction lifecycle has already shown a toast for this failure. */
export const TX_REPORTED = 'tx-reported'
/** Refused before anything was signed (paused, suspended, balance, empty text). */
export const CHAT_REFUSED = 'refused'
