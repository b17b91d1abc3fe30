import { decodeParams, encodeParams } from '../chain/abi/abiCodec'
import { parseParams } from '../chain/abi/abiTypes'
import { AUTHOR_PROFILES_LENS_CODE } from './authorProfilesLensCode'
import { withinMs } from '../../lib/withinMs'

/**
 * The name and profile data of one author as AuthorProfilesLens read them: `name` without the tld ('' when the address
 * has none, null when the read failed), `data` the name's data JSON (spec §3; null when not read or failed).
 */
export interface AuthorProfile {
  address: string
  name: string | null
  data: string | null
}

/**
 * What index.html's inline script leaves on a channel's page (scripts/earlyReads.ts): the lens read of the newest
 * authors' names and pictures, sent beside the first-screen reads while the app's code downloads (issue #18).
 */
export interface EarlyAuthorProfiles {
  /** The parsed JSON-RPC answer. */
  response: Promise<unknown>
  /** `performance.now()` when the request left. */
  startedAt: number
}

declare global {
  interface Window {
    __earlyProfiles?: EarlyAuthorProfiles
  }
}

/** Older answers are not used: names can change (the same limit as the early feed reads). */
export const EARLY_PROFILES_MAX_AGE_MS = 15_000
/** How long the authors' loading waits for the early answer before reading the names itself. */
export const EARLY_PROFILES_WAIT_MS = 10_000

/** The lens's answer: authors, nameOk, names, dataOk, data, and the newest live messages' body URLs. */
export const LENS_RESULT_TYPES = ['address[]', 'bool[]', 'string[]', 'bool[]', 'string[]', 'string[]'] as const

const LENS_ARGUMENTS = parseParams('address tld, address channel, uint256 lastCount')
const LENS_RESULT = parseParams(LENS_RESULT_TYPES.join(', '))

/**
 * The data of the deployless eth_call (no `to`) that reads the names and data of the distinct authors of a channel's
 * last `lastCount` main messages in one round trip: AuthorProfilesLens's creation code and its constructor arguments.
 */
export function authorProfilesCallData(tldAddress: string, channelAddress: string, lastCount: number): string {
  const args = encodeParams(LENS_ARGUMENTS, [tldAddress, channelAddress, lastCount])
  return AUTHOR_PROFILES_LENS_CODE + args.slice(2)
}

/** The profiles in a lens answer (hex). Throws when it is not one. */
export function decodeAuthorProfiles(returnData: string): AuthorProfile[] {
  const [authors, nameOk, names, dataOk, data] = decodeParams(LENS_RESULT, returnData) as [
    string[],
    boolean[],
    string[],
    boolean[],
    string[],
  ]
  return authors.map((address, index) => ({
    address: address.toLowerCase(),
    name: nameOk[index] ? (names[index] ?? '') : null,
    data: dataOk[index] ? (data[index] ?? '') : null,
  }))
}

/**
 * The profiles of an early lens answer: [] when there is none, it is older than EARLY_PROFILES_MAX_AGE_MS, it failed,
 * or it has not come within EARLY_PROFILES_WAIT_MS (the caller then reads the names itself). Never rejects.
 */
export async function earlyAuthorProfiles(
  early: EarlyAuthorProfiles | undefined,
  now: () => number = () => performance.now(),
): Promise<AuthorProfile[]> {
  if (!early || now() - early.startedAt > EARLY_PROFILES_MAX_AGE_MS) return []
  const decoded = early.response.then((answer) => {
    const result = (answer as { result?: unknown } | null)?.result
    return typeof result === 'string' ? decodeAuthorProfiles(result) : []
  })
  return (await withinMs(decoded, EARLY_PROFILES_WAIT_MS)) ?? []
}

/** The early lens answer index.html started on this page, taken off the page: only the first caller gets it. */
export function takeEarlyAuthorProfiles(): Promise<AuthorProfile[]> {
  if (typeof window === 'undefined') return Promise.resolve([])
  const early = window.__earlyProfiles
  delete window.__earlyProfiles
  return earlyAuthorProfiles(early)
}
