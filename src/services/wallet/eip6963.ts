import type { Eip1193Provider } from './types'

/** EIP-6963 provider info, as a wallet announces it (https://eips.ethereum.org/EIPS/eip-6963). */
export interface Eip6963Info {
  uuid: string
  /** The wallet's display name; web3-onboard labels an announced wallet with it ('Rabby Wallet', 'E2E Wallet'). */
  name: string
  icon: string
  /** Reverse-DNS id ('io.metamask'). */
  rdns: string
}

/** One announced wallet. */
export interface AnnouncedWallet {
  info: Eip6963Info
  provider: Eip1193Provider
}

/** How long discovery waits for the wallet after asking (ms): extensions answer in the same task, this is a margin. */
export const DISCOVERY_TIMEOUT_MS = 400

const isAnnouncement = (detail: unknown): detail is AnnouncedWallet => {
  if (typeof detail !== 'object' || detail === null) return false
  const { info, provider } = detail as { info?: { name?: unknown }; provider?: { request?: unknown } }
  return typeof info?.name === 'string' && typeof provider?.request === 'function'
}

/**
 * EIP-6963 discovery of one wallet: listens for `eip6963:announceProvider`, dispatches `eip6963:requestProvider`,
 * and resolves the first announced wallet whose name equals `name` (case-insensitive), or null after `timeoutMs`.
 * Loads nothing: this is how a remembered injected wallet is found again without web3-onboard (issue #18).
 */
export function findAnnouncedWallet(
  name: string,
  { timeoutMs = DISCOVERY_TIMEOUT_MS, target = window }: { timeoutMs?: number; target?: Window } = {},
): Promise<AnnouncedWallet | null> {
  const wanted = name.trim().toLowerCase()
  return new Promise((resolve) => {
    const finish = (found: AnnouncedWallet | null) => {
      target.removeEventListener('eip6963:announceProvider', onAnnounce)
      clearTimeout(timer)
      resolve(found)
    }
    function onAnnounce(event: Event): void {
      const { detail } = event as CustomEvent<unknown>
      if (isAnnouncement(detail) && detail.info.name.trim().toLowerCase() === wanted) finish(detail)
    }
    // Set before anything can call `finish`: a wallet answers the request inside dispatchEvent.
    const timer = setTimeout(() => finish(null), timeoutMs)
    target.addEventListener('eip6963:announceProvider', onAnnounce)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
  })
}
