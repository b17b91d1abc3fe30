import { isHexAddress } from './guards'
import { normalizeDomainName, stripTld, toFullDomainName } from './domainNames'
import { hasInvisibleCharacters } from './invisibleCharacters'
import { FORBIDDEN_CHARACTER_MESSAGE, validateDomainName } from './domainNameValidation'

/** What a "name or address" text (profile id, find-user input, send recipient) turned out to be. */
export type ParsedIdentity =
  | { kind: 'empty' }
  /** A valid address, checksummed. */
  | { kind: 'address'; address: string }
  /**
   * A name to look up: `domainName` lower-cased without the tld, `fullDomainName` with it. Names with invisible
   * characters can exist on chain (the TLD only refuses dots and spaces), so they are looked up but flagged.
   */
  | { kind: 'name'; domainName: string; fullDomainName: string; hasInvisibleCharacters: boolean }
  | { kind: 'invalid'; message: string }

/** Returns the EIP-55 checksummed form of an address; throws when a mixed-case address has a wrong checksum. */
export type ToChecksumAddress = (address: string) => string

export const BAD_CHECKSUM_MESSAGE =
  'This address has a typo: its mix of upper and lower case letters does not match its checksum.'
export const BAD_ADDRESS_MESSAGE = 'This is not a valid address: an address is 0x followed by 40 hex characters.'
export const EMPTY_NAME_MESSAGE = 'Enter a name or an address.'

/** 0x and a long run of hex digits: meant as an address, not a name, even when the length is off. */
const looksLikeAddress = (value: string) => /^0x[0-9a-fA-F]{30,}$/.test(value)

/**
 * Parses a name (with or without the tld, any case) or an address. Addresses must be 20 bytes of hex and, when
 * mixed-case, match their checksum (spec §5 Addresses); names get the spec §5 Domain name messages, except that
 * invisible characters are flagged instead of refused (a lookup must find the impostor to warn about it).
 * `toChecksumAddress` is ethers' getAddress, passed in so this module stays free of ethers.
 */
export function parseIdentity(input: string, tld: string, toChecksumAddress: ToChecksumAddress): ParsedIdentity {
  const value = input.trim()
  if (!value) return { kind: 'empty' }
  if (isHexAddress(value)) {
    try {
      return { kind: 'address', address: toChecksumAddress(value) }
    } catch {
      return { kind: 'invalid', message: BAD_CHECKSUM_MESSAGE }
    }
  }
  if (looksLikeAddress(value)) return { kind: 'invalid', message: BAD_ADDRESS_MESSAGE }
  const domainName = normalizeDomainName(stripTld(value, tld))
  if (!domainName) return { kind: 'invalid', message: EMPTY_NAME_MESSAGE }
  const validation = validateDomainName(domainName)
  if (!validation.isValid && validation.message !== FORBIDDEN_CHARACTER_MESSAGE) {
    return { kind: 'invalid', message: validation.message }
  }
  return {
    kind: 'name',
    domainName,
    fullDomainName: toFullDomainName(domainName, tld),
    hasInvisibleCharacters: hasInvisibleCharacters(domainName),
  }
}
