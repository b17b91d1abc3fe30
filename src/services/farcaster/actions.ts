import { hostSdk } from './sdk'

/** Spec §7 Mini app actions, composeCast: the cast's text and the URLs it embeds (at most 2, the hosts' limit). */
export interface CastDraft {
  text: string
  embeds: string[]
}

/** Most URLs one cast embeds (Farcaster composeCast). */
const MAX_EMBEDS = 2

/**
 * Spec §7 Mini app actions, addMiniApp: asks the Farcaster host to add this mini app to the user's favorites.
 * Rejects when the host refuses, with the SDK's errors named 'AddMiniApp.RejectedByUser' (the user declined) or
 * 'AddMiniApp.InvalidDomainManifest' (the domain's /.well-known/farcaster.json is missing, invalid, or for another
 * domain), and with NotInMiniAppError outside a host. The caller shows the toasts (features/layout/farcasterEntries).
 */
export async function addMiniApp(): Promise<void> {
  const sdk = await hostSdk()
  await sdk.actions.addMiniApp()
}

/**
 * Spec §7 Mini app actions, composeCast: opens the host's cast composer with `draft`. Resolves whether the user posted
 * the cast or cancelled it; rejects when the host fails, with NotInMiniAppError outside a host, or when the draft
 * embeds more than 2 URLs.
 */
export async function composeCast(draft: CastDraft): Promise<void> {
  if (draft.embeds.length > MAX_EMBEDS) throw new Error(`A cast embeds at most ${MAX_EMBEDS} URLs`)
  const sdk = await hostSdk()
  await sdk.actions.composeCast({ text: draft.text, embeds: draft.embeds as [] | [string] | [string, string] })
}
