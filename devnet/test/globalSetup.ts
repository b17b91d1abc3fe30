import type { Config } from 'jest'
import { RUN_MARKER_ENV, newRunId } from '../../scripts/leftoverProcesses'
import { compileContracts } from '../compile'
import { POOL_ENV, startChainPool, type ChainPool } from '../testChainPool'

/** Where the teardown finds the pool: global setup and teardown share this process's globals. */
export interface ChainGlobals {
  chainPool?: ChainPool
}

/**
 * Jest globalSetup of the chain project: compiles the contracts once (cached by source hash), then starts one seeded
 * devnet per worker (testChainPool.ts) and publishes it to the workers, which are started after this. Also marks the
 * run (RUN_MARKER_ENV, unless `npm test` already did) so the teardown can find any process a test left behind.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }, _project: Config): Promise<void> {
  process.env[RUN_MARKER_ENV] ??= newRunId('jest')
  await compileContracts()
  const pool = await startChainPool(Math.max(1, globalConfig.maxWorkers))
  ;(globalThis as ChainGlobals).chainPool = pool
  process.env[POOL_ENV] = JSON.stringify(pool.chains)
}
