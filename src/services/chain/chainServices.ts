import { config } from '../../config'
import type { TxTag } from '../tx/pendingTransactions'
import type { TxSummary } from '../tx/runTransaction'
import { createChainReadServices } from './chainReadServices'
import { getLightReader } from './lightReader'
import type { MintRequest } from './writes'

/**
 * The chain code the app loads on demand: every core read on the light path (JSON-RPC over fetch, the shared
 * Multicall3 batcher, ABI coding with ethers' `Interface`: no provider, no `Contract`), and the writes, whose heavy
 * chunk (ethers provider, Contract, transaction runner) loads on the first write. RTK Query endpoints reach it
 * through `loadChainServices`.
 */
const reads = createChainReadServices(config, () => getLightReader(config))

export const {
  readDefaultName,
  readDomainHolder,
  readDomainData,
  readMintPrices,
  readPoints,
  readTokenBalance,
  readNativeBalance,
  resolveReferrer,
} = reads

const loadChainWrites = () => import(/* webpackChunkName: "chain-writes" */ './chainWrites')

/** Spec §4 Mint flow (see createChainServices): resolves once confirmed. */
export const mintDomain = async (request: MintRequest, tags: readonly TxTag[] = []): Promise<TxSummary> =>
  (await loadChainWrites()).mintDomain(request, tags)

/** Spec §4 Change username (see createChainServices): resolves once confirmed. */
export const editDefaultDomain = async (domainName: string, tags: readonly TxTag[] = []): Promise<TxSummary> =>
  (await loadChainWrites()).editDefaultDomain(domainName, tags)

/** Waits again for the transactions a reload interrupted (see resumePendingTransactions). */
export const resumePendingTransactions = async (): Promise<void> =>
  (await loadChainWrites()).resumePendingTransactions()

export { TxFailedError, toAppError } from '../errors'
