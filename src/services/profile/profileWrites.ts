import type { Signer, TransactionResponse } from 'ethers'
import type { AppConfig } from '../../config'
import { PUNK_TLD_ABI } from '../chain/abis'
import type { ChainReader } from '../chain/readProvider'
import { readDomainData } from '../chain/reads'
import { writeContract } from '../chain/writeContract'
import { mergeDomainData } from './domainData'

/**
 * Spec §7 editData, changing only the `patch` keys: reads the name's current data from the chain right before
 * sending (never a cached copy, which could be stale), merges, and sends editData(domainName, json).
 * `domainName` is lower-cased without the tld. Reverts NotDomainHolder when the signer does not hold the name.
 */
export async function sendDomainDataPatch(
  signer: Signer,
  reader: ChainReader,
  config: AppConfig,
  domainName: string,
  patch: Record<string, string>,
): Promise<TransactionResponse> {
  const { data } = mergeDomainData(await readDomainData(reader, config, domainName), patch)
  return writeContract(signer, config.punkTldAddress, PUNK_TLD_ABI, 'editData', [domainName, data])
}
