import type { Persistor } from 'redux-persist'
import { config } from '../config'
import { startAccountSession } from '../features/account/accountSession'
import { referrerStored } from '../features/referral/referralSlice'
import { arweaveBalanceLoaded, environmentDetected, fileUploadEnabledSet } from '../features/settings/environmentSlice'
import { connectWallet } from '../features/wallet/useWalletActions'
import { walletChanged } from '../features/wallet/walletSlice'
import { loadChainServices } from '../services/chain/loadChainServices'
import { detectMiniApp, getMiniAppProvider } from '../services/farcaster/detect'
import { logger } from '../services/logger'
import { PENDING_TX_KEY, localStore, readConnectedWith, writeConnectedWith } from '../services/storage/localStore'
import type { TxTag } from '../services/tx/pendingTransactions'
import { configureWallets, updateWalletOptions } from '../services/wallet/walletClient'
import type { ChainTag } from './chainApi'
import { CHAIN_TAGS, chainApi } from './chainApi'
import type { AppStore } from './store'

/** The web3-onboard label of the Farcaster wallet module (services/wallet/farcasterWallet.ts). */
export const FARCASTER_LABEL = 'Farcaster'

/**
 * Reads `ref` from a URL search string, resolves it (address, or name with or without the tld) and stores it as the
 * referrer (spec §4 Startup, §5 Referrer; honoured on any page). A value that does not resolve, the user's own
 * address or the native-coin constant leaves the stored referrer unchanged.
 */
export async function storeReferrerFromUrl(store: AppStore, search: string): Promise<void> {
  const ref = new URLSearchParams(search).get('ref')
  if (!ref) return
  try {
    const chain = await loadChainServices()
    const referrer = await chain.resolveReferrer(ref, store.getState().wallet.address)
    if (referrer) store.dispatch(referrerStored(referrer))
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

const toChainTags = (tags: readonly TxTag[]): ChainTag[] =>
  tags.filter((tag): tag is ChainTag => (CHAIN_TAGS as readonly string[]).includes(tag.type))

/** Waits again, in the background, for transactions a reload interrupted; the chain code loads only if there are any. */
function resumePendingTransactions(store: AppStore): void {
  if (!localStore.get(PENDING_TX_KEY)) return
  void loadChainServices()
    .then((chain) => chain.resumePendingTransactions((record) => store.dispatch(chainApi.util.invalidateTags(toChainTags(record.tags)))))
    .catch((error: unknown) => logger.warn('Resuming pending transactions failed', error))
}

/** Spec §4 Startup: the permanent-storage balance of the upload wallet (AR), when one is configured. */
async function loadStorageBalance(store: AppStore): Promise<void> {
  if (!config.arweaveAddress) return
  try {
    const { fetchArweaveBalance } = await import(/* webpackChunkName: "storage-balance" */ '../services/storage/arweaveBalance')
    store.dispatch(arweaveBalanceLoaded(await fetchArweaveBalance(config.arweaveNodeUrl, config.arweaveAddress)))
  } catch (error) {
    logger.warn('Storage balance read failed', error)
  }
}

/**
 * Spec §4 Startup, in order (the theme is applied by the root): detect a Farcaster mini app and auto-connect there
 * (services/farcaster is a stub until the Farcaster issue), otherwise reconnect with the remembered connector
 * (disconnect first, then connect); then the permanent-storage balance, the upload flag and the `ref` referrer.
 * The wallet session (name, points, chat token per address) runs from the start. The remembered connector lives in
 * localStorage under 'connected-with' and holds the web3-onboard wallet label ('MetaMask', 'Rabby Wallet', ...),
 * the id web3-onboard reconnects with; it is cleared on disconnect except in Farcaster.
 */
export async function startApp(store: AppStore, persistor: Persistor | null): Promise<void> {
  await whenRehydrated(persistor)
  startAccountSession(config)
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
  store.dispatch(environmentDetected(isMiniApp ? 'farcaster' : 'standard'))
  if (isMiniApp) {
    updateWalletOptions({ environment: 'farcaster', farcasterProvider: getMiniAppProvider })
    await connectWallet(store.dispatch, FARCASTER_LABEL)
  } else {
    const remembered = readConnectedWith()
    if (remembered) await connectWallet(store.dispatch, remembered)
  }
  resumePendingTransactions(store)

  await loadStorageBalance(store)
  store.dispatch(fileUploadEnabledSet(config.fileUploadEnabled))
  await storeReferrerFromUrl(store, window.location.search)
}
