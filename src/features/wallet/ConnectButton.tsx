import { useIsDesktop } from '../../store/useMediaQuery'
import { Button } from '../../ui/Button'
import { useWalletActions } from './useWalletActions'
import { useWalletSession } from '../../store/useWalletSession'

/**
 * Opens the 'Connect your wallet' dialog. Spec §2: while connecting, the button is disabled and reads 'Connecting...'
 * on screens at least 1000 px wide.
 */
export function ConnectButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { connect } = useWalletActions()
  const { isConnecting } = useWalletSession()
  const isDesktop = useIsDesktop()
  const showBusy = isConnecting && isDesktop
  return (
    <Button onClick={() => void connect()} disabled={showBusy} isLoading={showBusy} fullWidth={fullWidth}>
      {showBusy ? 'Connecting...' : 'Connect Wallet'}
    </Button>
  )
}
