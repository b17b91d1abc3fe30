import { JsonRpcProvider, Wallet } from 'ethers'
import { DEVNET_CHAIN_ID, devnetAccount } from './accounts'

/**
 * An ethers provider tuned for a local anvil: fixed chain id (no network detection round trip), no request batching
 * delay, no 250 ms result cache (a balance read right after a transaction must see it), and fast receipt polling.
 */
export function devnetProvider(rpcUrl: string): JsonRpcProvider {
  return new JsonRpcProvider(rpcUrl, DEVNET_CHAIN_ID, {
    staticNetwork: true,
    batchMaxCount: 1,
    cacheTimeout: -1,
    pollingInterval: 20,
  })
}

/**
 * A signer for devnet account `index` (0 = deployer/owner, 1 = alice, 2 = bob, 3 = carol, 9 = moderator).
 * A plain Wallet reads the pending nonce for every transaction, so send one at a time and await it; ethers'
 * NonceManager is avoided on purpose, since it consumes a nonce even when gas estimation reverts and would then
 * leave a gap that stalls every later transaction. Throws a RangeError outside 0-9.
 */
export function devnetSigner(provider: JsonRpcProvider, index: number): Wallet {
  return new Wallet(devnetAccount(index).privateKey, provider)
}
