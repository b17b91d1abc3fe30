import { ponder } from 'ponder:registry'
import { readAddresses } from '../addresses'
import { indexedContractAddresses, readStartBlock } from '../startBlock'

/**
 * Refuses, before any event is indexed, a start block after which an indexed contract already existed: its earlier
 * events would be missing and the handlers' own counts wrong (a reply would point at a message the index never saw).
 * Ponder runs a contract's setup once, before its first event.
 */
ponder.on('ChatChannel:setup', async ({ context }) => {
  const startBlock = readStartBlock()
  if (startBlock === 0) return
  const addresses = indexedContractAddresses(readAddresses())
  const codes = await Promise.all(
    addresses.map((address) => context.client.getCode({ address, blockNumber: BigInt(startBlock - 1) })),
  )
  const early = addresses.find((_, i) => codes[i] !== undefined && codes[i] !== '0x')
  if (early !== undefined) {
    throw new Error(
      `INDEXER_START_BLOCK is ${startBlock}, but ${early} was deployed before it: set it to the block the ` +
        'contracts were deployed in (or leave it unset to read from block 0).',
    )
  }
})
