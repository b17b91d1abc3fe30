import type { ContractRunner } from 'ethers'
import { Contract } from 'ethers'
import { SESSION_KEYS_ABI } from '../../protocol/sessionKeys'

/** A session key's registration (issue #38): the user it posts for and its expiry (Unix seconds, 0 once revoked). */
export interface SessionKeyRegistration {
  user: string
  expiresAt: number
}

/**
 * Resolves a session key to its registration in the SessionKeys registry, or null when it was never registered.
 * Rejects when the chain cannot be read.
 */
export type SessionKeyLookup = (key: string) => Promise<SessionKeyRegistration | null>

export interface SessionKeyLookupOptions {
  /** Reads the chain (server/upload/chainProvider.ts). */
  provider: ContractRunner
  /** The SessionKeys registry (devnet/contracts/SessionKeys.sol). */
  registryAddress: string
}

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/**
 * `sessions(key)` on the registry through the configured RPC. Not cached: a revoke must stop uploads at once, and a
 * session key's upload costs one read.
 */
export function createSessionKeyLookup({ provider, registryAddress }: SessionKeyLookupOptions): SessionKeyLookup {
  const registry = new Contract(registryAddress, SESSION_KEYS_ABI, provider)
  return async (key: string): Promise<SessionKeyRegistration | null> => {
    const [user, expiresAt] = (await registry.getFunction('sessions')(key)) as [string, bigint]
    return user === ZERO_ADDRESS ? null : { user, expiresAt: Number(expiresAt) }
  }
}
