import type { OnboardAPI, WalletState } from '@web3-onboard/core'
import type { EIP1193Provider, WalletInit, WalletModule } from '@web3-onboard/common'
import { getAddress } from 'ethers'
import type { WalletDialogTheme, WalletServiceOptions } from './walletClient'
import { logger } from '../logger'
import { AlreadyConnectedError, isAlreadyConnectedError } from './alreadyConnected'
import { repairOnboardStorage } from './onboardStorage'
import type { Eip1193Provider, LiveWallet, WalletFacts } from './types'
import { walletStore } from './walletStore'
import { applyOnboardVariables } from './onboardTheme'
import { makeDialogKeyboardFriendly } from './onboardKeyboard'

/** Spec §2 Connect dialog tile order; these injected wallets show even when not installed. */
const INJECTED_TILES = ['Rabby Wallet', 'MetaMask', 'Rainbow', 'Bifrost Wallet', 'Brave Wallet']
/** web3-onboard's autoSelect never settles when the wallet is gone (thirdweb-dev/web3-onboard#1153). */
const RECONNECT_TIMEOUT_MS = 4000

let onboard: OnboardAPI | null = null
/** The app's dialog look per colour mode, loaded with the instance (options.loadDialogThemes). */
let dialogThemes: Record<'light' | 'dark', WalletDialogTheme> | undefined

const toHexChainId = (chainId: number) => `0x${chainId.toString(16)}`

/** Told when a wallet answers a connection request with "already connected"; set for the duration of `connect`. */
let onAlreadyConnected: ((error: unknown) => void) | null = null
/**
 * Onboard's last `connectWallet` promise. Onboard finishes a connect 1.5 s after the wallet connected (its success
 * step) by closing whatever connect is in progress then, so a connect started inside that window would see its dialog
 * closed under it: the next connect waits for this one first (bounded, see connect()).
 */
let onboardRequest: Promise<unknown> | null = null

/**
 * Wraps a wallet's provider to spot an "already connected / already processing" answer to `eth_requestAccounts`,
 * which web3-onboard keeps to its own dialog ('pending connection request', pick the wallet again). The answer is
 * reported to the running `connect`, so the app shows the spec's toast and forces a disconnect (spec §4), and is
 * passed on to Onboard unchanged.
 */
export function watchConnectionRequests<P extends Eip1193Provider>(provider: P): P {
  const request = async (args: Parameters<Eip1193Provider['request']>[0]): Promise<unknown> => {
    try {
      return await provider.request(args)
    } catch (error) {
      if (args.method === 'eth_requestAccounts' && isAlreadyConnectedError(error)) onAlreadyConnected?.(error)
      throw error
    }
  }
  return new Proxy(provider, {
    get(target, property) {
      if (property === 'request') return request
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** Applies `watchConnectionRequests` to every wallet a web3-onboard wallet module offers. */
function watchModule(init: WalletInit): WalletInit {
  const wrap = (module: WalletModule): WalletModule => ({
    ...module,
    getInterface: async (helpers) => {
      const wallet = await module.getInterface(helpers)
      const watched = watchConnectionRequests(wallet.provider as unknown as Eip1193Provider)
      return { ...wallet, provider: watched as unknown as EIP1193Provider }
    },
  })
  return (helpers) => {
    const modules = init(helpers)
    if (!modules) return modules
    return Array.isArray(modules) ? modules.map(wrap) : wrap(modules)
  }
}

async function walletModules(options: WalletServiceOptions): Promise<WalletInit[]> {
  const { config } = options
  if (options.farcasterProvider) {
    const { farcasterWallet } = await import(/* webpackChunkName: "wallet-farcaster" */ './farcasterWallet')
    return [farcasterWallet(options.farcasterProvider)]
  }
  const { default: injectedModule } = await import('@web3-onboard/injected-wallets')
  const modules: WalletInit[] = [
    injectedModule({
      displayUnavailable: INJECTED_TILES,
      sort: (wallets) => {
        const rank = (label: string) => {
          const index = INJECTED_TILES.indexOf(label)
          return index === -1 ? INJECTED_TILES.length : index
        }
        return [...wallets].sort((a, b) => rank(a.label) - rank(b.label))
      },
    }),
  ]
  if (config.walletConnectProjectId) {
    const { default: walletConnectModule } = await import('@web3-onboard/walletconnect')
    modules.push(
      walletConnectModule({
        projectId: config.walletConnectProjectId,
        requiredChains: [config.supportedChainId],
        dappUrl: config.projectUrl,
      }),
    )
  } else {
    logger.warn('WalletConnect is off: set WALLETCONNECT_PROJECT_ID at build time to offer it.')
  }
  if (process.env.APP_PROFILE === 'devnet' && config.devnetWallet) {
    const { devnetWallet } = await import(/* webpackChunkName: "wallet-devnet" */ './devnetWallet')
    modules.push(devnetWallet(config))
  }
  return modules
}

/** The first connected wallet with an account and a chain, as the app sees it; null when there is none. */
export function toLive(wallets: WalletState[]): (LiveWallet & WalletFacts) | null {
  const wallet = wallets[0]
  const account = wallet?.accounts[0]
  const chain = wallet?.chains[0]
  if (!wallet || !account || !chain) return null
  return {
    provider: wallet.provider as Eip1193Provider,
    label: wallet.label,
    address: getAddress(account.address),
    chainId: Number.parseInt(chain.id, 16),
  }
}

/**
 * The phone sheet's subheading is '{count} {dialog title, lower-cased}', written for onboard's default title: with the
 * spec's 'Connect your wallet' it reads '7 connect your wallet'. No option turns it off, so one rule in onboard's open
 * shadow root hides it (the title above says it all).
 */
function hideMobileCount(): void {
  const root = document.querySelector('onboard-v2')?.shadowRoot
  if (!root || root.querySelector('style[data-app]')) return
  const style = document.createElement('style')
  style.dataset.app = 'onboard'
  style.textContent = '.mobile-subheader { display: none !important; }'
  root.append(style)
}

/** The one start of Onboard, shared by a warm-up (issue #16) and a click that comes while it is still loading. */
let starting: Promise<OnboardAPI> | null = null

/**
 * Creates the one Onboard instance (a second init would reset it, pitfalls §1) and relays its wallet state; concurrent
 * callers share one start, and a failed start is forgotten so the next call tries again.
 */
export function initOnboard(options: WalletServiceOptions): Promise<OnboardAPI> {
  starting ??= startOnboard(options).catch((error: unknown) => {
    starting = null
    throw error
  })
  return starting
}

async function startOnboard(options: WalletServiceOptions): Promise<OnboardAPI> {
  if (onboard) return onboard
  const [{ default: Onboard }, modules, themes] = await Promise.all([
    import('@web3-onboard/core'),
    walletModules(options),
    options.loadDialogThemes?.(),
  ])
  dialogThemes = themes
  const wallets = modules.map(watchModule)
  const { config } = options
  const rpcUrl = new URL(config.chain.rpcUrl, window.location.origin).href
  // Onboard reads its keys while it starts and when its dialog opens; unreadable ones would break Connect for good.
  repairOnboardStorage()
  onboard = Onboard({
    wallets,
    chains: [
      {
        id: toHexChainId(config.supportedChainId),
        token: config.chain.nativeCurrency.symbol,
        label: config.chain.name,
        rpcUrl,
        blockExplorerUrl: config.chain.blockExplorerBaseUrl,
      },
    ],
    // No `explore` link: web3-onboard renders it as an icon-only link without an accessible name.
    appMetadata: {
      name: config.projectName,
      description: config.projectDescription,
      // The navbar logo's diamond, in the brand blue that reads on both themes' dialog.
      icon: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2 22 12 12 22 2 12Z" fill="#2f5bd3"/></svg>`,
    },
    i18n: { en: { connect: { selectingWallet: { header: 'Connect your wallet' } } } },
    accountCenter: { desktop: { enabled: false }, mobile: { enabled: false } },
    // The site's own dialog (issue #17): no third-party sidebar with its 'powered by' footer, no 'Why don't I see
    // my wallet?' banner or 'I don't have a wallet' link pointing at other sites; the site's colours and font.
    connect: { showSidebar: false, removeWhereIsMyWalletWarning: true, removeIDontHaveAWalletInfoLink: true },
    disableFontDownload: true,
    theme: dialogThemes?.[options.colorMode].theme ?? options.colorMode,
  })
  applyOnboardVariables(dialogThemes?.[options.colorMode].variables ?? {})
  hideMobileCount()
  const root = document.querySelector('onboard-v2')?.shadowRoot
  if (root) makeDialogKeyboardFriendly(root)
  onboard.state.select('wallets').subscribe((state) => report(options, toLive(state)))
  return onboard
}

let reportedKey = ''

/**
 * Relays the connected wallet (or null) to the wallet store and the app when it changed: label, account or chain.
 * An account list that became empty counts as a disconnect (Onboard also drops the wallet then).
 */
function report(options: WalletServiceOptions, live: (LiveWallet & WalletFacts) | null, force = false): void {
  const key = live ? `${live.label}|${live.address}|${live.chainId}` : ''
  if (key === reportedKey && !force) return
  reportedKey = key
  walletStore.set(live && { provider: live.provider, label: live.label, address: live.address })
  options.onChange(live && { address: live.address, chainId: live.chainId, label: live.label })
}

async function disconnectAll(instance: OnboardAPI): Promise<void> {
  for (const wallet of instance.state.get().wallets) await instance.disconnectWallet({ label: wallet.label })
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return Promise.race([promise, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))])
}

/**
 * Spec §4 Wallet session: every connect first disconnects, then connects (the dialog, or `label` silently), then asks
 * the wallet for the supported chain; Onboard closes its dialog once connected. Resolves the connected facts, or null
 * if the user closed the dialog or the remembered wallet did not answer. Rejects with AlreadyConnectedError as soon
 * as the wallet reports an existing or pending connection.
 */
export async function connect(options: WalletServiceOptions, label?: string): Promise<WalletFacts | null> {
  const instance = await initOnboard(options)
  // A previous connect still finishing (see onboardRequest) would close this one's dialog: wait it out first.
  if (onboardRequest) await withTimeout(onboardRequest, RECONNECT_TIMEOUT_MS)
  await disconnectAll(instance)
  const alreadyConnected = new Promise<never>((_resolve, reject) => {
    onAlreadyConnected = (error) => reject(new AlreadyConnectedError(error))
  })
  // Onboard's promise may settle only when its dialog is dismissed, long after the wallet connected (seen on small
  // screens), so the first connected wallet in its state ends the attempt too.
  let watching: { unsubscribe(): void } | undefined
  const connected = new Promise<WalletState[]>((resolve) => {
    watching = instance.state.select('wallets').subscribe((state) => {
      if (toLive(state)) resolve(state)
    })
  })
  let wallets: WalletState[] | null
  try {
    const request = instance.connectWallet(label ? { autoSelect: { label, disableModals: true } } : undefined)
    onboardRequest = request.catch(() => null)
    wallets = await Promise.race([
      label ? withTimeout(request, RECONNECT_TIMEOUT_MS) : request,
      connected,
      alreadyConnected,
    ])
  } finally {
    onAlreadyConnected = null
    watching?.unsubscribe()
  }
  const live = wallets && toLive(wallets)
  if (!live) return null
  if (live.chainId !== options.config.supportedChainId) await switchChain(options)
  return { address: live.address, chainId: live.chainId, label: live.label }
}

/**
 * Disconnects every wallet Onboard holds and always reports the disconnect, even when nothing was connected, so the
 * remembered connector is cleared (spec §4: a forced disconnect after 'already connected').
 */
export async function disconnect(options: WalletServiceOptions): Promise<void> {
  await disconnectAll(await initOnboard(options))
  report(options, null, true)
}

/**
 * Asks the wallet to switch to the supported chain; Onboard adds the chain when the wallet lacks it (4902).
 * Resolves false when the user refused or the wallet failed (spec §8: logged only).
 */
export async function switchChain(options: WalletServiceOptions): Promise<boolean> {
  const instance = await initOnboard(options)
  const ok = await instance.setChain({ chainId: toHexChainId(options.config.supportedChainId) })
  if (!ok) logger.warn('Network switch failed or was rejected')
  return ok
}

/** Follows the site's colour mode (`options.colorMode`) in Onboard's modal, with the app's dialog theme for it. */
export function setOnboardTheme(options: WalletServiceOptions): void {
  if (!onboard) return
  const dialog = dialogThemes?.[options.colorMode]
  onboard.state.actions.updateTheme(dialog?.theme ?? options.colorMode)
  applyOnboardVariables(dialog?.variables ?? {})
}
