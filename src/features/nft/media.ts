import { config } from '../../config'
import { formatAmount } from '../../lib/units'
import { imageCandidates } from '../../lib/imageUrls'

/**
 * The http(s) URL to show for an untrusted image reference from metadata (ar://, ipfs://, http(s)://), or null:
 * anything else (javascript:, data:, relative paths, quotes or spaces) is never put in an attribute (issue #15:
 * metadata is text or vetted URLs, never HTML).
 */
export function vettedImageUrl(reference: string): string | null {
  if (!reference) return null
  return imageCandidates(reference, config)[0] ?? null
}

/** A wei amount as '0.000123 ETH' (up to 6 decimals, the native coin's symbol). */
export const formatPrice = (wei: string): string =>
  `${formatAmount(wei, config.chain.nativeCurrency.decimals, 6)} ${config.chain.nativeCurrency.symbol}`
