import { config } from '../../config'
import { createChainServices } from './createChainServices'
import { getChainReader } from './readProvider'

/**
 * The chain code the app loads on demand (it carries ethers, ~100 KB gzip): every read and write, bound to the
 * configured chain and its shared multicall reader. RTK Query endpoints reach it through `loadChainServices`.
 */
const services = createChainServices(config, () => getChainReader(config))

export const {
  readDefaultName,
  readDomainHolder,
  readDomainData,
  readMintPrices,
  readPoints,
  readTokenBalance,
  readNativeBalance,
  resolveReferrer,
  mintDomain,
  editDefaultDomain,
  resumePendingTransactions,
} = services

export { TxFailedError, toAppError } from '../errors'
