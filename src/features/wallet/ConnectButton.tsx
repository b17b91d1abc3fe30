import { useEffect, useRef, useState } from 'react'
import { useIsDesktop } from '../../store/useMediaQuery'
import { useAppSelector } from '../../store/store'
import { readConnectedWith } from '../../services/wallet/connectorIds'
import { walletClient } from '../../services/wallet/walletClient'
import { Button } from '../../ui/Button'
import { useWalletActions } from './useWalletActions'
import { useWalletSession } from '../../store/useWalletSession'

/** The link facts Chromium exposes (Network Information API); absent in other browsers. */
interface LinkFacts {
  saveData?: boolean
  effectiveType?: string
}

/**
 * Gets the dialog ready on intent (issue #39): a pointer, a touch or the focus on a Connect control. Never unasked,
 * and not on a link the visitor pays for or a slow one (data saver, 2g): there the click fetches it. A 3g link does
 * prepare: the visitor has shown intent, and Chromium calls most mobile links 3g (RTT over 270 ms), where fetching
 * on touchstart wins the most time before the click.
 */
function prepareOnIntent(): void {
  const link = (navigator as Navigator & { connection?: LinkFacts }).connection
  // effectiveType is 'slow-2g', '2g', '3g' or '4g'.
  if (link?.saveData || /2g$/.test(link?.effectiveType ?? '')) return
  walletClient.warmUp()
}

/**
 * Opens the 'Connect your wallet' dialog. Spec §2: while connecting, the button is disabled and reads 'Connecting...'
 * on screens at least 1000 px wide; a returning visitor (a remembered wallet) sees that state from the first paint
 * until the startup reconnect has run, never 'Connect Wallet' in between (issue #16). The wallet code is fetched on
 * intent only (see prepareOnIntent). `primary` is for the one Connect of each width's first screen, the navbar's
 * (issue #39); the others are secondary.
 */
export function ConnectButton({ fullWidth = false, primary = false }: { fullWidth?: boolean; primary?: boolean }) {
  const { connect } = useWalletActions()
  const { isConnecting } = useWalletSession()
  const isEnvironmentKnown = useAppSelector((state) => state.environment.isEnvironmentKnown)
  const [isReturning] = useState(() => Boolean(readConnectedWith().id))
  const isDesktop = useIsDesktop()
  const showBusy = (isConnecting || (isReturning && !isEnvironmentKnown)) && isDesktop
  const opener = useRef<HTMLButtonElement | null>(null)
  // The dialog closed without a wallet: the focus goes back to the button that opened it (issue #39), once the
  // button is enabled again; the closed dialog leaves it on the body or on its own element.
  useEffect(() => {
    const button = opener.current
    if (isConnecting || !button) return
    opener.current = null
    const now = document.activeElement
    if (!now || now === document.body || now.tagName === 'ONBOARD-V2') button.focus()
  }, [isConnecting])
  return (
    <Button
      variant={primary ? 'primary' : 'secondary'}
      onClick={(event) => {
        opener.current = event.currentTarget
        void connect()
      }}
      onPointerEnter={prepareOnIntent}
      onPointerDown={prepareOnIntent}
      onFocus={prepareOnIntent}
      onTouchStart={prepareOnIntent}
      disabled={showBusy}
      isLoading={showBusy}
      fullWidth={fullWidth}
    >
      {showBusy ? 'Connecting...' : 'Connect Wallet'}
    </Button>
  )
}
