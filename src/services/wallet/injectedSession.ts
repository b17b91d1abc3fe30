import { getAddress } from 'ethers'
import { absoluteUrl } from '../../lib/absoluteUrl'
import { logger } from '../logger'
import { findAnnouncedWallet } from './eip6963'
import type { Eip1193Provider, WalletFacts } from './types'
import type { WalletServiceOptions } from './walletClient'
import { walletStore } from './walletStore'

/**
 * The light wallet session (issue #18): a returning visitor's injected wallet, found again by EIP-6963 discovery and
 * asked `eth_accounts` (no prompt), without web3-onboard. It keeps the same contract as the onboard session: the live
 * provider in `walletStore` (signers are built on it, services/wallet/signer.ts), the facts to `options.onChange`,
 * and the wallet's accountsChanged / chainChanged / disconnect events followed.
 */

/** EIP-1193 error code: the wallet does not know the chain (wallet_switchEthereumChain). */
const UNKNOWN_CHAIN = 4902

interface Session {
  provider: Eip1193Provider
  label: string
  facts: WalletFacts
  detach(): void
}

let session: Session | null = null

const toHexChainId = (chainId: number) => `0x${chainId.toString(16)}`

/** Parses an EIP-1193 chain id ('0x14a34', or a decimal string / number some wallets send). */
export function parseChainId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null
  if (typeof value !== 'string' || value === '') return null
  const parsed = value.startsWith('0x') ? Number.parseInt(value, 16) : Number(value)
  return Number.isInteger(parsed) && parsed > 0 ? parsed : null
}

/** The first account of an `eth_accounts` answer, checksummed; null for an empty or malformed list. */
export function firstAccount(value: unknown): string | null {
  if (!Array.isArray(value) || typeof value[0] !== 'string') return null
  try {
    return getAddress(value[0])
  } catch {
    return null
  }
}

function report(options: WalletServiceOptions, next: Session | null): void {
  walletStore.set(next && { provider: next.provider, label: next.label, address: next.facts.address })
  options.onChange(next && { ...next.facts })
}

/** True while a light session holds the wallet (the other actions then act on it, without web3-onboard). */
export function hasInjectedSession(): boolean {
  return session !== null
}

/** Ends the light session: stops following the wallet's events, and reports the disconnect when `reportIt`. */
export function endInjectedSession(options: WalletServiceOptions, { reportIt = true } = {}): void {
  const ended = session
  session = null
  ended?.detach()
  if (ended && reportIt) report(options, null)
}

/** Follows the wallet: another account, another chain, an empty account list or a disconnect (spec §4). */
function follow(options: WalletServiceOptions, provider: Eip1193Provider, current: Session): () => void {
  const onAccounts = (accounts: unknown) => {
    if (session !== current) return
    const address = firstAccount(accounts)
    if (!address) return endInjectedSession(options)
    if (address === current.facts.address) return
    current.facts = { ...current.facts, address }
    report(options, current)
  }
  const onChain = (chainId: unknown) => {
    const parsed = parseChainId(chainId)
    if (session !== current || parsed === null || parsed === current.facts.chainId) return
    current.facts = { ...current.facts, chainId: parsed }
    report(options, current)
  }
  const onDisconnect = () => {
    if (session === current) endInjectedSession(options)
  }
  const listeners: [string, (value: never) => void][] = [
    ['accountsChanged', onAccounts],
    ['chainChanged', onChain],
    ['disconnect', onDisconnect],
  ]
  for (const [event, listener] of listeners) provider.on(event, listener)
  return () => {
    for (const [event, listener] of listeners) provider.removeListener(event, listener)
  }
}

/**
 * Reconnects the remembered injected wallet `label` without web3-onboard: EIP-6963 discovery, then `eth_accounts`
 * and `eth_chainId` (no prompt), then the supported chain is asked for as the onboard path does (spec §4).
 * Resolves the facts; null when the wallet is there but lends no account (locked, or the site was disconnected in
 * it); 'not-found' when no wallet of that name announced itself (the caller falls back to web3-onboard). Wallet
 * errors are thrown (the caller logs them; 'already processing' gets the spec toast there).
 */
export async function reconnectInjected(
  options: WalletServiceOptions,
  label: string,
): Promise<WalletFacts | null | 'not-found'> {
  endInjectedSession(options)
  const found = await findAnnouncedWallet(label)
  if (!found) return 'not-found'
  const { provider } = found
  const address = firstAccount(await provider.request({ method: 'eth_accounts' }))
  if (!address) return null
  const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
  if (chainId === null) throw new Error(`${label} answered eth_chainId with no chain id`)
  const current: Session = { provider, label, facts: { address, chainId, label }, detach: () => undefined }
  session = current
  current.detach = follow(options, provider, current)
  report(options, current)
  if (chainId !== options.config.supportedChainId) await switchInjectedChain(options)
  return session === current ? { ...current.facts } : null
}

/**
 * Asks the light session's wallet for the supported chain (EIP-3326), adding it first when the wallet does not know
 * it (EIP-3085, which switches too). Resolves false when refused or failed (spec §8: logged only); the chain change
 * itself arrives as the wallet's chainChanged event.
 */
export async function switchInjectedChain(options: WalletServiceOptions): Promise<boolean> {
  const provider = session?.provider
  if (!provider) return false
  const { config } = options
  const chainId = toHexChainId(config.supportedChainId)
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    return true
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== UNKNOWN_CHAIN) {
      logger.warn('Network switch failed or was rejected', error)
      return false
    }
  }
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: config.chain.name,
          nativeCurrency: config.chain.nativeCurrency,
          rpcUrls: [absoluteUrl(config.chain.rpcUrl)],
          blockExplorerUrls: [config.chain.blockExplorerBaseUrl],
        },
      ],
    })
    return true
  } catch (error) {
    logger.warn('Adding the network failed or was rejected', error)
    return false
  }
}
