import type { JsonRpcProvider } from 'ethers'
import type { DevnetAddresses } from './addresses'
import { startAnvil, type AnvilHandle } from './anvil'
import { deployAll } from './deploy'

/**
 * One seeded devnet per Jest worker instead of one per test file (issue #34): deploying and seeding takes ~2 s on a
 * quiet machine and over 30 s under load, and it used to run in every chain file's beforeAll. The chain project's
 * global setup starts the pool (one anvil per worker, each deployed once) and publishes it in DEVNET_TEST_CHAINS; a
 * test file leases its worker's chain with an evm_snapshot and gives it back with an evm_revert, so every file still
 * starts from the freshly seeded state.
 */

/** The environment variable that carries the pool from the global setup to the workers (JSON of PooledChain[]). */
export const POOL_ENV = 'DEVNET_TEST_CHAINS'

/** What a worker needs of its pooled chain. */
export interface PooledChain {
  rpcUrl: string
  addresses: DevnetAddresses
}

export interface ChainPool {
  chains: PooledChain[]
  /** Stops every anvil of the pool; safe to call twice. */
  stop(): Promise<void>
}

/**
 * Starts `size` anvils and deploys the seeded contracts on each, in parallel. If one fails, the others are stopped
 * before the error is rethrown.
 */
export async function startChainPool(size: number): Promise<ChainPool> {
  const anvils: AnvilHandle[] = []
  const stop = async () => {
    await Promise.all(anvils.map((anvil) => anvil.stop()))
  }
  try {
    const chains = await Promise.all(
      Array.from({ length: size }, async () => {
        const anvil = await startAnvil()
        anvils.push(anvil)
        const addresses = await deployAll(anvil.rpcUrl, { seed: true, writeAddresses: false })
        return { rpcUrl: anvil.rpcUrl, addresses }
      }),
    )
    return { chains, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The pool is this run's own global setup's output: a shape check is enough to catch a stale or foreign value. */
function isPooledChain(value: unknown): value is PooledChain {
  if (typeof value !== 'object' || value === null) return false
  const { rpcUrl, addresses } = value as Record<string, unknown>
  return typeof rpcUrl === 'string' && typeof addresses === 'object' && addresses !== null
}

/**
 * This Jest worker's pooled chain, or null when there is none (no pool published, as in a script run with tsx, or
 * a worker id beyond the pool). JEST_WORKER_ID counts from 1, also when Jest runs in band.
 */
export function workerPooledChain(env: NodeJS.ProcessEnv = process.env): PooledChain | null {
  const raw = env[POOL_ENV]
  const workerId = Number(env.JEST_WORKER_ID)
  if (raw === undefined || !Number.isInteger(workerId) || workerId < 1) return null
  let pool: unknown
  try {
    pool = JSON.parse(raw)
  } catch {
    return null
  }
  if (!Array.isArray(pool)) return null
  const chain: unknown = pool[workerId - 1]
  return isPooledChain(chain) ? chain : null
}

/**
 * Leases a pooled chain to the calling test file: takes an evm_snapshot now and returns the release, which drops
 * anything still pending, reverts to the snapshot and puts the chain back as a fresh one would be (automine on, no
 * interval mining, the clock at the wall clock's time). Rejects if the revert fails, so a dirty chain never goes
 * unnoticed.
 */
export async function leaseChain(provider: JsonRpcProvider): Promise<() => Promise<void>> {
  const snapshotId: string = await provider.send('evm_snapshot', [])
  return async () => {
    await provider.send('anvil_dropAllTransactions', [])
    const reverted: boolean = await provider.send('evm_revert', [snapshotId])
    if (!reverted) throw new Error(`evm_revert(${snapshotId}) failed: the pooled chain was not put back`)
    await provider.send('evm_setIntervalMining', [0])
    await provider.send('evm_setAutomine', [true])
    // A revert also turns anvil's clock back to the snapshot; a fresh chain follows the wall clock.
    await provider.send('evm_setTime', [Math.floor(Date.now() / 1000)])
  }
}
