import type { ToChecksumAddress } from './identity'
import { parseIdentity } from './identity'

/**
 * Who a profile id (or a recipient) points to. Plain data: it is cached by RTK Query.
 * - `found`: `address` is checksummed; `fullDomainName` is the name that was asked for, or the address's main name
 *   when an address was asked for ('' when it has none); `mainName` is the holder's main name ('' when none).
 */
export type ProfileResolution =
  | { status: 'empty' }
  | { status: 'invalid'; message: string }
  | { status: 'unregistered'; fullDomainName: string; hasInvisibleCharacters: boolean }
  | {
      status: 'found'
      address: string
      fullDomainName: string
      mainName: string
      hasInvisibleCharacters: boolean
      /** True when the id was an address rather than a name. */
      isAddressLookup: boolean
    }

/** The chain lookups a resolution needs (bound to the configured chain in the app, fakes in unit tests). */
export interface ResolveDeps {
  tld: string
  toChecksumAddress: ToChecksumAddress
  /** Holder of a name without the tld; null when nobody holds it. */
  readDomainHolder: (domainName: string) => Promise<string | null>
  /** Main name of an address with the tld ('alice.demo'), or ''. */
  readMainName: (address: string) => Promise<string>
}

/**
 * Resolves a name (with or without the tld) or an address to the user behind it. Never falls back to anyone else
 * (the reference showed the viewer's own data for unknown ids): an unknown name is `unregistered`, a malformed id
 * `invalid`. Chain errors propagate (the caller turns them into an error state).
 */
export async function resolveProfile(input: string, deps: ResolveDeps): Promise<ProfileResolution> {
  const parsed = parseIdentity(input, deps.tld, deps.toChecksumAddress)
  switch (parsed.kind) {
    case 'empty':
      return { status: 'empty' }
    case 'invalid':
      return { status: 'invalid', message: parsed.message }
    case 'address': {
      const mainName = await deps.readMainName(parsed.address)
      return {
        status: 'found',
        address: parsed.address,
        fullDomainName: mainName,
        mainName,
        hasInvisibleCharacters: false,
        isAddressLookup: true,
      }
    }
    case 'name': {
      const holder = await deps.readDomainHolder(parsed.domainName)
      if (!holder) {
        return {
          status: 'unregistered',
          fullDomainName: parsed.fullDomainName,
          hasInvisibleCharacters: parsed.hasInvisibleCharacters,
        }
      }
      return {
        status: 'found',
        address: deps.toChecksumAddress(holder),
        fullDomainName: parsed.fullDomainName,
        mainName: await deps.readMainName(holder),
        hasInvisibleCharacters: parsed.hasInvisibleCharacters,
        isAddressLookup: false,
      }
    }
  }
}
