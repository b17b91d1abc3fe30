import { getAddress } from 'ethers'
import { NATIVE_COIN_ADDRESS, ZERO_ADDRESS } from '../../config/constants'
import { isHexAddress } from '../../lib/guards'
import { logger } from '../logger'

/**
 * Spec §5 Addresses: the checksummed form of a 20-byte hex address, or null. All-lower or all-upper hex is accepted;
 * a mixed-case address must match its EIP-55 checksum.
 */
export function toValidAddress(value: string): string | null {
  if (!isHexAddress(value)) return null
  try {
    return getAddress(value)
  } catch {
    return null
  }
}

const sameAddress = (a: string, b: string | null | undefined) => Boolean(b) && a.toLowerCase() === b?.toLowerCase()

/** Never a referrer: the zero address (it means "no referrer") and the native-coin constant (spec §5). */
const isNonReferrer = (address: string) =>
  sameAddress(address, ZERO_ADDRESS) || sameAddress(address, NATIVE_COIN_ADDRESS)

/**
 * Spec §5 Referrer: a candidate is accepted only when it is a valid address, not the user's own and not the
 * native-coin constant. Returns the checksummed address or null.
 */
export function acceptReferrer(candidate: string, userAddress: string | null | undefined): string | null {
  const address = toValidAddress(candidate)
  if (!address || isNonReferrer(address) || sameAddress(address, userAddress)) return null
  return address
}

/** Looks up a name's holder (the tld is stripped first); null when nobody holds it. */
export type HolderLookup = (name: string) => Promise<string | null>

/**
 * Spec §4 Startup / §5 Referrer: resolves a `ref` value, an address or a name with or without the tld, to an
 * accepted referrer (see `acceptReferrer`), or null. A failed holder lookup gives no referrer (spec §8).
 */
export async function resolveReferrer(
  ref: string,
  lookupHolder: HolderLookup,
  userAddress?: string | null,
): Promise<string | null> {
  const value = ref.trim()
  if (!value) return null
  if (isHexAddress(value)) return acceptReferrer(value, userAddress)
  try {
    const holder = await lookupHolder(value)
    return holder ? acceptReferrer(holder, userAddress) : null
  } catch (error) {
    logger.warn('Referrer lookup failed', error)
    return null
  }
}

/**
 * Spec §5 Referrer: the referrer a mint pays. The stored referrer when it is still acceptable for this user, else
 * the configured default referrer when that is acceptable, else the zero address (no referrer).
 */
export function mintReferrer(stored: string, userAddress: string, defaultReferrer: string): string {
  return acceptReferrer(stored, userAddress) ?? acceptReferrer(defaultReferrer, userAddress) ?? ZERO_ADDRESS
}
