import { notify } from '../../app/toasts/notify'
import { config } from '../../config'
import { logger } from '../logger'
import { hostSdk } from './sdk'

/** Spec §8 toasts of the two left-sidebar mini-app entries. */
export const FAVORITES_ADDED_MESSAGE = 'Added to favorites!'
export const FAVORITES_ERROR_MESSAGE = 'Error adding mini app to favorites. Please reach out to the developer.'
export const SHARE_ERROR_MESSAGE = 'Error sharing the mini app link. Please reach out to the developer.'

/**
 * Spec §2 'Add to Favorites': asks the host to add the mini app (`addMiniApp`). Shows 'Added to favorites!' on
 * success; on any failure (the host's invalid-domain-manifest or rejected-by-user errors, no host, a host error) shows
 * the spec's error toast, then rethrows. The toast is already shown, so callers only catch.
 */
export async function addToFavorites(): Promise<void> {
  try {
    const sdk = await hostSdk()
    await sdk.actions.addMiniApp()
    notify.success(FAVORITES_ADDED_MESSAGE)
  } catch (error) {
    logger.warn('Adding the mini app failed', error)
    notify.error(FAVORITES_ERROR_MESSAGE)
    throw error
  }
}

/**
 * Spec §2 'Share on Farcaster': opens the host's cast composer (`composeCast`) with the configured share text and
 * `pageUrl` (the current page's address) as the embed. Resolves whether the user posted or cancelled. On failure
 * shows the spec's error toast, then rethrows; callers only catch.
 */
export async function shareOnFarcaster(pageUrl: string): Promise<void> {
  try {
    const sdk = await hostSdk()
    await sdk.actions.composeCast({ text: config.farcasterShareText, embeds: [pageUrl] })
  } catch (error) {
    logger.warn('Sharing the mini app failed', error)
    notify.error(SHARE_ERROR_MESSAGE)
    throw error
  }
}
