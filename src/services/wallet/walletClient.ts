import type { AppConfig } from '../../config'
import type { Eip1193Provider, WalletFacts } from './types'

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

/** Sets the options Onboard will be created with; cheap, loads nothing. Call once at startup. */
export function configureWallets(next: WalletServiceOptions): void {
  options = { ...options, ...next }
}

/** Updates part of the options (environment after the Farcaster check, colour mode) before Onboard is created. */
export function updateWalletOptions(patch: Partial<WalletServiceOptions>): void {
  if (options) options = { ...options, ...patch }
}

function requireOptions(): WalletServiceOptions {
  if (!options) throw new Error('configureWallets() must run before wallet actions')
  return options
}

// web3-onboard weighs ~150 KB gzip: it is fetched on the first wallet action, never for the first paint.
let loaded: ReturnType<typeof importWallet> | null = null
const importWallet = () => import(/* webpackChunkName: "wallet" */ './onboardWallet')
const load = () => (loaded ??= importWallet())

/**
 * The wallet actions the app uses (spec §4 Wallet session). Every function loads the wallet code on demand.
 * Errors are thrown to the caller, which logs them (spec §8: connection and switch failures are logged only).
 */
export const walletClient = {
  /** Opens the connect dialog, or reconnects silently with `label`. Null when the user closed the dialog. */
  connect: async (label?: string): Promise<WalletFacts | null> => (await load()).connect(requireOptions(), label),
  disconnect: async (): Promise<void> => (await load()).disconnect(requireOptions()),
  /** Switches (or adds) the supported chain; false when refused. */
  switchChain: async (): Promise<boolean> => (await load()).switchChain(requireOptions()),
  /**
   * Fetches the wallet code ahead of the first click (issue #16: the dialog opens at once), without running any of
   * it; a failed fetch is forgotten, so the click loads it again.
   */
  preload: (): void => {
    load().catch(() => {
      loaded = null
    })
  },
  /** Keeps Onboard's modal in the site's colour mode; loads nothing when the wallet code is not loaded yet. */
  setTheme: async (mode: 'light' | 'dark'): Promise<void> => {
    updateWalletOptions({ colorMode: mode })
    // Before configureWallets (startup runs after the first paint) there is no dialog to theme yet.
    if (loaded && options) (await loaded).setOnboardTheme(options)
  },
}
