import { isForbiddenCharacter } from './invisibleCharacters'

/** Result of validating a domain name: `message` is '' for empty input (invalid, nothing to say yet). */
export interface NameValidation {
  isValid: boolean
  message: string
}

export const VALID_NAME_MESSAGE = 'Domain name is valid'
export const FORBIDDEN_CHARACTER_MESSAGE = 'This character is not allowed'

/** Spec §5 Domain name: each forbidden ASCII character and its message, checked in this order. */
const FORBIDDEN_ASCII: readonly (readonly [string, string])[] = [
  ['.', 'Dots not allowed'],
  [' ', 'Spaces not allowed'],
  ['%', '% not allowed'],
  ['&', '& not allowed'],
  ['?', '? not allowed'],
  ['#', '# not allowed'],
  ['/', '/ not allowed'],
  [',', 'Comma not allowed'],
]

/**
 * Validates a name typed without the tld (spec §5 Domain name). Empty or null is invalid with no message; then
 * the first rule that matches wins: forbidden ASCII characters, then backslash / invisible / whitespace-like unicode.
 */
export function validateDomainName(name: string | null | undefined): NameValidation {
  if (!name) return { isValid: false, message: '' }
  for (const [character, message] of FORBIDDEN_ASCII) {
    if (name.includes(character)) return { isValid: false, message }
  }
  if ([...name].some(isForbiddenCharacter)) return { isValid: false, message: FORBIDDEN_CHARACTER_MESSAGE }
  return { isValid: true, message: VALID_NAME_MESSAGE }
}
