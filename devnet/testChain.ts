import type { JsonRpcProvider, Wallet } from 'ethers'
import type { DevnetAddresses } from './addresses'
import { startAnvil } from './anvil'
import { deployAll } from './deploy'
import { devnetProvider, devnetSigner } from './provider'
import { leaseChain, workerPooledChain } from './testChainPool'

export { deployContract } from './contractHelpers'
export { devnetSigner } from './provider'

export interface TestChain {
  rpcUrl: string
  addresses: DevnetAddresses
  /** Devnet-tuned provider (no cache, no batching delay); destroyed by stop(). */
  provider: JsonRpcProvider
  /** Signer for devnet account `index` on this chain (0 deployer, 1 alice, 2 bob, 3 carol, 9 moderator). */
  signer(index: number): Wallet
  /**
   * Gives a pooled chain back (reverted to its seeded state) or kills a private anvil; destroys the provider. Safe to
   * call twice.
   */
  stop(): Promise<void>
}

/**
 * Hook timeout for a test file's setup that starts arlocal or seeds data: arlocal alone has taken over 20 s to
 * answer on a busy machine (its own wait allows 90 s), so the hook allows more than both (issue #34).
 */
export const SERVICE_HOOK_TIMEOUT_MS = 180_000

/** Set once this file has leased its worker's pooled chain: a second chain in the same file gets a private one. */
let poolLeased = false

/**
 * A deployed and seeded devnet for one Jest test file, in the state deployAll with the SEED data leaves it (the
 * address book untouched). In a Jest worker of the chain project it is the worker's pooled chain (testChainPool.ts),
 * leased with a snapshot: ready in one RPC call. Elsewhere, or for a second chain in the same file, it is a private
 * anvil on a free port, deployed here (~2 s on a quiet machine). Call `stop()` in afterAll: it gives the pooled chain
 * back (reverted) or kills the private anvil.
 */
export async function startTestChain(): Promise<TestChain> {
  const pooled = poolLeased ? null : workerPooledChain()
  if (pooled !== null) {
    poolLeased = true
    const provider = devnetProvider(pooled.rpcUrl)
    try {
      const release = await leaseChain(provider)
      return testChain(pooled.rpcUrl, pooled.addresses, provider, async () => {
        poolLeased = false
        await release()
      })
    } catch (error) {
      poolLeased = false
      provider.destroy()
      throw error
    }
  }
  const anvil = await startAnvil()
  try {
    const addresses = await deployAll(anvil.rpcUrl, { seed: true, writeAddresses: false })
    return testChain(anvil.rpcUrl, addresses, devnetProvider(anvil.rpcUrl), () => anvil.stop())
  } catch (error) {
    await anvil.stop()
    throw error
  }
}

function testChain(
  rpcUrl: string,
  addresses: DevnetAddresses,
  provider: JsonRpcProvider,
  release: () => Promise<void>,
): TestChain {
  let stopped: Promise<void> | undefined
  const stop = async () => {
    try {
      await release()
    } finally {
      provider.destroy()
    }
  }
  return {
    rpcUrl,
    addresses,
    provider,
    signer: (index) => devnetSigner(provider, index),
    // Once only: a second revert to the same snapshot would fail.
    stop: () => (stopped ??= stop()),
  }
}

/**
 * Snapshots the chain (evm_snapshot) and returns a function that reverts to it. Anvil consumes a snapshot when it
 * reverts, so each returned function works once: take a new snapshot per test (beforeEach), revert in afterEach.
 */
export async function takeSnapshot(provider: JsonRpcProvider): Promise<() => Promise<void>> {
  const id: string = await provider.send('evm_snapshot', [])
  return async () => {
    const reverted: boolean = await provider.send('evm_revert', [id])
    if (!reverted) throw new Error(`evm_revert(${id}) failed: snapshot already used`)
  }
}
