import { ponder, type Context } from 'ponder:registry'
import { airdropClaim, pair, stakeEvent, stakePosition, swap } from 'ponder:schema'
import { zeroAddress, type Address } from 'viem'
import { uniswapV2PairAbi } from '../abis'
import { recordActivity } from './activity'

/**
 * Handlers of swaps (the devnet's Uniswap V2 pairs), staking and the two DEMO airdrops. A pair's Swap names only
 * the router as `sender`; the account is the transaction's sender, the wallet that called the router (every devnet
 * swap is a wallet's direct router call; a swap made by a contract wallet or a relayer is filed under that sender).
 */

ponder.on('UniswapV2Pair:Swap', async ({ event, context }) => {
  const address = event.log.address
  const known = await context.db.find(pair, { address })
  if (known === null) {
    const read = (functionName: 'token0' | 'token1') =>
      context.client.readContract({ abi: uniswapV2PairAbi, address, functionName })
    await context.db
      .insert(pair)
      .values({ address, token0: await read('token0'), token1: await read('token1'), swapCount: 1 })
  } else {
    await context.db.update(pair, { address }).set((row) => ({ swapCount: row.swapCount + 1 }))
  }
  const account = event.transaction.from
  await context.db.insert(swap).values({
    id: event.id,
    pair: address,
    account,
    sender: event.args.sender,
    to: event.args.to,
    amount0In: event.args.amount0In,
    amount1In: event.args.amount1In,
    amount0Out: event.args.amount0Out,
    amount1Out: event.args.amount1Out,
    at: event.block.timestamp,
    blockNumber: event.block.number,
    transactionHash: event.transaction.hash,
    position: event.id,
  })
  await recordActivity(context, event, { account, kind: 'swap', contract: address, ref: event.id })
})

/** Adds `delta` to an account's stake (its receipt-token balance). */
async function moveStake(context: Context, account: Address, delta: bigint): Promise<void> {
  await context.db
    .insert(stakePosition)
    .values({ account, staked: delta, claimed: 0n })
    .onConflictDoUpdate((row) => ({ staked: row.staked + delta }))
}

// The stake follows the receipt token's transfers (mint on deposit, burn on withdrawal, and holder to holder).
ponder.on('Staking:Transfer', async ({ event, context }) => {
  const { from, to, value } = event.args
  if (from !== zeroAddress) await moveStake(context, from, -value)
  if (to !== zeroAddress) await moveStake(context, to, value)
})

ponder.on('Staking:Deposit', async ({ event, context }) => {
  const { user: account, amount } = event.args
  await context.db.insert(stakeEvent).values({
    id: event.id,
    account,
    kind: 'deposit',
    amount,
    at: event.block.timestamp,
    blockNumber: event.block.number,
    transactionHash: event.transaction.hash,
  })
  await recordActivity(context, event, {
    account,
    kind: 'stake-deposit',
    contract: event.log.address,
    ref: event.id,
    amount,
  })
})

ponder.on('Staking:Withdraw', async ({ event, context }) => {
  const { user: account, amount } = event.args
  await context.db.insert(stakeEvent).values({
    id: event.id,
    account,
    kind: 'withdraw',
    amount,
    at: event.block.timestamp,
    blockNumber: event.block.number,
    transactionHash: event.transaction.hash,
  })
  await recordActivity(context, event, {
    account,
    kind: 'stake-withdraw',
    contract: event.log.address,
    ref: event.id,
    amount,
  })
})

ponder.on('Staking:Claim', async ({ event, context }) => {
  // `claimer` is the account whose rewards were paid (a withdrawal pays them too); `sender` only sent the call.
  const { claimer: account, amount } = event.args
  await context.db.insert(stakeEvent).values({
    id: event.id,
    account,
    kind: 'claim',
    amount,
    at: event.block.timestamp,
    blockNumber: event.block.number,
    transactionHash: event.transaction.hash,
  })
  await context.db
    .insert(stakePosition)
    .values({ account, staked: 0n, claimed: amount })
    .onConflictDoUpdate((row) => ({ claimed: row.claimed + amount }))
  await recordActivity(context, event, {
    account,
    kind: 'stake-claim',
    contract: event.log.address,
    ref: event.id,
    amount,
  })
})

ponder.on('ClaimDomains:Claimed', async ({ event, context }) => {
  // Anyone may send the claim; the DEMO goes to the name's holder.
  const { holder: account, tokenId, amount } = event.args
  await context.db.insert(airdropClaim).values({
    id: event.id,
    account,
    source: 'names',
    tokenId,
    amount,
    at: event.block.timestamp,
    blockNumber: event.block.number,
  })
  const entry = { account, kind: 'airdrop-claim' as const, contract: event.log.address, ref: event.id }
  await recordActivity(context, event, { ...entry, amount, tokenId })
})

ponder.on('ClaimActivityPoints:Claimed', async ({ event, context }) => {
  const { user: account, amount } = event.args
  await context.db.insert(airdropClaim).values({
    id: event.id,
    account,
    source: 'points',
    tokenId: null,
    amount,
    at: event.block.timestamp,
    blockNumber: event.block.number,
  })
  await recordActivity(context, event, {
    account,
    kind: 'airdrop-claim',
    contract: event.log.address,
    ref: event.id,
    amount,
  })
})
