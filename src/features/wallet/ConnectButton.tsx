import { useEffect, useState } from 'react'
import { useIsDesktop } from '../../store/useMediaQuery'
import { useAppSelector } from '../../store/store'
import { readConnectedWith } from '../../services/wallet/connectorIds'
import { walletClient } from '../../services/wallet/walletClient'
import { Button } from '../../ui/Button'
import { useWalletActions } from './useWalletActions'
import { useWalletSession } from '../../store/useWalletSession'

/** Longest wait for an idle moment before the wallet code is fetched anyway (ms). */
const IDLE_PRELOAD_TIMEOUT_MS = 10_000

let isPreloadScheduled = false

/**
 * Issue #16 (connect at once): fetches the wallet code once the page has loaded and the browser is idle, so the
 * dialog opens at once on the first click; never before the load event, so the first paint's budget is untouched.
 */
function schedulePreload(): void {
  if (isPreloadScheduled || typeof window === 'undefined') return
  isPreloadScheduled = true
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => walletClient.preload(), { timeout: IDLE_PRELOAD_TIMEOUT_MS })
    else setTimeout(() => walletClient.preload(), 2_000)
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}

/**
 * Opens the 'Connect your wallet' dialog. Spec §2: while connecting, the button is disabled and reads 'Connecting...'
 * on screens at least 1000 px wide; a returning visitor (a remembered wallet) sees that state from the first paint
 * until the startup reconnect has run, never 'Connect Wallet' in between (issue #16). The wallet code is fetched when
 * the browser is idle after the page loaded, or as soon as a pointer or the focus reaches the button.
 */
export function ConnectButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { connect } = useWalletActions()
  const { isConnecting } = useWalletSession()
  const isEnvironmentKnown = useAppSelector((state) => state.environment.isEnvironmentKnown)
  const [isReturning] = useState(() => Boolean(readConnectedWith().id))
  const isDesktop = useIsDesktop()
  const showBusy = (isConnecting || (isReturning && !isEnvironmentKnown)) && isDesktop
  useEffect(schedulePreload, [])
  return (
    <Button
      onClick={() => void connect()}
      onPointerEnter={walletClient.preload}
      onFocus={walletClient.preload}
      onTouchStart={walletClient.preload}
      disabled={showBusy}
      isLoading={showBusy}
      fullWidth={fullWidth}
    >
      {showBusy ? 'Connecting...' : 'Connect Wallet'}
    </Button>
  )
}
