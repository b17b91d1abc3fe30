import { getAddress } from 'ethers'
import type { AppConfig } from '../../config'
import { NATIVE_COIN_ADDRESS } from '../../config/constants'
import { isAddressShaped } from '../../lib/format'
import { logger } from '../logger'
import type { ChainReader } from './readProvider'
import { readDomainHolder } from './reads'

/**
 * Spec §5 Referrer: resolves a `ref` value (an address, or a name with or without the tld) to a checksummed address.
 * Null when it does not resolve, is a mixed-case address with a wrong checksum, or is the native-coin constant.
 * A failed holder lookup returns no referrer (spec §8).
 */
export async function resolveReferrer(reader: ChainReader, config: AppConfig, ref: string): Promise<string | null> {
  const value = ref.trim()
  let address: string | null = null
  if (isAddressShaped(value)) {
    try {
      address = getAddress(value)
    } catch {
      return null
    }
  } else if (value) {
    try {
      address = await readDomainHolder(reader, config, value)
    } catch (error) {
      logger.warn('Referrer lookup failed', error)
      return null
    }
  }
  return address && address !== NATIVE_COIN_ADDRESS ? address : null
}
