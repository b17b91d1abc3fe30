import { ponder, type Context } from 'ponder:registry'
import { collection, nftHolding, nftTrade } from 'ponder:schema'
import { zeroAddress, type Address } from 'viem'
import { nft721BondingAbi } from '../abis'
import { recordActivity } from './activity'

/**
 * Handlers of the NFT launchpad (docs/chain-interface "NFT launchpad"). A collection emits only ERC-721 Transfer
 * events: a mint (from the zero address) is a buy from the curve, a burn (to the zero address) a sale back to it,
 * anything else a transfer between holders. The price is not in any event, so it is computed as the contract does:
 * from the curve at the supply before the trade and the collection's fee percentage (read at the trade's block).
 */

/** The deployed curve (Nft721Bonding._curve): integer division, in this order. */
function curve(supply: bigint, ratio: bigint): bigint {
  return (((6n * supply * supply * 10000n) / 42069n) * ratio) / 31337n
}

const ONE_ETHER = 10n ** 18n

ponder.on('NftLaunchpad:CollectionLaunch', async ({ event, context }) => {
  const address = event.args.nftContract_
  const ratio = await context.client.readContract({ abi: nft721BondingAbi, address, functionName: 'ratio' })
  await context.db.insert(collection).values({
    address,
    owner: event.args.contractOwner_,
    launchedBy: event.args.msgSender_,
    name: event.args.name_,
    uniqueId: event.args.uniqueId_,
    ratio,
    launchedAt: event.block.timestamp,
    blockNumber: event.block.number,
    supply: 0,
    mints: 0,
    burns: 0,
    transfers: 0,
    holders: 0,
    volume: 0n,
    lastTradeAt: null,
  })
})

/** Adds `delta` to `owner`'s token count in a collection; returns the change in the collection's holder count. */
async function moveHolding(context: Context, address: Address, owner: Address, delta: number): Promise<number> {
  const row = await context.db
    .insert(nftHolding)
    .values({ id: `${address.toLowerCase()}:${owner.toLowerCase()}`, collection: address, owner, count: delta })
    .onConflictDoUpdate((current) => ({ count: current.count + delta }))
  if (delta > 0 && row.count === delta) return 1
  if (delta < 0 && row.count === 0) return -1
  return 0
}

ponder.on('NftCollection:Transfer', async ({ event, context }) => {
  const address = event.log.address
  const { from, to, tokenId } = event.args
  const stats = await context.db.find(collection, { address })
  if (stats === null) throw new Error(`Transfer from ${address}, a collection the launchpad never announced`)
  const kind = from === zeroAddress ? 'buy' : to === zeroAddress ? 'sell' : 'transfer'
  let price: bigint | null = null
  if (kind !== 'transfer') {
    const supply = BigInt(stats.supply)
    // The first mint also mints token #1 to the owner for free; its paid mint follows at supply 1.
    const step = kind === 'buy' ? supply : supply - 1n
    const base = kind === 'buy' && supply === 0n ? 0n : curve(step, stats.ratio)
    const feePercentage = await context.client.readContract({
      abi: nft721BondingAbi,
      address,
      functionName: 'mintingFeePercentage',
    })
    const fees = 2n * ((base * feePercentage) / ONE_ETHER)
    price = kind === 'buy' ? base + fees : base - fees
  }
  let holders = 0
  if (from !== zeroAddress) holders += await moveHolding(context, address, from, -1)
  if (to !== zeroAddress) holders += await moveHolding(context, address, to, 1)
  await context.db.update(collection, { address }).set((row) => ({
    supply: row.supply + (kind === 'buy' ? 1 : kind === 'sell' ? -1 : 0),
    mints: row.mints + (kind === 'buy' ? 1 : 0),
    burns: row.burns + (kind === 'sell' ? 1 : 0),
    transfers: row.transfers + (kind === 'transfer' ? 1 : 0),
    holders: row.holders + holders,
    volume: row.volume + (price ?? 0n),
    lastTradeAt: kind === 'transfer' ? row.lastTradeAt : event.block.timestamp,
  }))
  await context.db.insert(nftTrade).values({
    id: event.id,
    collection: address,
    kind,
    tokenId,
    from,
    to,
    price,
    at: event.block.timestamp,
    blockNumber: event.block.number,
    transactionHash: event.transaction.hash,
    position: event.id,
  })
  const entry = { contract: address, ref: event.id, tokenId, amount: price ?? undefined }
  if (kind === 'buy') await recordActivity(context, event, { ...entry, account: to, kind: 'nft-buy' })
  else if (kind === 'sell') await recordActivity(context, event, { ...entry, account: from, kind: 'nft-sell' })
  else {
    await recordActivity(context, event, { ...entry, account: from, kind: 'nft-send' }, 'from')
    await recordActivity(context, event, { ...entry, account: to, kind: 'nft-receive' }, 'to')
  }
})
