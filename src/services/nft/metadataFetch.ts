import type { TokenMetadata } from './types'
import { parseDataUri, toTokenMetadata } from './tokenMetadata'

/** How long and how much a foreign tokenURI fetch may take. */
const FETCH_TIMEOUT_MS = 8000
const MAX_BYTES = 100_000
const SAFE_REST = /^[^\s"'<>\\]+$/

/** Gateways a metadata reference may map to (the app config's). */
export interface Gateways {
  arweaveGateway: string
  ipfsGateways: readonly string[]
}

/**
 * The http(s) URL to fetch for a metadata or media reference: ipfs:// on the first IPFS gateway, ar:// on the Arweave
 * gateway, http(s) as is. Null for anything else (javascript:, data:, relative, odd characters): such a value is
 * only ever shown as text.
 */
export function gatewayUrl(reference: string, gateways: Gateways): string | null {
  const value = reference.trim()
  const scheme = /^([a-z]+):\/\//i.exec(value)?.[1]?.toLowerCase()
  const rest = scheme ? value.slice(scheme.length + 3) : ''
  if (!scheme || !SAFE_REST.test(rest)) return null
  const base = (gateway: string) =>
    /^https?:\/\//.test(gateway) || typeof window === 'undefined'
      ? gateway
      : new URL(gateway, window.location.origin).href
  if (scheme === 'ipfs') return `${gateways.ipfsGateways[0] ?? 'https://ipfs.io/ipfs/'}${rest.replace(/^ipfs\//i, '')}`
  if (scheme === 'ar') return `${base(gateways.arweaveGateway)}${rest}`
  return scheme === 'http' || scheme === 'https' ? value : null
}

/**
 * The metadata a tokenURI points to: decoded from a data: URI, or fetched (8 s, 100 kB at most) through the
 * gateways. Null when it cannot be read or is not a JSON object. Never throws.
 */
export async function loadTokenMetadata(tokenUri: string, gateways: Gateways): Promise<TokenMetadata | null> {
  if (tokenUri.startsWith('data:')) return parseDataUri(tokenUri)
  const url = gatewayUrl(tokenUri, gateways)
  if (!url) return null
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), credentials: 'omit' })
    if (!response.ok) return null
    const text = await response.text()
    return text.length > MAX_BYTES ? null : toTokenMetadata(JSON.parse(text))
  } catch {
    return null
  }
}
