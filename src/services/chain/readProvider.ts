import { JsonRpcProvider, Network } from 'ethers'
import type { AppConfig } from '../../config'
import { MulticallRunner } from './multicallRunner'

/** Reads go to the site's own RPC, never through the wallet: same data whether or not a wallet is connected. */
export interface ChainReader {
  provider: JsonRpcProvider
  runner: MulticallRunner
}

/** Resolves a config URL that may be relative to the page (devnet paths) into an absolute URL. */
export function resolveUrl(url: string): string {
  if (/^https?:\/\//.test(url) || typeof window === 'undefined') return url
  return new URL(url, window.location.origin).href
}

/**
 * Builds a read provider for `rpcUrl`: static network (no repeated eth_chainId), JSON-RPC batching of what the
 * multicall runner does not fold, polling at the chain's block time.
 */
export function createChainReader(rpcUrl: string, chainId: number, multicallAddress: string, blockTimeMs = 2000): ChainReader {
  const provider = new JsonRpcProvider(resolveUrl(rpcUrl), Network.from(chainId), {
    staticNetwork: true,
    batchStallTime: 5,
    batchMaxCount: 50,
    pollingInterval: blockTimeMs,
  })
  return { provider, runner: new MulticallRunner(provider, multicallAddress) }
}

let reader: ChainReader | null = null

/** The app's shared reader for the configured chain, created on first use. */
export function getChainReader(config: AppConfig): ChainReader {
  reader ??= createChainReader(config.chain.rpcUrl, config.chain.chainId, config.multicall3Address, config.chain.blockTimeMs)
  return reader
}
