import { config } from '../config'
import { loadUploaderBalance } from '../features/chat/uploaderBalance'
import { environmentDetected, fileUploadEnabledSet } from '../features/settings/environmentSlice'
import { referrerStored } from '../features/referral/referralSlice'
import { connectEnded, connectStarted, walletChanged } from '../features/wallet/walletSlice'
import { loadChainServices } from '../services/chain/loadChainServices'
import { detectMiniApp, getMiniAppProvider, whenLateMiniApp } from '../services/farcaster/detect'
import { startMiniAppSession } from '../services/farcaster/session'
import { logger } from '../services/logger'
import { readConnectedWith, writeConnectedWith } from '../services/storage/localStore'
import { configureWallets, updateWalletOptions, walletClient } from '../services/wallet/walletClient'
import type { Persistor } from 'redux-persist'
import type { AppStore } from './store'

const FARCASTER_LABEL = 'Farcaster'

/**
 * Reads `ref` from a URL search string, resolves it (address or name) and stores it as the referrer
 * (spec §4 Startup; honoured on any page). Resolution failures leave the stored referrer unchanged.
 */
export async function storeReferrerFromUrl(store: AppStore, search: string): Promise<void> {
  const ref = new URLSearchParams(search).get('ref')
  if (!ref) return
  try {
    const chain = await loadChainServices()
    const referrer = await chain.resolveReferrer(ref)
    const own = store.getState().wallet.address
    if (referrer && referrer.toLowerCase() !== own?.toLowerCase()) store.dispatch(referrerStored(referrer))
  } catch (error) {
    logger.warn('Referrer resolution failed', error)
  }
}

/** Resolves once redux-persist has restored the stored state (settings, referrer) or at once without persistence. */
function whenRehydrated(persistor: Persistor | null): Promise<void> {
  return new Promise((resolve) => {
    if (!persistor || persistor.getState().bootstrapped) return resolve()
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return
      unsubscribe()
      resolve()
    })
  })
}

async function reconnect(store: AppStore, label: string): Promise<void> {
  store.dispatch(connectStarted({ isReconnect: true }))
  try {
    await walletClient.connect(label)
  } catch (error) {
    logger.warn('Reconnect failed', error)
  } finally {
    store.dispatch(connectEnded())
  }
}

/**
 * Spec §4 Startup inside a Farcaster host: environment 'farcaster' (the Farcaster tile only), the mini-app session
 * (events, back navigation, ready), then the auto-connect through the host's wallet.
 */
async function enterMiniApp(store: AppStore): Promise<void> {
  store.dispatch(environmentDetected('farcaster'))
  updateWalletOptions({ environment: 'farcaster', farcasterProvider: getMiniAppProvider })
  await startMiniAppSession()
  // Spec §8 'No chains found on connector.': a host without a wallet is logged (the dialog shows it on a connect),
  // and no auto-connect is attempted, which would leave web3-onboard waiting on the failed selection.
  const provider = await getMiniAppProvider().catch((error: unknown) => logger.warn('Farcaster wallet unavailable', error))
  if (provider) await reconnect(store, FARCASTER_LABEL)
}

/**
 * Spec §4 Startup, in order: (theme is applied by the root) detect a Farcaster mini app and auto-connect there,
 * otherwise reconnect with the remembered connector; then the upload flag; then the `ref` referrer.
 */
export async function startApp(store: AppStore, persistor: Persistor | null): Promise<void> {
  await whenRehydrated(persistor)
  configureWallets({
    config,
    environment: 'standard',
    colorMode: store.getState().settings.colorMode,
    onChange: (facts) => {
      store.dispatch(walletChanged(facts))
      const isFarcaster = store.getState().environment.web3Environment === 'farcaster'
      if (facts) writeConnectedWith(facts.label)
      else if (!isFarcaster) writeConnectedWith('')
    },
  })

  const isMiniApp = await detectMiniApp().catch((error: unknown) => {
    logger.warn('Mini app detection failed', error)
    return false
  })
  if (isMiniApp) {
    await enterMiniApp(store)
  } else {
    store.dispatch(environmentDetected('standard'))
    // 'Farcaster' stays remembered after a disconnect in a host (spec §4); outside one there is no such wallet.
    const remembered = readConnectedWith()
    if (remembered && remembered !== FARCASTER_LABEL) await reconnect(store, remembered)
    // A host that answers only after the 50 ms check (a slow device) still gets the mini app once it does.
    void whenLateMiniApp().then((isLate) => (isLate ? enterMiniApp(store) : undefined))
  }

  void loadUploaderBalance(store.dispatch)
  store.dispatch(fileUploadEnabledSet(config.fileUploadEnabled))
  await storeReferrerFromUrl(store, window.location.search)
}
