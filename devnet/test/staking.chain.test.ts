import { parseEther, type Contract, type ContractTransactionReceipt, type JsonRpcProvider } from 'ethers'
import { devnetAccount } from '../accounts'
import { attachContract, deployContract, send } from '../contractHelpers'
import { STAKE_SEED, STAKING } from '../stakeSeed'
import { revertOf } from '../revert'
import { eventsOf, read, readBigInt, setupChainFixture } from './helpers'

/**
 * StakingRewards on its own: a plain ERC-20 (a second ChatToken) stands in for the DEMO/WETH liquidity token, so
 * these tests do not depend on the swap contracts. Periods of one hour, stakes between 1 and 100 tokens.
 */
const env = setupChainFixture({ isolateTests: true })
const addr = (i: number): string => devnetAccount(i).address
const PERIOD = 3600n
const MIN = parseEther('1')
const MAX = parseEther('100')
const STAKERS = [1, 2, 3, 4]

let lp: Contract
let staking: Contract
/** The chain's last block before this file mined any: the seed's state. */
let seedBlock: number

/** Seconds on the chain's clock: the latest block's timestamp. */
async function chainTime(provider: JsonRpcProvider): Promise<bigint> {
  const block = await provider.getBlock('latest')
  if (!block) throw new Error('no latest block')
  return BigInt(block.timestamp)
}

/** Mines an empty block `seconds` after the latest one. */
async function advance(seconds: bigint): Promise<void> {
  const { provider } = env().chain
  await provider.send('evm_mine', [Number((await chainTime(provider)) + seconds)])
}

const as = (account: number) => staking.connect(env().chain.signer(account)) as Contract

async function deposit(account: number, amount: bigint): Promise<ContractTransactionReceipt> {
  const { chain } = env()
  await send(lp.connect(chain.signer(account)), 'approve', [await staking.getAddress(), amount])
  return send(as(account), 'deposit', [amount])
}

/** Sends `amount` wei of rewards to the staking contract as plain ETH, like the swap router does. */
async function reward(amount: bigint): Promise<void> {
  const tx = await env()
    .chain.signer(0)
    .sendTransaction({ to: await staking.getAddress(), value: amount })
  await tx.wait()
}

const fee = (receipt: ContractTransactionReceipt): bigint => receipt.gasUsed * receipt.gasPrice

beforeAll(async () => {
  const { chain } = env()
  seedBlock = await chain.provider.getBlockNumber()
  const owner = chain.signer(0)
  lp = await deployContract('ChatToken', ['Liquidity', 'LP'], owner)
  for (const account of STAKERS) await send(lp, 'mint', [addr(account), parseEther('1000')])
  staking = await deployContract(
    'StakingRewards',
    [await lp.getAddress(), 'Staked LP', 'sLP', PERIOD, MIN, MAX, 0n],
    owner,
  )
})

describe('StakingRewards', () => {
  it('exposes its settings, starts its first period at deployment and holds nothing', async () => {
    expect(await read(staking, 'asset')).toBe(await lp.getAddress())
    expect(await read(staking, 'periodLength')).toBe(PERIOD)
    expect(await read(staking, 'minDeposit')).toBe(MIN)
    expect(await read(staking, 'maxDeposit')).toBe(MAX)
    expect(await read(staking, 'lastClaimPeriod')).toBeGreaterThan(0n)
    expect(await read(staking, 'claimRewardsTotal')).toBe(0n)
    expect(await read(staking, 'futureRewards')).toBe(0n)
    expect(await read(staking, 'decimals')).toBe(18n)
    expect(await read(staking, 'previewClaim', addr(1))).toBe(0n)
    expect(await read(staking, 'getLockedTimeLeft', addr(1))).toBe(0n)
  })

  it('takes deposits between minDeposit and a total stake of maxDeposit', async () => {
    const { ifaces } = env()
    const iface = ifaces.StakingRewards
    expect(await revertOf(deposit(1, MIN - 1n), iface)).toBe('DepositBelowMinimum')
    const receipt = await deposit(1, MIN)
    expect(eventsOf(receipt, iface, 'Deposit')[0]?.args.toArray()).toEqual([addr(1), MIN])
    expect(await read(staking, 'balanceOf', addr(1))).toBe(MIN)
    expect(await read(lp, 'balanceOf', await staking.getAddress())).toBe(MIN)
    // The cap is on the staker's total: 1 staked + 99.000…01 would pass it.
    expect(await revertOf(deposit(1, MAX - MIN + 1n), iface)).toBe('DepositAboveMaximum')
    await deposit(1, MAX - MIN)
    expect(await read(staking, 'balanceOf', addr(1))).toBe(MAX)
    expect(await read(staking, 'totalSupply')).toBe(MAX)
  })

  it('locks withdrawals and receipt transfers for one period after each deposit', async () => {
    const { ifaces, chain } = env()
    const iface = ifaces.StakingRewards
    await deposit(1, parseEther('5'))
    expect(await read(staking, 'getLockedTimeLeft', addr(1))).toBe(PERIOD)
    expect(await revertOf(send(as(1), 'withdraw', [MIN]), iface)).toBe('StakeLocked')
    expect(await revertOf(send(as(1), 'transfer', [addr(2), MIN]), iface)).toBe('StakeLocked')

    await advance(PERIOD - 10n)
    expect(await read(staking, 'getLockedTimeLeft', addr(1))).toBe(10n)
    // A second deposit locks the whole stake again for a full period.
    await deposit(1, MIN)
    expect(await read(staking, 'getLockedTimeLeft', addr(1))).toBe(PERIOD)
    await advance(PERIOD)
    expect(await read(staking, 'getLockedTimeLeft', addr(1))).toBe(0n)

    await send(as(1), 'transfer', [addr(2), MIN])
    expect(await read(staking, 'balanceOf', addr(2))).toBe(MIN)
    const before = await readBigInt(lp, 'balanceOf', addr(1))
    const receipt = await send(as(1), 'withdraw', [parseEther('5')])
    expect(eventsOf(receipt, iface, 'Withdraw')[0]?.args.toArray()).toEqual([addr(1), parseEther('5')])
    expect(await readBigInt(lp, 'balanceOf', addr(1))).toBe(before + parseEther('5'))
    expect(await read(staking, 'balanceOf', addr(1))).toBe(0n)
    expect(await read(staking, 'getLockedTimeLeft', addr(2))).toBe(0n) // a receiver is not locked by the sender
    await send(staking.connect(chain.signer(2)), 'withdraw', [MIN])
  })

  it('withdraws part of a stake only when the rest stays at least minDeposit', async () => {
    const iface = env().ifaces.StakingRewards
    await deposit(1, parseEther('3'))
    await advance(PERIOD)
    expect(await revertOf(send(as(1), 'withdraw', [0n]), iface)).toBe('AmountZero')
    expect(await revertOf(send(as(1), 'withdraw', [parseEther('3') + 1n]), iface)).toBe('WithdrawAboveBalance')
    expect(await revertOf(send(as(1), 'withdraw', [parseEther('2') + 1n]), iface)).toBe('RemainderBelowMinimum')
    await send(as(1), 'withdraw', [parseEther('2')])
    expect(await read(staking, 'balanceOf', addr(1))).toBe(MIN)
    await send(as(1), 'withdraw', [MIN]) // down to zero is fine
    expect(await read(staking, 'balanceOf', addr(1))).toBe(0n)
  })

  it('splits a finished period’s rewards between the stakers, pro rata, and pays them on claim', async () => {
    const { chain, ifaces } = env()
    const iface = ifaces.StakingRewards
    const start = await readBigInt(staking, 'lastClaimPeriod')
    await deposit(1, parseEther('10'))
    await deposit(2, parseEther('30'))
    await reward(parseEther('4'))
    expect(await read(staking, 'futureRewards')).toBe(parseEther('4'))
    // The period is still running: nothing is claimable yet.
    expect(await read(staking, 'previewClaim', addr(1))).toBe(0n)

    // Past the end of the period the preview already shows the share; the first claim rolls the period.
    const now = await chainTime(chain.provider)
    await advance(start + PERIOD - now + 5n)
    expect(await read(staking, 'previewClaim', addr(1))).toBe(parseEther('1'))
    expect(await read(staking, 'previewClaim', addr(2))).toBe(parseEther('3'))

    const aliceBefore = await chain.provider.getBalance(addr(1))
    const claim = await send(as(1), 'claimRewards')
    expect(await chain.provider.getBalance(addr(1))).toBe(aliceBefore + parseEther('1') - fee(claim))
    expect(eventsOf(claim, iface, 'Claim')[0]?.args.toArray()).toEqual([addr(1), addr(1), parseEther('1')])
    expect(eventsOf(claim, iface, 'LastClaimPeriodUpdate')[0]?.args.toArray()).toEqual([
      addr(1),
      parseEther('4'),
      start + PERIOD,
    ])
    expect(await read(staking, 'lastClaimPeriod')).toBe(start + PERIOD) // periods stay aligned
    expect(await read(staking, 'claimRewardsTotal')).toBe(parseEther('4'))
    expect(await read(staking, 'futureRewards')).toBe(0n)
    expect(await read(staking, 'previewClaim', addr(1))).toBe(0n)

    // A claim with nothing owed pays nothing and emits nothing.
    const again = await send(as(1), 'claimRewards')
    expect(eventsOf(again, iface, 'Claim')).toEqual([])

    // Withdrawing claims first: bob gets his LP back and his 3 ETH in the same transaction.
    const bobBefore = await chain.provider.getBalance(addr(2))
    const withdraw = await send(as(2), 'withdraw', [parseEther('30')])
    expect(await chain.provider.getBalance(addr(2))).toBe(bobBefore + parseEther('3') - fee(withdraw))
    expect(await chain.provider.getBalance(await staking.getAddress())).toBe(0n)
  })

  it('gives a period’s rewards only to the stakers of that period, and keeps unclaimed shares', async () => {
    const { chain } = env()
    const start = await readBigInt(staking, 'lastClaimPeriod')
    await deposit(1, parseEther('10'))
    await reward(parseEther('1'))
    await advance(start + PERIOD - (await chainTime(chain.provider)) + 1n)

    // Carol's deposit after the end rolls the period before her tokens count: she gets none of it.
    await deposit(3, parseEther('10'))
    expect(await read(staking, 'claimRewardsTotal')).toBe(parseEther('1'))
    expect(await read(staking, 'previewClaim', addr(3))).toBe(0n)
    expect(await read(staking, 'previewClaim', addr(1))).toBe(parseEther('1'))

    // The next period is shared half and half; alice has not claimed the first, which she keeps.
    await reward(parseEther('2'))
    await advance(PERIOD)
    expect(await read(staking, 'previewClaim', addr(1))).toBe(parseEther('2'))
    expect(await read(staking, 'previewClaim', addr(3))).toBe(parseEther('1'))
    const before = await chain.provider.getBalance(addr(1))
    const claim = await send(as(1), 'claimRewards')
    expect(await chain.provider.getBalance(addr(1))).toBe(before + parseEther('2') - fee(claim))
    expect(await read(staking, 'claimRewardsTotal')).toBe(parseEther('2'))
    expect(await read(staking, 'lastClaimPeriod')).toBe(start + 2n * PERIOD)
  })

  it('keeps rewards that arrive while nobody stakes for the next period', async () => {
    const { chain } = env()
    await reward(parseEther('1'))
    await advance(PERIOD)
    await deposit(4, parseEther('2')) // rolls an empty period: nothing shared, the reward waits
    expect(await read(staking, 'claimRewardsTotal')).toBe(0n)
    expect(await read(staking, 'futureRewards')).toBe(parseEther('1'))
    await advance(PERIOD)
    expect(await read(staking, 'previewClaim', addr(4))).toBe(parseEther('1'))
    const before = await chain.provider.getBalance(addr(4))
    const claim = await send(as(4), 'claimRewards')
    expect(await chain.provider.getBalance(addr(4))).toBe(before + parseEther('1') - fee(claim))
  })

  it('never owes more than it holds when shares do not divide evenly', async () => {
    const { chain } = env()
    await deposit(1, parseEther('1'))
    await deposit(2, parseEther('1'))
    await deposit(3, parseEther('1'))
    await reward(10n) // 10 wei between three equal stakes
    await advance(PERIOD)
    const shares = await Promise.all([1, 2, 3].map((i) => readBigInt(staking, 'previewClaim', addr(i))))
    expect(shares).toEqual([3n, 3n, 3n])
    for (const i of [1, 2, 3]) await send(as(i), 'claimRewards')
    // The wei left over stays for the next period.
    expect(await read(staking, 'futureRewards')).toBe(1n)
    expect(await chain.provider.getBalance(await staking.getAddress())).toBe(1n)
  })

  it('moves future rewards with receipt tokens transferred after the lock', async () => {
    await deposit(1, parseEther('4'))
    await advance(PERIOD)
    await send(as(1), 'transfer', [addr(2), parseEther('2')])
    await reward(parseEther('1'))
    await advance(PERIOD)
    expect(await read(staking, 'previewClaim', addr(1))).toBe(parseEther('0.5'))
    expect(await read(staking, 'previewClaim', addr(2))).toBe(parseEther('0.5'))
  })

  it('lets only the owner change the deposit limits, and never to nonsense', async () => {
    const { chain, ifaces } = env()
    expect(await revertOf(send(as(1), 'setDepositLimits', [MIN, MAX]), ifaces.StakingRewards)).toBe(
      'OwnableUnauthorizedAccount',
    )
    const owner = staking.connect(chain.signer(0)) as Contract
    expect(await revertOf(send(owner, 'setDepositLimits', [MAX, MIN]), ifaces.StakingRewards)).toBe(
      'InvalidDepositLimits',
    )
    await send(owner, 'setDepositLimits', [parseEther('2'), parseEther('50')])
    expect(await read(staking, 'minDeposit')).toBe(parseEther('2'))
    expect(await read(staking, 'maxDeposit')).toBe(parseEther('50'))
  })
})

describe('the devnet deployment and seed', () => {
  it('stakes the DEMO/WETH pair and takes the swap router’s staking share', async () => {
    const { chain } = env()
    const { addresses } = chain
    const deployed = await attachContract('StakingRewards', addresses.staking, chain.provider)
    expect(await read(deployed, 'asset')).toBe(addresses.demoWethPair)
    expect(await read(deployed, 'periodLength')).toBe(STAKING.periodLength)
    expect(await read(deployed, 'minDeposit')).toBe(STAKING.minDeposit)
    expect(await read(deployed, 'maxDeposit')).toBe(STAKING.maxDeposit)
    const router = await attachContract('SwapRouter', addresses.swapRouter, chain.provider)
    expect(await read(router, 'stakingAddress')).toBe(addresses.staking)
  })

  it('has two unlocked stakers, a finished period shared 5:3 that alice claimed, and rewards to come', async () => {
    const { chain } = env()
    // Read at the seed's last block: the blocks this file mines come at the wall clock's time, and in a long run
    // that is more than the seed's 3-minute running period after the seed (its rewards would then be shared).
    const atSeed = { blockTag: seedBlock }
    const deployed = await attachContract('StakingRewards', chain.addresses.staking, chain.provider)
    const [alice, bob] = STAKE_SEED.stakers
    expect(await read(deployed, 'balanceOf', addr(1), atSeed)).toBe(alice?.lp)
    expect(await read(deployed, 'balanceOf', addr(2), atSeed)).toBe(bob?.lp)
    expect(await read(deployed, 'getLockedTimeLeft', addr(1), atSeed)).toBe(0n)
    expect(await read(deployed, 'getLockedTimeLeft', addr(2), atSeed)).toBe(0n)
    expect(await read(deployed, 'claimRewardsTotal', atSeed)).toBe(STAKE_SEED.firstPeriodRewards)
    expect(await read(deployed, 'previewClaim', addr(1), atSeed)).toBe(0n)
    expect(await read(deployed, 'previewClaim', addr(2), atSeed)).toBe(parseEther('0.3'))
    expect(await read(deployed, 'futureRewards', atSeed)).toBe(STAKE_SEED.currentPeriodRewards)
    // The running period started at most one period ago on the chain's clock.
    const now = BigInt((await chain.provider.getBlock(seedBlock))?.timestamp ?? 0)
    const start = await readBigInt(deployed, 'lastClaimPeriod', atSeed)
    expect(start).toBeLessThanOrEqual(now)
    expect(now - start).toBeLessThan(STAKING.periodLength)
  })
})
