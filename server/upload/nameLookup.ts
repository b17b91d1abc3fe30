import type { ContractRunner } from 'ethers'
import { Contract } from 'ethers'

/** Resolves an address to its main name on the TLD ('' when it has none). Rejects when the chain cannot be read. */
export type NameLookup = (address: string) => Promise<string>

export interface NameLookupOptions {
  /** Reads the chain (server/upload/chainProvider.ts). */
  provider: ContractRunner
  /** Punk Domains TLD whose `defaultNames(address)` decides who may upload. */
  tldAddress: string
  /** How long a found name is trusted (ms); names rarely disappear. */
  positiveTtlMs?: number
  /** How long "no name" is trusted (ms); short, so a freshly minted name works almost at once. */
  negativeTtlMs?: number
}

/**
 * `defaultNames(address)` on the TLD through the configured RPC, cached per address so a burst of uploads costs one
 * read. Only the signer's own name is ever looked up, after its signature has been checked.
 */
export function createNameLookup({
  provider,
  tldAddress,
  positiveTtlMs = 10 * 60 * 1000,
  negativeTtlMs = 10 * 1000,
}: NameLookupOptions): NameLookup {
  const tld = new Contract(tldAddress, ['function defaultNames(address) view returns (string)'], provider)
  const cache = new Map<string, { name: string; expiresAt: number }>()
  const lookup = async (address: string): Promise<string> => {
    const key = address.toLowerCase()
    const cached = cache.get(key)
    if (cached && cached.expiresAt > Date.now()) return cached.name
    const name = String(await tld.getFunction('defaultNames')(address))
    if (cache.size > 10_000) cache.clear()
    cache.set(key, { name, expiresAt: Date.now() + (name ? positiveTtlMs : negativeTtlMs) })
    return name
  }
  return lookup
}
