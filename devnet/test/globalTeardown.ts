import { RUN_MARKER_ENV, describeLeftovers, sweepLeftovers } from '../../scripts/leftoverProcesses'
import type { ChainGlobals } from './globalSetup'

/**
 * Jest globalTeardown of the chain project: stops the worker chains, then checks that no test left an anvil,
 * arlocal, redis-server or browser running. Leftovers are killed and fail the run, naming each one: a suite that
 * leaks processes on a busy machine is a bug to fix, not to live with.
 */
export default async function globalTeardown(): Promise<void> {
  await (globalThis as ChainGlobals).chainPool?.stop()
  const runId = process.env[RUN_MARKER_ENV]
  if (runId === undefined) return
  const left = await sweepLeftovers(runId)
  if (left.length > 0) throw new Error(`Tests left processes running (now killed): ${describeLeftovers(left)}`)
}
