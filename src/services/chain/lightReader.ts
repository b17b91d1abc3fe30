import type { AppConfig } from '../../config'
import { absoluteUrl } from '../../lib/absoluteUrl'
import type { CallBatcher } from './rpc/callBatcher'
import { createCallBatcher } from './rpc/callBatcher'
import type { EarlyReadLookup } from './rpc/earlyReads'
import { takeEarlyReads } from './rpc/earlyReads'
import { chainHealth } from './rpc/chainHealth'
import type { JsonRpcClient } from './rpc/jsonRpcClient'
import { createJsonRpcClient } from './rpc/jsonRpcClient'
import { blockNumberProbe, createResilientRpc } from './rpc/resilientRpc'

/**
 * The light read path (issue #8): a JSON-RPC client over fetch and the Multicall3 batcher on top of it. Reads go to
 * the site's own RPC, never through the wallet, so they give the same data whether or not a wallet is connected.
 * It carries no ethers provider or Contract, so the first page's reads stay small.
 */
export interface LightReader {
  rpc: JsonRpcClient
  batcher: CallBatcher
}

/**
 * A light reader for `rpcUrl` whose batcher aggregates through the Multicall3 at `multicallAddress`, serving the reads
 * found in `earlyReads` (index.html's early request) from there.
 */
export function createLightReader(rpcUrl: string, multicallAddress: string, earlyReads?: EarlyReadLookup): LightReader {
  const rpc = createJsonRpcClient(absoluteUrl(rpcUrl))
  return { rpc, batcher: createCallBatcher(rpc, multicallAddress, { earlyReads }) }
}

let shared: LightReader | null = null

/**
 * The app's one reader for the configured chain (created on first use); the ethers reader shares its batcher. Its
 * reads retry transient failures and report to `chainHealth` (issue #19), which probes the RPC while it is down.
 */
export function getLightReader(config: AppConfig): LightReader {
  if (shared) return shared
  const plain = createJsonRpcClient(absoluteUrl(config.chain.rpcUrl))
  const rpc = createResilientRpc(plain, { health: chainHealth })
  chainHealth.setProbe(blockNumberProbe(plain, chainHealth))
  shared = { rpc, batcher: createCallBatcher(rpc, config.multicall3Address, { earlyReads: takeEarlyReads() }) }
  return shared
}
