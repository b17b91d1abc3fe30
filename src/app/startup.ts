import { config } from '../config'
import { environmentDetected, fileUploadEnabledSet } from '../store/slices/environmentSlice'
import { walletChanged } from '../store/slices/walletSlice'
import { loadChainServices } from '../services/chain/loadChainServices'
import { storeReferrerFromUrl } from './referrerFromUrl'
import { detectMiniApp, getMiniAppProvider, whenLateMiniApp } from '../services/farcaster/detect'
import { startMiniAppSession } from '../services/farcaster/session'
import { logger } from '../services/logger'
import { FARCASTER_CONNECTOR_ID, readConnectedWith, writeConnectedWith } from '../services/wallet/connectorIds'
import { configureWallets, updateWalletOptions } from '../services/wallet/walletClient'
import type { AppDispatch, RootState } from '../store/store'
import { whenRehydrated } from '../store/persistence/whenRehydrated'
import { startAccountSession } from '../features/account/accountSession'
import { connectWallet } from '../features/wallet/useWalletActions'
import type { TxTag } from '../services/tx/pendingTransactions'
import { hasStoredPendingTransactions } from '../services/tx/pendingTransactions'
import { txSettled } from '../services/tx/txEvents'
import type { ChainTag } from '../store/chainApi'
import { CHAIN_TAGS, chainApi } from '../store/chainApi'
import { createUploadSessionTransport } from '../store/api/uploadSessionApi'
import { setUploadSessionTransport } from '../services/chat/sessionTransport'

/** The web3-onboard label of the Farcaster wallet module (services/wallet/farcasterWallet.ts). */
export const FARCASTER_LABEL = 'Farcaster'

const toChainTags = (tags: readonly TxTag[]): ChainTag[] =>
  tags.filter((tag): tag is ChainTag => (CHAIN_TAGS as readonly string[]).includes(tag.type))

/**
 * Thunk (issue #35): every end of a transaction refreshes the cache tags it touched, so no screen shows a figure the
 * chain contradicts. A success sent from this page is refreshed by its own mutation (`invalidatesTags` on a result);
 * a revert, a replacement, a drop, and any end of a transaction resumed after a reload are refreshed here.
 */
const refreshSettledTransactions = () => (dispatch: AppDispatch) =>
  txSettled.subscribe(({ outcome, isResumed, tags }) => {
    if (outcome === 'confirmed' && !isResumed) return
    dispatch(chainApi.util.invalidateTags(toChainTags(tags)))
  })

/**
 * Thunk: waits again, in the background, for transactions a reload interrupted (their tags are invalidated once each
 * settles, see refreshSettledTransactions); the chain code loads only if there are any.
 */
const resumePendingTransactions = () => () => {
  if (!hasStoredPendingTransactions()) return
  void loadChainServices()
    .then((chain) => chain.resumePendingTransactions())
    .catch((error: unknown) => logger.warn('Resuming pending transactions failed', error))
}

/**
 * Thunk, spec §4 Startup inside a Farcaster host: environment 'farcaster' (the Farcaster tile only), the mini-app
 * session (events, back navigation, ready) with the toasts that tell the user what the host changed, then the
 * auto-connect through the host's wallet.
 */
const enterMiniApp = () => async (dispatch: AppDispatch) => {
  dispatch(environmentDetected('farcaster'))
  // Only a mini app has host events to tell the user about: their notices load with it, off everyone's first page.
  const { listenToMiniAppEvents } = await import(
    /* webpackChunkName: "mini-app-notices" */ '../features/layout/miniAppNotices'
  )
  listenToMiniAppEvents()
  updateWalletOptions({ environment: 'farcaster', farcasterProvider: getMiniAppProvider })
  await startMiniAppSession()
  // Spec §8 'No chains found on connector.': a host without a wallet is logged (the dialog shows it on a connect),
  // and no auto-connect is attempted, which would leave web3-onboard waiting on the failed selection.
  const provider = await getMiniAppProvider().catch((error: unknown) =>
    logger.warn('Farcaster wallet unavailable', error),
  )
  if (provider) await dispatch(connectWallet(FARCASTER_LABEL))
}

/** Ends the upload sessions this tab holds (services/chat/uploadSession.ts); failures are only logged. */
async function endUploadSessionsOnDisconnect(): Promise<void> {
  try {
    const { endUploadSessions } = await import(
      /* webpackChunkName: "upload-session" */ '../services/chat/uploadSession'
    )
    await endUploadSessions(config.uploadUrl, (error) => logger.warn('Ending the upload session failed', error))
  } catch (error) {
    logger.warn('Ending the upload sessions failed', error)
  }
}

/**
 * Spec §4 Startup, in order (the theme is applied by the root): detect a Farcaster mini app and auto-connect there,
 * otherwise reconnect with the remembered connector (disconnect first, then connect); then the upload flag and the
 * `ref` referrer. The wallet session (name,
 * points, chat token per address) runs from the start, and so does the wait for transactions a reload interrupted.
 * The remembered connector lives in localStorage under 'connected-with' as a connector id ('injected', 'metaMask',
 * 'walletConnect', 'farcasterMiniApp'), mapped back to the web3-onboard label to reconnect with (old label values are
 * migrated on read, services/wallet/connectorIds.ts); it is cleared on disconnect except in Farcaster.
 * A thunk: `await store.dispatch(startApp({ afterShellPaint }))`; it first waits for the stored state to be restored.
 */
export const startApp =
  ({ afterShellPaint = Promise.resolve() }: { afterShellPaint?: Promise<void> } = {}) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    // The upload sign-in (services/chat) goes through this store's HTTP API (issue #20).
    setUploadSessionTransport(createUploadSessionTransport(dispatch))
    await dispatch(whenRehydrated())
    // The wallet and Farcaster code is large: evaluating it while React renders the shell in slices would hold back the
    // first paint of a returning visitor's page.
    await afterShellPaint
    startAccountSession(config)
    dispatch(refreshSettledTransactions())
    dispatch(resumePendingTransactions())
    let wasConnected = false
    configureWallets({
      config,
      environment: 'standard',
      colorMode: getState().settings.colorMode,
      loadDialogThemes: () =>
        import(/* webpackChunkName: "wallet-dialog-theme" */ '../features/wallet/dialogTheme').then((module) =>
          module.walletDialogThemes(),
        ),
      onChange: (facts) => {
        // Issue #35: a disconnect ends the tab's upload sessions on the endpoint (the code loads only then).
        if (!facts && wasConnected) void endUploadSessionsOnDisconnect()
        wasConnected = facts !== null
        dispatch(walletChanged(facts))
        const isFarcaster = getState().environment.web3Environment === 'farcaster'
        if (facts) writeConnectedWith(facts.label)
        else if (!isFarcaster) writeConnectedWith('')
      },
    })

    const isMiniApp = await detectMiniApp().catch((error: unknown) => {
      logger.warn('Mini app detection failed', error)
      return false
    })
    if (isMiniApp) {
      await dispatch(enterMiniApp())
    } else {
      dispatch(environmentDetected('standard'))
      // 'Farcaster' stays remembered after a disconnect in a host (spec §4); outside one there is no such wallet.
      const remembered = readConnectedWith()
      if (remembered.label && remembered.id !== FARCASTER_CONNECTOR_ID) await dispatch(connectWallet(remembered.label))
      // A host that answers only after the 50 ms check (a slow device) still gets the mini app once it does.
      void whenLateMiniApp().then((isLate) => (isLate ? dispatch(enterMiniApp()) : undefined))
    }

    dispatch(fileUploadEnabledSet(config.fileUploadEnabled))
    await dispatch(storeReferrerFromUrl(window.location.search))
  }
