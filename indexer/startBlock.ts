import type { Address } from 'viem'
import type { IndexedAddresses } from './addresses'

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

/** Every contract address the index reads from the address book (the launchpad's collections are found later). */
export function indexedContractAddresses(addresses: IndexedAddresses): Address[] {
  return [
    addresses.punkTld,
    ...Object.values(addresses.chatChannels),
    addresses.activityPoints,
    addresses.nftLaunchpad,
    addresses.nftComments,
    ...addresses.pairs,
    addresses.staking,
    addresses.airdropClaimDomains,
    addresses.airdropActivityPoints,
  ]
}
