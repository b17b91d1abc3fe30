import { notify } from '../../store/toasts/notify'
import { config } from '../../config'
import { logger } from '../../services/logger'

export const ADDED_TO_FAVORITES_MESSAGE = 'Added to favorites!'
export const ADD_TO_FAVORITES_ERROR = 'Error adding mini app to favorites. Please reach out to the developer.'
export const SHARE_ERROR = 'Error sharing the mini app link. Please reach out to the developer.'

// The actions (and the SDK behind them) load only when a Farcaster user presses one of the entries.
const loadActions = () => import(/* webpackChunkName: "farcaster-actions" */ '../../services/farcaster/actions')

/**
 * Spec §2 Left sidebar, §8: 'Add to Favorites' in a Farcaster mini app, with its success and error toasts. Every
 * failure shows the error toast, the host's invalid-manifest and rejection errors included (issue #6 part 3).
 */
export async function addToFavorites(): Promise<void> {
  try {
    const { addMiniApp } = await loadActions()
    await addMiniApp()
    notify.success(ADDED_TO_FAVORITES_MESSAGE)
  } catch (error) {
    logger.warn('Adding the mini app to favorites failed', error)
    notify.error(ADD_TO_FAVORITES_ERROR)
  }
}

/**
 * Spec §2 Left sidebar, §8: 'Share on Farcaster' composes a cast with the configured share text and the current page
 * address (`pageUrl`); failures show the spec's error toast.
 */
export async function shareOnFarcaster(pageUrl: string): Promise<void> {
  try {
    const { composeCast } = await loadActions()
    await composeCast({ text: config.farcasterShareText, embeds: [pageUrl] })
  } catch (error) {
    logger.warn('Sharing on Farcaster failed', error)
    notify.error(SHARE_ERROR)
  }
}
