import type { AppConfig } from '../../config'
import { logger } from '../logger'
import { connectorIdForLabel } from './connectorIds'
import type { Eip1193Provider, WalletFacts } from './types'
import { walletStore } from './walletStore'

/**
 * The connect dialog's look for one colour mode (issue #17), built by the app from the site's palette: web3-onboard's
 * `theme` map (`--w3o-*`) and its finer `--onboard-*` variables.
 */
export interface WalletDialogTheme {
  theme: {
    '--w3o-background-color': string
    '--w3o-foreground-color': string
    '--w3o-text-color': string
    '--w3o-border-color': string
    '--w3o-action-color': string
    '--w3o-border-radius': string
    '--w3o-font-family': string
  }
  variables: Record<string, string>
}

/** What the wallet service needs from the app: config, environment, and where to report wallet changes. */
export interface WalletServiceOptions {
  config: AppConfig
  environment: 'standard' | 'farcaster'
  /** Inside a Farcaster host: the host's EIP-1193 provider, offered as the only wallet. */
  farcasterProvider?: () => Promise<Eip1193Provider>
  colorMode: 'light' | 'dark'
  /**
   * Loads the dialog's look per colour mode (kept off the first page: it is needed only when the dialog is created);
   * without it web3-onboard's own light/dark themes are used.
   */
  loadDialogThemes?: () => Promise<Record<'light' | 'dark', WalletDialogTheme>>
  /** Called with the connected wallet's facts on every change, and null on disconnect. */
  onChange: (facts: WalletFacts | null) => void
}

let options: WalletServiceOptions | null = null
let markConfigured: () => void = () => undefined
/** Settles once startup has configured the service: a click on Connect before that waits for it. */
const whenConfigured = new Promise<void>((resolve) => {
  markConfigured = resolve
})

/** Sets the options Onboard will be created with; cheap, loads nothing. Call once at startup. */
export function configureWallets(next: WalletServiceOptions): void {
  options = { ...options, ...next }
  markConfigured()
}

/** Updates part of the options (environment after the Farcaster check, colour mode) before Onboard is created. */
export function updateWalletOptions(patch: Partial<WalletServiceOptions>): void {
  if (options) options = { ...options, ...patch }
}

function requireOptions(): WalletServiceOptions {
  if (!options) throw new Error('configureWallets() must run before wallet actions')
  return options
}

/**
 * The options once startup has set them (issue #16: the connect button can be clicked from the first paint, while
 * startup runs after it, so an early click waits for it instead of failing).
 */
async function configuredOptions(): Promise<WalletServiceOptions> {
  await whenConfigured
  return requireOptions()
}

// web3-onboard weighs ~160 KB gzip: it is fetched for the connect dialog and for reconnects it must make itself
// (WalletConnect, the Farcaster host, the devnet wallet, an injected wallet that did not announce itself), never for
// the first paint, and not for a returning injected wallet, which the light session reconnects (issue #18).
let loaded: ReturnType<typeof importWallet> | null = null
const importWallet = () => import(/* webpackChunkName: "wallet" */ './onboardWallet')
const load = () => (loaded ??= importWallet())
const loadLight = () => import(/* webpackChunkName: "wallet-injected" */ './injectedSession')

/** The light session, when its module is loaded and holds the wallet; loads nothing otherwise. */
let light: Awaited<ReturnType<typeof loadLight>> | null = null

/** Labels the light session can reconnect: injected wallets announced through EIP-6963 (not WalletConnect etc.). */
function isLightReconnect(label: string, current: WalletServiceOptions): boolean {
  const id = connectorIdForLabel(label)
  return (id === 'injected' || id === 'metaMask') && !current.farcasterProvider && current.environment === 'standard'
}

/** Ends a light session before web3-onboard takes over (spec §4: every connect first disconnects). */
function endLight(current: WalletServiceOptions): void {
  if (light?.hasInjectedSession()) light.endInjectedSession(current)
}

/** Tells the app nobody is connected (spec §4 forced disconnect), when no wallet code is loaded to do it. */
function reportDisconnected(current: WalletServiceOptions): void {
  walletStore.set(null)
  current.onChange(null)
}

/**
 * The wallet actions the app uses (spec §4 Wallet session). Every function loads the wallet code it needs on demand.
 * Errors are thrown to the caller, which logs them (spec §8: connection and switch failures are logged only).
 */
export const walletClient = {
  /**
   * Opens the connect dialog, or reconnects silently with `label`: an injected wallet through the light session
   * (EIP-6963 and `eth_accounts`, no web3-onboard), anything else, or a wallet that did not announce itself,
   * through web3-onboard. Null when the user closed the dialog or the wallet lent no account.
   */
  connect: async (label?: string): Promise<WalletFacts | null> => {
    const current = await configuredOptions()
    if (label && isLightReconnect(label, current)) {
      light = await loadLight()
      const facts = await light.reconnectInjected(current, label)
      if (facts !== 'not-found') return facts
    }
    endLight(current)
    return (await load()).connect(current, label)
  },
  /** Disconnects whichever session holds the wallet, and always reports the disconnect (spec §4). */
  disconnect: async (): Promise<void> => {
    const current = await configuredOptions()
    if (light?.hasInjectedSession()) return light.endInjectedSession(current)
    if (loaded) return (await loaded).disconnect(current)
    reportDisconnected(current)
  },
  /** Switches (or adds) the supported chain; false when refused. */
  switchChain: async (): Promise<boolean> => {
    const current = await configuredOptions()
    if (light?.hasInjectedSession()) return light.switchInjectedChain(current)
    return (await load()).switchChain(current)
  },
  /**
   * Gets the connect dialog ready (issue #16): fetches and starts web3-onboard with its wallet modules and theme, so
   * a click only has to open it. For a pointer, a touch or the focus on a connect button (issue #39: on intent
   * only); does nothing before `configureWallets`. A failure is logged; the click tries again.
   */
  warmUp: (): void => {
    if (!options) return
    const current = options
    load()
      .then((wallet) => wallet.initOnboard(current))
      .catch((error: unknown) => {
        loaded = null
        logger.warn('Preparing the connect dialog failed', error)
      })
  },
  /** Keeps Onboard's modal in the site's colour mode; loads nothing when the wallet code is not loaded yet. */
  setTheme: async (mode: 'light' | 'dark'): Promise<void> => {
    updateWalletOptions({ colorMode: mode })
    // Before configureWallets (startup runs after the first paint) there is no dialog to theme yet.
    if (loaded && options) (await loaded).setOnboardTheme(options)
  },
}
