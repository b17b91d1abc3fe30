import { NATIVE_COIN_ADDRESS } from '../../config/constants'
import { isAddressShaped } from '../../lib/format'

/**
 * Spec §5 Referrer: the referrer to pay on a mint. A stored referrer must be a valid address, not the user's own and
 * not the native-coin constant; otherwise the configured default referrer is used.
 */
export function effectiveReferrer(stored: string, userAddress: string | null, defaultReferrer: string): string {
  const isUsable =
    isAddressShaped(stored) &&
    stored.toLowerCase() !== NATIVE_COIN_ADDRESS.toLowerCase() &&
    stored.toLowerCase() !== userAddress?.toLowerCase()
  return isUsable ? stored : defaultReferrer
}

/** Spec §9 Referral link: the page URL plus `ref`, joined with '?' or '&' (an existing `ref` is replaced). */
export function referralLink(pageUrl: string, ref: string): string {
  const url = new URL(pageUrl)
  url.searchParams.delete('ref')
  const base = url.href
  const separator = url.search ? '&' : '?'
  const hashIndex = base.indexOf('#')
  const [beforeHash, hash] = hashIndex === -1 ? [base, ''] : [base.slice(0, hashIndex), base.slice(hashIndex)]
  return `${beforeHash}${separator}ref=${encodeURIComponent(ref)}${hash}`
}
