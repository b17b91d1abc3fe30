import { PAUSE } from 'redux-persist'
import { useWalletActions } from '../../features/wallet/useWalletActions'
import { useWalletSession } from '../../store/useWalletSession'
import { Menu } from '../../ui/Menu'
import { useAppDispatch } from '../../store/store'

type StorageHost = Pick<Window, 'localStorage' | 'sessionStorage'> & { location: Pick<Location, 'reload'> }

/**
 * Spec §2: 'Delete browser storage' clears local and session storage, then reloads — a clean start for a visitor
 * whose stored state went bad. A storage that cannot be reached is skipped; the reload always happens.
 */
export function deleteBrowserStorage(host: StorageHost = window): void {
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    try {
      host[area].clear()
    } catch {
      // Unavailable storage holds nothing of ours.
    }
  }
  host.location.reload()
}

/** Spec §2 Right sidebar on mobile, the Actions dropdown: 'Disconnect wallet' (connected only), 'Delete browser storage'. */
export function MobileActions() {
  const dispatch = useAppDispatch()
  const { isConnected } = useWalletSession()
  const { disconnect } = useWalletActions()
  return (
    <Menu
      label="Actions"
      align="left"
      trigger="Actions"
      items={[
        ...(isConnected ? [{ label: 'Disconnect wallet', onSelect: () => void disconnect() }] : []),
        {
          label: 'Delete browser storage',
          onSelect: () => {
            // Stop redux-persist first, so no pending write puts the state back between clearing and reloading.
            dispatch({ type: PAUSE })
            deleteBrowserStorage()
          },
        },
      ]}
    />
  )
}
