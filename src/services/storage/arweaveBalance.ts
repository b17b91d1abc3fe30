import { formatUnits } from '../../lib/units'

/** Arweave's smallest unit: 1 AR = 10^12 winston. */
const WINSTON_DECIMALS = 12
const TIMEOUT_MS = 10_000

/** The node to ask: the configured one (absolute, or relative to the page), else the page's own origin. */
function nodeBase(nodeUrl: string): string {
  if (!nodeUrl) return window.location.origin
  return new URL(nodeUrl, window.location.origin).href.replace(/\/+$/, '')
}

/**
 * Spec §4 Startup / §7 Permanent-storage network: the balance of `address` in AR, converted from winston. Throws on
 * a non-OK answer ('Request failed with status {status}'), a malformed body or a timeout (10 s).
 */
export async function fetchArweaveBalance(nodeUrl: string, address: string): Promise<number> {
  const response = await fetch(`${nodeBase(nodeUrl)}/wallet/${encodeURIComponent(address)}/balance`, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`Request failed with status ${response.status}`)
  const winston = (await response.text()).trim()
  if (!/^\d+$/.test(winston)) throw new Error('The storage node sent an unreadable balance')
  return Number(formatUnits(winston, WINSTON_DECIMALS))
}
