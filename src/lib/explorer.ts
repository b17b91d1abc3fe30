import { config } from '../config'

/** The block explorer page of an address (spec §3 blockExplorerBaseUrl). */
export const explorerAddressUrl = (address: string): string => `${config.chain.blockExplorerBaseUrl}/address/${address}`
