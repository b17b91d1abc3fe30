import type { AppConfig } from '../../config'
import type { LightReader } from './lightReader'
import * as reads from './reads'
import { resolveReferrer } from './referrer'

/**
 * Every core read the app makes (spec §7), bound to one config and one light reader (the app's shared one, or a
 * test chain's): reads started together travel as one Multicall3 `eth_call`.
 */
export function createChainReadServices(config: AppConfig, getReader: () => LightReader) {
  const readDomainHolder = (name: string) => reads.readDomainHolder(getReader(), config, name)
  return {
    readDefaultName: (address: string) => reads.readDefaultName(getReader(), config, address),
    readDomainHolder,
    readDomainData: (name: string) => reads.readDomainData(getReader(), config, name),
    readMintPrices: () => reads.readMintPrices(getReader(), config),
    readPoints: (address: string) => reads.readPoints(getReader(), config, address),
    readTokenBalance: (token: string, address: string) => reads.readTokenBalance(getReader(), token, address),
    readNativeBalance: (address: string) => reads.readNativeBalance(getReader(), config, address),

    /** Spec §5 Referrer: a `ref` value (address or name) to an accepted referrer address, or null. */
    resolveReferrer: (ref: string, userAddress?: string | null) => resolveReferrer(ref, readDomainHolder, userAddress),
  }
}
