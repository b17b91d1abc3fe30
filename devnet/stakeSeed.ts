import { parseEther, type Contract, type JsonRpcProvider, type Signer } from 'ethers'
import { devnetAccount } from './accounts'
import type { DevnetAddresses } from './addresses'
import { attachContract, deployContract, send } from './contractHelpers'
import { untilMined } from './mining'
import { devnetSigner } from './provider'

/** Staking on the devnet: short periods so a lock, a countdown and a reward period can be watched live. */
export const STAKING = {
  /** Seconds per reward period and per lock after a deposit. */
  periodLength: 180n,
  /** In LP tokens of the DEMO/WETH pair (18 decimals); 1 LP ≈ 100 DEMO + 0.01 ETH at the seeded price. */
  minDeposit: parseEther('0.1'),
  maxDeposit: parseEther('100'),
  /**
   * The first period starts this long before one period ago, so that right after deployment one period has
   * finished (the seed fills it) and the current one still has most of its length to run.
   */
  startsBeforeLastPeriodSec: 60n,
  receiptName: 'Staked DEMO-WETH LP',
  receiptSymbol: 'sLP',
} as const

/** The two airdrops on the devnet. */
export const AIRDROP = {
  /** DEMO minted per claimed name. */
  chatReward: parseEther('100'),
  /** Every name minted on a devnet is eligible (a snapshot this high is never reached). */
  maxIdEligible: 100_000n,
  /** DEMO wei per wei spent: 0.001 ETH spent on a name gives 1 DEMO. */
  chatEthRatio: 1000n,
} as const

/**
 * What `seedStaking` creates: two stakers with LP tokens from the deployer (who holds the seeded pool's liquidity,
 * so nobody's DEMO changes), rewards for the finished first period, alice's claim that rolled it, and rewards
 * collected for the running period.
 */
export const STAKE_SEED = {
  stakers: [
    { account: 1, lp: parseEther('5') },
    { account: 2, lp: parseEther('3') },
  ],
  /** ETH sent to the staking contract during the first period: alice gets 5/8, bob 3/8. */
  firstPeriodRewards: parseEther('0.8'),
  /** Claims right after the seed (rolling the first period); bob leaves his share to claim. */
  claimer: 1,
  /** ETH collected for the running period ("rewards to come"). */
  currentPeriodRewards: parseEther('0.2'),
} as const

/** Addresses of the stake and airdrop deployment (see DevnetAddresses). */
export interface StakeAddresses {
  staking: string
  airdropClaimDomains: string
  airdropActivityPoints: string
}

/**
 * The stake and airdrop deployment, appended after the swap: StakingRewards on the DEMO/WETH pair (its first period
 * started in the past, see STAKING), set as the swap router's staking address; both airdrop claimers, allowed to
 * mint the chat token.
 */
export async function deployStakeAndAirdrop(
  deployer: Signer,
  deps: { chatToken: Contract; punkTld: string; activityPoints: string; demoWethPair: string; swapRouter: string },
): Promise<StakeAddresses> {
  const provider = deployer.provider
  const latest = provider ? await provider.getBlock('latest') : null
  if (!latest) throw new Error('No latest block to start the staking periods from')
  const firstPeriodStart = BigInt(latest.timestamp) - STAKING.periodLength - STAKING.startsBeforeLastPeriodSec
  const staking = await deployContract(
    'StakingRewards',
    [
      deps.demoWethPair,
      STAKING.receiptName,
      STAKING.receiptSymbol,
      STAKING.periodLength,
      STAKING.minDeposit,
      STAKING.maxDeposit,
      firstPeriodStart,
    ],
    deployer,
  )
  const stakingAddress = await staking.getAddress()
  const chatTokenAddress = await deps.chatToken.getAddress()
  const domains = await deployContract(
    'ChatTokenClaimDomains',
    [chatTokenAddress, deps.punkTld, AIRDROP.chatReward, AIRDROP.maxIdEligible],
    deployer,
  )
  const points = await deployContract(
    'ChatTokenClaimActivityPoints',
    [chatTokenAddress, deps.activityPoints, AIRDROP.chatEthRatio],
    deployer,
  )
  const domainsAddress = await domains.getAddress()
  const pointsAddress = await points.getAddress()
  await send(deps.chatToken, 'setExtraMinter', [domainsAddress, true])
  await send(deps.chatToken, 'setExtraMinter', [pointsAddress, true])
  await send(await attachContract('SwapRouter', deps.swapRouter, deployer), 'setStakingAddress', [stakingAddress])
  return { staking: stakingAddress, airdropClaimDomains: domainsAddress, airdropActivityPoints: pointsAddress }
}

/**
 * Seeds staking (STAKE_SEED) on a fresh deployment whose swap seed gave the deployer the DEMO/WETH liquidity. The
 * stakers deposit inside the first period: the chain's clock is moved back into it (as the chat seed does for its
 * posts), then forward to now, so the period is over; alice's claim rolls it. Throws on a failed transaction.
 */
export async function seedStaking(provider: JsonRpcProvider, addresses: DevnetAddresses): Promise<void> {
  const deployer = devnetSigner(provider, 0)
  const staking = await attachContract('StakingRewards', addresses.staking, deployer)
  const lp = await attachContract('ChatToken', addresses.demoWethPair, deployer) // any ERC-20 ABI does
  for (const { account, lp: amount } of STAKE_SEED.stakers) {
    await send(lp, 'transfer', [devnetAccount(account).address, amount])
  }

  const firstPeriodStart = Number(await staking.getFunction('lastClaimPeriod')())
  await provider.send('evm_setTime', [firstPeriodStart + 10])
  for (const { account, lp: amount } of STAKE_SEED.stakers) {
    const signer = devnetSigner(provider, account)
    await send(lp.connect(signer), 'approve', [addresses.staking, amount])
    await send(staking.connect(signer), 'deposit', [amount])
  }
  await sendEth(deployer, addresses.staking, STAKE_SEED.firstPeriodRewards)
  await provider.send('evm_setTime', [Math.floor(Date.now() / 1000)])

  await send(staking.connect(devnetSigner(provider, STAKE_SEED.claimer)), 'claimRewards')
  await sendEth(deployer, addresses.staking, STAKE_SEED.currentPeriodRewards)
}

async function sendEth(from: Signer, to: string, value: bigint): Promise<void> {
  const receipt = await untilMined(await from.sendTransaction({ to, value }))
  if (receipt?.status !== 1) throw new Error(`Sending ${value} wei to ${to} failed`)
}
