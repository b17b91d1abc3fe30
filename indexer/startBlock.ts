import type { Address } from 'viem'
import type { IndexedAddresses } from './addresses'
import { CHANNEL_NAMES } from './addresses'

/**
 * The first block the index reads (INDEXER_START_BLOCK, default 0). It must be at or before the block the first
 * indexed contract was deployed in: the handlers count messages, holdings and supplies themselves from every event
 * they see, so a start after the first event would give wrong indices and replies to rows that do not exist.
 * Throws on a value that is not a whole number ≥ 0.
 */
export function readStartBlock(value: string | undefined = process.env.INDEXER_START_BLOCK): number {
  if (value === undefined || value === '') return 0
  const block = Number(value)
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(block)) {
    throw new Error(`INDEXER_START_BLOCK must be a block number (a whole number ≥ 0), not "${value}"`)
  }
  return block
}

/**
 * The addresses of each contract ponder.config.ts indexes at a fixed address, by its name there (the launchpad's
 * collections are found later, through its events). The config reads its addresses from here, so the start check
 * (src/startBlock.ts) covers every one of them.
 */
export function fixedContractAddresses(addresses: IndexedAddresses) {
  return {
    ChatChannel: CHANNEL_NAMES.map((name) => addresses.chatChannels[name]),
    PunkTld: addresses.punkTld,
    NftComments: addresses.nftComments,
    ActivityPoints: addresses.activityPoints,
    NftLaunchpad: addresses.nftLaunchpad,
    UniswapV2Pair: addresses.pairs,
    Staking: addresses.staking,
    ClaimDomains: addresses.airdropClaimDomains,
    ClaimActivityPoints: addresses.airdropActivityPoints,
  } satisfies Record<string, Address | readonly Address[]>
}

/** Every address of fixedContractAddresses, flat. */
export const indexedContractAddresses = (addresses: IndexedAddresses): Address[] =>
  Object.values(fixedContractAddresses(addresses)).flat()
