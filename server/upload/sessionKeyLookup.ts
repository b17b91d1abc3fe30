import { Contract, JsonRpcProvider } from 'ethers'

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
  rpcUrl: string
  /** The SessionKeys registry (devnet/contracts/SessionKeys.sol). */
  registryAddress: string
  /** Chain id of the RPC (fixed, so no network detection round trip). */
  chainId: number
}

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/**
 * `sessions(key)` on the registry through the configured RPC. Not cached: a revoke must stop uploads at once, and a
 * session key's upload costs one read.
 */
export function createSessionKeyLookup({
  rpcUrl,
  registryAddress,
  chainId,
}: SessionKeyLookupOptions): SessionKeyLookup & { destroy(): void } {
  const provider = new JsonRpcProvider(rpcUrl, chainId, { staticNetwork: true, batchMaxCount: 1 })
  const registry = new Contract(
    registryAddress,
    ['function sessions(address key) view returns (address user, uint64 expiresAt, uint128 spendCap, uint128 spent)'],
    provider,
  )
  const lookup = async (key: string): Promise<SessionKeyRegistration | null> => {
    const [user, expiresAt] = (await registry.getFunction('sessions')(key)) as [string, bigint]
    return user === ZERO_ADDRESS ? null : { user, expiresAt: Number(expiresAt) }
  }
  return Object.assign(lookup, { destroy: () => provider.destroy() })
}
