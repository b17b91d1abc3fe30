import { FARCASTER_LINK_PATH } from '../../../protocol/notify'
import { config } from '../../config'
import { logger } from '../logger'
import { authenticatedFetch } from './quickAuth'

/**
 * Tells the notification service (server/notify, issue #37) which wallet address the host's Farcaster user signs in
 * with, so the inbox's events for that address reach them as Farcaster notifications: `POST {uploadUrl}/farcaster/link`
 * with the Quick Auth token as Bearer (spec §7). Call when the host reports notifications on; the service answers
 * 204. Never throws: without a link nothing is sent, which is logged, and the next enable tries again.
 */
export async function linkFarcasterNotifications(): Promise<boolean> {
  try {
    const response = await authenticatedFetch(`${config.uploadUrl}${FARCASTER_LINK_PATH}`, { method: 'POST' })
    if (response.ok) return true
    logger.warn(`The notification service refused the Farcaster link (${response.status})`)
  } catch (error) {
    logger.warn('Could not link the Farcaster user for notifications', error)
  }
  return false
}
