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

/**
 * 0x and nothing but hex digits: meant as an address, not a name, whatever the length (issue #39: "0x1234" is a
 * mistyped address). A name that looks like this is still reachable with its tld ("0xcafe.demo").
 */
const looksLikeAddress = (value: string) => /^0x[0-9a-fA-F]*$/.test(value)

/** The last label of a dotted name when it looks like a tld ("eth" in "bob.eth"); null otherwise. */
const foreignTld = (value: string): string | null =>
  /^[^.\s/]+(?:\.[^.\s/]+)*\.([a-z][a-z0-9-]*)$/i.exec(value)?.[1] ?? null

/** Longest echo of typed text in a message, in characters (code points) before the ellipsis. */
export const ECHO_MAX_CHARACTERS = 32

/**
 * Typed text as a message may echo it (issue #39: a 200-character name must not fill the screen): at most
 * `max` characters, the rest replaced by an ellipsis. Counts code points, so no character is cut in half.
 */
export function truncateForMessage(text: string, max = ECHO_MAX_CHARACTERS): string {
  const characters = [...text]
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('')}…`
}

/** Issue #39: a name of another naming system ("bob.eth") is refused, echoed at most ECHO_MAX_CHARACTERS long. */
export const foreignNameMessage = (name: string, tld: string): string =>
  `${truncateForMessage(name)} is not a ${tld} name: only ${tld} names count.`

/**
 * What is wrong with trimmed text typed into a name field (issue #39), before the spec §5 Domain name rules: 0x and
 * hex digits (short of an address) is a bad address, a name ending in another tld ("bob.eth") is not ours; null when
 * neither (the text is then checked as a name). A full 40-digit address is the caller's to accept or refuse.
 */
export function nameInputProblem(value: string, tld: string): string | null {
  if (looksLikeAddress(value)) return BAD_ADDRESS_MESSAGE
  if (stripTld(value, tld) === value && foreignTld(value) !== null) return foreignNameMessage(value, tld)
  return null
}

/**
 * Parses a name (with or without the tld, any case) or an address. Addresses must be 20 bytes of hex and, when
 * mixed-case, match their checksum (spec §5 Addresses); 0x and hex digits of another length is a bad address, and a
 * name ending in another tld ("bob.eth") is refused (issue #39); names get the spec §5 Domain name messages, except
 * that invisible characters are flagged instead of refused (a lookup must find the impostor to warn about it).
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
  const problem = nameInputProblem(value, tld)
  if (problem !== null) return { kind: 'invalid', message: problem }
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
