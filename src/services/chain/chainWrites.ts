import { config } from '../../config'
import { createChainServices } from './createChainServices'
import { getChainReader } from './readProvider'

/**
 * The core writes and the receipt waits, bound to the configured chain: the heavy chunk (ethers provider, Contract,
 * the transaction runner). chainServices loads it on the first write only.
 */
const services = createChainServices(config, () => getChainReader(config))

export const { mintDomain, editDefaultDomain, resumePendingTransactions } = services
