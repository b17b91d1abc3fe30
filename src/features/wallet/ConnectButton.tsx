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
/**
 * The connect dialog is got ready unasked no earlier than this long after the navigation started (ms): web3-onboard is
 * ~160 KB gzip, which must not share the network and the main thread with the first screen's messages, names and
 * pictures (a slow phone has them ~6-8 s after the navigation; the bench's 'stays off /' window is the first 10 s).
 */
const IDLE_WARM_UP_NOT_BEFORE_MS = 15_000
/**
 * ...and only after this long without scrolling or other input (issue #18): a reader scrolling through a feed gets no
 * long task and no ~2 MB of wallet code in the middle of it; a pointer or the focus on the button still prepares it.
 */
const IDLE_WARM_UP_QUIET_MS = 5_000

let isPreloadScheduled = false
/** Connect buttons on screen: the delayed warm-up is skipped when none is left (the visitor connected meanwhile). */
let mountedButtons = 0

/** Runs `task` in an idle moment (or after `timeout` ms at the latest). */
function whenIdle(task: () => void, timeout: number): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout })
  else setTimeout(task, 1_000)
}

/**
 * Issue #16 (connect at once): once the page has loaded and the browser is idle, fetches the wallet service's small
 * chunk; from 15 s after the navigation, after 5 s without input, still idle and still disconnected, gets the whole
 * dialog ready (web3-onboard started).
 * Never before the load event, so the first paint's budget is untouched. A pointer or the focus on a connect button
 * gets the dialog ready at once (`walletClient.warmUp`).
 */
function schedulePreload(): void {
  if (isPreloadScheduled || typeof window === 'undefined') return
  isPreloadScheduled = true
  const afterLoad = () =>
    whenIdle(() => {
      walletClient.preload()
      // The input watch is not on the first page's code path: it loads now, beside the wallet service's chunk.
      void import(/* webpackChunkName: "quiet-watch" */ './quietWatch').then(({ watchQuiet }) => {
        const quiet = watchQuiet(IDLE_WARM_UP_QUIET_MS)
        const warmUp = () =>
          quiet.whenQuiet(() =>
            whenIdle(() => (mountedButtons > 0 ? walletClient.warmUp() : undefined), IDLE_PRELOAD_TIMEOUT_MS),
          )
        setTimeout(warmUp, Math.max(0, IDLE_WARM_UP_NOT_BEFORE_MS - performance.now()))
      })
    }, IDLE_PRELOAD_TIMEOUT_MS)
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
}

/**
 * Counts this button as on screen and schedules the preload (an effect: runs after the first paint); not for a
 * returning visitor, whose wallet the startup reconnects without the dialog's code (issue #18).
 */
function useDialogPreload(isReturning: boolean): void {
  useEffect(() => {
    mountedButtons += 1
    if (!isReturning) schedulePreload()
    return () => {
      mountedButtons -= 1
    }
  }, [isReturning])
}

/**
 * Opens the 'Connect your wallet' dialog. Spec §2: while connecting, the button is disabled and reads 'Connecting...'
 * on screens at least 1000 px wide; a returning visitor (a remembered wallet) sees that state from the first paint
 * until the startup reconnect has run, never 'Connect Wallet' in between (issue #16). The wallet code is fetched when
 * the browser is idle after the page loaded (the dialog itself is got ready some seconds later), and the dialog is got
 * ready as soon as a pointer or the focus reaches the button.
 */
export function ConnectButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { connect } = useWalletActions()
  const { isConnecting } = useWalletSession()
  const isEnvironmentKnown = useAppSelector((state) => state.environment.isEnvironmentKnown)
  const [isReturning] = useState(() => Boolean(readConnectedWith().id))
  const isDesktop = useIsDesktop()
  const showBusy = (isConnecting || (isReturning && !isEnvironmentKnown)) && isDesktop
  useDialogPreload(isReturning)
  return (
    <Button
      onClick={() => void connect()}
      onPointerEnter={walletClient.warmUp}
      onPointerDown={walletClient.warmUp}
      onFocus={walletClient.warmUp}
      onTouchStart={walletClient.warmUp}
      disabled={showBusy}
      isLoading={showBusy}
      fullWidth={fullWidth}
    >
      {showBusy ? 'Connecting...' : 'Connect Wallet'}
    </Button>
  )
}
