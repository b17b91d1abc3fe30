/**
 * Helpers for names with and without the tld (spec §3 Domain/username: full name = name + configured suffix).
 * `tld` includes its dot, e.g. '.demo'.
 */

/** The name without the tld suffix (case-insensitive match), trimmed. */
export function stripTld(name: string, tld: string): string {
  const trimmed = name.trim()
  return trimmed.toLowerCase().endsWith(tld.toLowerCase()) ? trimmed.slice(0, -tld.length) : trimmed
}

/** The full name: the name plus the tld. */
export const toFullDomainName = (domainName: string, tld: string): string => `${domainName}${tld}`

/** Spec §4 Mint flow: after a mint the username is the part before the first dot plus the tld. */
export function usernameFromName(name: string, tld: string): string {
  const [beforeDot = ''] = name.split('.')
  return toFullDomainName(beforeDot.toLowerCase(), tld)
}

/** Names are lower-cased before they are sent to the chain (spec §5); the TLD lower-cases ASCII only. */
export const normalizeDomainName = (name: string): string => name.toLowerCase()
