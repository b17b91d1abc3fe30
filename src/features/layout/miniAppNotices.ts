import { onMiniAppEvent } from '../../services/farcaster/events'
import { linkFarcasterNotifications } from '../../services/farcaster/notificationLink'
import { notify } from '../../store/toasts/notify'
import { ADDED_TO_FAVORITES_MESSAGE } from './farcasterEntries'

export const REMOVED_FROM_FAVORITES_MESSAGE = 'Removed from your favorites.'
export const NOTIFICATIONS_ON_MESSAGE = 'Notifications on'
export const NOTIFICATIONS_OFF_MESSAGE = 'Notifications off'
/** One toast id for 'Added to favorites!', so the entry's own success and the host's event show it once. */
export const ADDED_TOAST_ID = 'mini-app-added'
/** The DOM event a host's primary-button click becomes, for whichever screen sets a primary button. */
export const PRIMARY_BUTTON_EVENT = 'miniapp:primary-button'

/**
 * Spec §4 Mini app events, beyond back navigation (handled by the SDK's web navigation): tells the user what the host
 * changed — added to or removed from their favorites, notifications on or off. Notifications on also links the
 * host's user to their wallet address at the notification service (issue #37), which only then sends them anything.
 * A primary-button click becomes the
 * window event `PRIMARY_BUTTON_EVENT` (no screen sets a primary button yet, so it changes nothing the user sees). A
 * rejected add is shown by the 'Add to Favorites' entry that asked for it. Returns the function that stops listening.
 */
export function listenToMiniAppEvents(): () => void {
  const stops = [
    onMiniAppEvent('miniAppAdded', ({ notificationDetails }) => {
      notify.success(ADDED_TO_FAVORITES_MESSAGE, { toastId: ADDED_TOAST_ID })
      if (notificationDetails) {
        notify.success(NOTIFICATIONS_ON_MESSAGE, { toastId: 'mini-app-notifications' })
        void linkFarcasterNotifications()
      }
    }),
    onMiniAppEvent('miniAppRemoved', () => notify.info(REMOVED_FROM_FAVORITES_MESSAGE, { autoClose: 5000 })),
    onMiniAppEvent('notificationsEnabled', () => {
      notify.success(NOTIFICATIONS_ON_MESSAGE, { toastId: 'mini-app-notifications' })
      void linkFarcasterNotifications()
    }),
    onMiniAppEvent('notificationsDisabled', () => notify.info(NOTIFICATIONS_OFF_MESSAGE, { autoClose: 5000 })),
    onMiniAppEvent('primaryButtonClicked', () => window.dispatchEvent(new CustomEvent(PRIMARY_BUTTON_EVENT))),
  ]
  return () => stops.forEach((stop) => stop())
}
