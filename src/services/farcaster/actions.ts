/** Spec §7 Mini app actions, composeCast: the cast's text and the URLs it embeds. */
export interface CastDraft {
  text: string
  embeds: string[]
}

const NOT_AVAILABLE = 'Farcaster mini app actions are not available yet'

/**
 * Spec §7 Mini app actions, addMiniApp: asks the Farcaster host to add this mini app to the user's favorites.
 * Rejects when the host refuses (the user declined: an error named 'AddMiniApp.RejectedByUser'; a bad manifest).
 *
 * Stub: the SDK call comes with the Farcaster issue. Its implementation must load `@farcaster/miniapp-sdk` with a
 * dynamic import (first-page budget); callers already load this module on demand.
 */
export async function addMiniApp(): Promise<void> {
  throw new Error(NOT_AVAILABLE)
}

/** Spec §7 Mini app actions, composeCast: opens the host's cast composer with `draft`. Stub, as addMiniApp. */
export async function composeCast(_draft: CastDraft): Promise<void> {
  throw new Error(NOT_AVAILABLE)
}
