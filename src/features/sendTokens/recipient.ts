import { ZERO_ADDRESS } from '../../config/constants'
import { truncateForMessage } from '../../lib/identity'
import type { ProfileResolution } from '../../lib/resolveProfile'

/**
 * The recipient of a send, from the resolution of what was typed. `address` is set only when sending is possible;
 * `blocker` says why it is not, `warnings` what to double-check before sending anyway.
 */
export interface Recipient {
  address: string | null
  /** The name to show beside the address ('' for a nameless address). */
  fullDomainName: string
  blocker: string
  warnings: string[]
}

export const INVISIBLE_CHARACTERS_WARNING =
  'This name contains invisible characters and may imitate another name. Check the address below before you send.'
export const ZERO_ADDRESS_MESSAGE = 'This is the zero address: anything sent to it is lost for good.'
export const SELF_WARNING = 'This is your own address.'

/** The name is echoed at most ECHO_MAX_CHARACTERS long (issue #39). */
export const unregisteredMessage = (fullDomainName: string) =>
  `${truncateForMessage(fullDomainName)} is not registered, so nobody would receive the tokens. Check the spelling.`

/**
 * Spec-style recipient checks (issue #7 part 4): an unregistered name or the zero address blocks the send; a name
 * with invisible characters, or the sender's own address, gives a warning. `sender` is the connected address or null.
 */
export function recipientFrom(resolution: ProfileResolution, sender: string | null): Recipient {
  const none = { address: null, fullDomainName: '', warnings: [] }
  switch (resolution.status) {
    case 'empty':
      return { ...none, blocker: '' }
    case 'invalid':
      return { ...none, blocker: resolution.message }
    case 'unregistered':
      return {
        ...none,
        fullDomainName: resolution.fullDomainName,
        blocker: unregisteredMessage(resolution.fullDomainName),
      }
    case 'found': {
      if (resolution.address.toLowerCase() === ZERO_ADDRESS) return { ...none, blocker: ZERO_ADDRESS_MESSAGE }
      const warnings = [
        ...(resolution.hasInvisibleCharacters ? [INVISIBLE_CHARACTERS_WARNING] : []),
        ...(sender && sender.toLowerCase() === resolution.address.toLowerCase() ? [SELF_WARNING] : []),
      ]
      return { address: resolution.address, fullDomainName: resolution.fullDomainName, blocker: '', warnings }
    }
  }
}
