import { JsonRpcProvider } from 'ethers'

/**
 * The upload endpoint's one JSON-RPC provider for its chain reads (the uploader's name, a session key's user): the
 * chain id is fixed, so there is no network detection round trip, and each read is its own request, as the reads are
 * few and independent. The caller destroys it when the server closes.
 */
export function createChainProvider(rpcUrl: string, chainId: number): JsonRpcProvider {
  return new JsonRpcProvider(rpcUrl, chainId, { staticNetwork: true, batchMaxCount: 1 })
}
