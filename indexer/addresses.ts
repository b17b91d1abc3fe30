import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { getAddress, type Address } from 'viem'

/** The chat channels the app knows, by the key the address book uses (src/config/devnet-addresses.json). */
export const CHANNEL_NAMES = ['general', 'memesImages', 'shill'] as const
export type ChannelName = (typeof CHANNEL_NAMES)[number]

/** What the indexer needs from an address book shaped like src/config/devnet-addresses.json. */
export interface IndexedAddresses {
  chainId: number
  punkTld: Address
  chatChannels: Record<ChannelName, Address>
  activityPoints: Address
  nftLaunchpad: Address
  nftComments: Address
  /** The Uniswap V2 pairs whose swaps are indexed. */
  pairs: Address[]
  staking: Address
  airdropClaimDomains: Address
  airdropActivityPoints: Address
}

/** Default address book: the devnet's, written by devnet/deploy.ts (relative to indexer/, where Ponder runs). */
const DEFAULT_ADDRESSES_FILE = '../src/config/devnet-addresses.json'

function addressField(value: unknown, what: string): Address {
  if (typeof value !== 'string') throw new Error(`address book: ${what} is missing`)
  return getAddress(value)
}

/**
 * Reads the address book named by INDEXER_ADDRESSES_FILE (default: the devnet's) and checksums every address.
 * Throws with the field's name when one is missing or malformed, so a bad file stops the indexer at start.
 */
export function readAddresses(
  file: string = process.env.INDEXER_ADDRESSES_FILE ?? DEFAULT_ADDRESSES_FILE,
): IndexedAddresses {
  const raw: unknown = JSON.parse(readFileSync(resolve(file), 'utf8'))
  if (typeof raw !== 'object' || raw === null) throw new Error(`address book ${file} is not a JSON object`)
  const book = raw as Record<string, unknown>
  const channels = (book.chatChannels ?? {}) as Record<string, unknown>
  return {
    chainId: Number(book.chainId),
    punkTld: addressField(book.punkTld, 'punkTld'),
    chatChannels: {
      general: addressField(channels.general, 'chatChannels.general'),
      memesImages: addressField(channels.memesImages, 'chatChannels.memesImages'),
      shill: addressField(channels.shill, 'chatChannels.shill'),
    },
    activityPoints: addressField(book.activityPoints, 'activityPoints'),
    nftLaunchpad: addressField(book.nftLaunchpad, 'nftLaunchpad'),
    nftComments: addressField(book.nftComments, 'nftComments'),
    pairs: [addressField(book.demoWethPair, 'demoWethPair'), addressField(book.usdWethPair, 'usdWethPair')],
    staking: addressField(book.staking, 'staking'),
    airdropClaimDomains: addressField(book.airdropClaimDomains, 'airdropClaimDomains'),
    airdropActivityPoints: addressField(book.airdropActivityPoints, 'airdropActivityPoints'),
  }
}

/** The address book's key of a channel contract address (any case), or undefined for an unknown address. */
export function channelName(addresses: IndexedAddresses, address: string): ChannelName | undefined {
  const wanted = address.toLowerCase()
  return CHANNEL_NAMES.find((name) => addresses.chatChannels[name].toLowerCase() === wanted)
}
