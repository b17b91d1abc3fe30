import { useWalletActions } from '../../features/wallet/useWalletActions'
import { useWalletSession } from '../../features/wallet/useWalletSession'
import { Menu } from '../../ui/Menu'

/** Clears local and session storage, then reloads: a clean start for a visitor whose browser state went bad. */
export function deleteBrowserStorage(): void {
  try {
    window.localStorage.clear()
    window.sessionStorage.clear()
  } finally {
    window.location.reload()
  }
}

/** Spec §2 Right sidebar on mobile: the Actions dropdown. */
export function MobileActions() {
  const { isConnected } = useWalletSession()
  const { disconnect } = useWalletActions()
  return (
    <Menu
      label="Actions"
      align="left"
      trigger="Actions"
      items={[
        ...(isConnected ? [{ label: 'Disconnect wallet', onSelect: () => void disconnect() }] : []),
        { label: 'Delete browser storage', onSelect: deleteBrowserStorage },
      ]}
    />
  )
}
