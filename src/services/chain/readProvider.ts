import { JsonRpcProvider, Network } from 'ethers'
import type { AppConfig } from '../../config'
import type { LightReader } from './lightReader'
import { absoluteUrl } from '../../lib/absoluteUrl'
import { createLightReader, getLightReader } from './lightReader'
import { MulticallRunner } from './multicallRunner'

/**
 * The light reader plus what ethers-based code needs (the heavy chunk: writes, receipts, Contract-based reads of
 * other pages): a JsonRpcProvider for receipts and fee data, and a ContractRunner that sends through the light
 * reader's batcher, so both kinds of reads share one Multicall3 batch.
 */
export interface ChainReader extends LightReader {
  provider: JsonRpcProvider
  runner: MulticallRunner
}

/**
 * Builds a reader for `rpcUrl`: static network (no repeated eth_chainId), JSON-RPC batching of the provider's own
 * requests, polling at the chain's block time; contract reads go through `light`'s batcher (a new one by default).
 */
export function createChainReader(
  rpcUrl: string,
  chainId: number,
  multicallAddress: string,
  blockTimeMs = 2000,
  light: LightReader = createLightReader(rpcUrl, multicallAddress),
): ChainReader {
  const provider = new JsonRpcProvider(absoluteUrl(rpcUrl), Network.from(chainId), {
    staticNetwork: true,
    batchStallTime: 5,
    batchMaxCount: 50,
    pollingInterval: blockTimeMs,
  })
  return { ...light, provider, runner: new MulticallRunner(light.batcher, provider) }
}

let reader: ChainReader | null = null

/** The app's shared ethers reader for the configured chain, created on first use, on the shared light reader. */
export function getChainReader(config: AppConfig): ChainReader {
  reader ??= createChainReader(
    config.chain.rpcUrl,
    config.chain.chainId,
    config.multicall3Address,
    config.chain.blockTimeMs,
    getLightReader(config),
  )
  return reader
}
