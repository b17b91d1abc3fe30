import type { AppConfig } from '../../config'
import { absoluteUrl } from '../../lib/absoluteUrl'
import type { CallBatcher } from './rpc/callBatcher'
import { createCallBatcher } from './rpc/callBatcher'
import type { EarlyReadLookup } from './rpc/earlyReads'
import { takeEarlyReads } from './rpc/earlyReads'
import type { JsonRpcClient } from './rpc/jsonRpcClient'
import { createJsonRpcClient } from './rpc/jsonRpcClient'

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

/** The app's one reader for the configured chain (created on first use); the ethers reader shares its batcher. */
export function getLightReader(config: AppConfig): LightReader {
  shared ??= createLightReader(config.chain.rpcUrl, config.multicall3Address, takeEarlyReads())
  return shared
}
