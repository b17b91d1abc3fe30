import { ponder, type Context } from 'ponder:registry'
import { account, name, nameTransfer } from 'ponder:schema'
import { eq } from 'ponder'
import { isHex, keccak256, toBytes, zeroAddress, type Address } from 'viem'
import { punkTldAbi } from '../abis'

/**
 * Handlers of the TLD's events (docs/chain-interface "Name registry"). They mirror the contract's bookkeeping of
 * default names: a mint gives the holder the name as default if it had none; a transfer takes it from the sender if it
 * was the sender's default and gives it to a receiver without one; DefaultDomainChanged sets it.
 * A mint emits Transfer (from the zero address) before DomainCreated, and only DomainCreated names the name, so the
 * name row is written there, with the token id read from the TLD at that block.
 */

async function defaultNameOf(context: Context, address: Address): Promise<string | null> {
  const row = await context.db.find(account, { address })
  return row?.defaultName ?? null
}

async function setDefaultName(context: Context, address: Address, defaultName: string | null): Promise<void> {
  await context.db.insert(account).values({ address, defaultName }).onConflictDoUpdate({ defaultName })
}

ponder.on('PunkTld:DomainCreated', async ({ event, context }) => {
  const fullName = event.args.fullDomainName
  // Names cannot contain dots (DomainNameContainsDots), so the label ends at the first one, where the TLD begins.
  const label = fullName.split('.')[0] ?? fullName
  const [, tokenId] = await context.client.readContract({
    abi: punkTldAbi,
    address: event.log.address,
    functionName: 'domains',
    args: [label],
  })
  const holder = event.args.owner
  await context.db.insert(name).values({
    tokenId,
    label,
    fullName,
    labelHash: keccak256(toBytes(label)),
    holder,
    mintedBy: event.args.user,
    data: null,
    createdAt: event.block.timestamp,
    blockNumber: event.block.number,
  })
  if ((await defaultNameOf(context, holder)) === null) await setDefaultName(context, holder, label)
})

ponder.on('PunkTld:Transfer', async ({ event, context }) => {
  const { from, to, tokenId } = event.args
  await context.db.insert(nameTransfer).values({
    id: event.id,
    tokenId,
    from,
    to,
    at: event.block.timestamp,
    blockNumber: event.block.number,
  })
  if (from === zeroAddress) return
  const row = await context.db.update(name, { tokenId }).set({ holder: to })
  if ((await defaultNameOf(context, from)) === row.label) await setDefaultName(context, from, null)
  if (to !== zeroAddress && (await defaultNameOf(context, to)) === null) await setDefaultName(context, to, row.label)
})

ponder.on('PunkTld:DefaultDomainChanged', async ({ event, context }) => {
  await setDefaultName(context, event.args.user, event.args.defaultDomain)
})

ponder.on('PunkTld:DataChanged', async ({ event, context }) => {
  // The event carries the name only as a hash (an indexed string's topic): find the name by it, then read the data
  // the holder stored.
  const hash = event.args.domain
  if (!isHex(hash)) throw new Error(`DataChanged with a malformed name hash ${hash}`)
  const [row] = await context.db.sql.select().from(name).where(eq(name.labelHash, hash)).limit(1)
  if (row === undefined) throw new Error(`DataChanged for an unknown name hash ${hash}`)
  const data = await context.client.readContract({
    abi: punkTldAbi,
    address: event.log.address,
    functionName: 'getDomainData',
    args: [row.label],
  })
  await context.db.update(name, { tokenId: row.tokenId }).set({ data })
})
