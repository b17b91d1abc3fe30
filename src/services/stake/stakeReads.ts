import { ERC20_ABI, MULTICALL3_ABI } from '../chain/abis'
import type { CallBatcher } from '../chain/rpc/callBatcher'
import { readContract } from '../chain/rpc/readContract'
import { CHAIN_CLOCK_ABI, LIQUIDITY_ROUTER_ABI, STAKING_ABI } from './stakeAbi'

/** The addresses the stake screen reads (AppConfig fields; swapRouterAddress may be '' when the swap is off). */
export interface StakeAddresses {
  stakingContractAddress: string
  lpTokenAddress: string
  swapRouterAddress: string
  chatTokenAddress: string
  multicall3Address: string
}

/** One staker's position and wallet, wei as decimal strings (bigint stays out of Redux). */
export interface StakerState {
  address: string
  stakedWei: string
  /** ETH rewards claimable now (previewClaim). */
  claimableWei: string
  /** Seconds until the stake unlocks, on the chain's clock at `chainTime`; 0 when unlocked. */
  lockedSeconds: number
  lpBalanceWei: string
  /** LP the staking contract may pull (for deposits). */
  lpStakingAllowanceWei: string
  /** LP the router may pull (for removing liquidity); '0' without a router. */
  lpRouterAllowanceWei: string
  demoBalanceWei: string
  /** Chat tokens the router may pull (for adding liquidity); '0' without a router. */
  demoRouterAllowanceWei: string
  ethBalanceWei: string
}

/** Everything the stake screen shows, read in one Multicall3 batch (reference §1.5 loaded it call after call). */
export interface StakeOverview {
  /** The chain's clock (unix seconds) when the batch ran: countdowns start from here, not from the browser's. */
  chainTime: number
  periodLength: number
  /** Start of the current period as the contract records it (it lags while a finished period awaits its roll). */
  lastClaimPeriod: number
  claimRewardsTotalWei: string
  futureRewardsWei: string
  minDepositWei: string
  maxDepositWei: string
  totalStakedWei: string
  /** Null when no wallet is connected. */
  staker: StakerState | null
}

const text = (value: bigint) => value.toString()
const seconds = (value: bigint) => Number(value)

/**
 * Reads the staking contract's state and, for `address`, the staker's position, balances and allowances, all in
 * one aggregate3 (the calls are issued together, so the batcher sends them as one). Rejects as readContract does.
 */
export async function readStakeOverview(
  batcher: CallBatcher,
  addresses: StakeAddresses,
  address: string | null,
): Promise<StakeOverview> {
  const staking = addresses.stakingContractAddress
  const global = Promise.all([
    readContract(batcher, addresses.multicall3Address, CHAIN_CLOCK_ABI, 'getCurrentBlockTimestamp'),
    readContract(batcher, staking, STAKING_ABI, 'periodLength'),
    readContract(batcher, staking, STAKING_ABI, 'lastClaimPeriod'),
    readContract(batcher, staking, STAKING_ABI, 'claimRewardsTotal'),
    readContract(batcher, staking, STAKING_ABI, 'futureRewards'),
    readContract(batcher, staking, STAKING_ABI, 'minDeposit'),
    readContract(batcher, staking, STAKING_ABI, 'maxDeposit'),
    readContract(batcher, staking, STAKING_ABI, 'totalSupply'),
  ])
  const staker = address ? readStaker(batcher, addresses, address) : Promise.resolve(null)
  const [[chainTime, periodLength, lastClaimPeriod, total, future, min, max, supply], position] = await Promise.all([
    global,
    staker,
  ])
  return {
    chainTime: seconds(chainTime),
    periodLength: seconds(periodLength),
    lastClaimPeriod: seconds(lastClaimPeriod),
    claimRewardsTotalWei: text(total),
    futureRewardsWei: text(future),
    minDepositWei: text(min),
    maxDepositWei: text(max),
    totalStakedWei: text(supply),
    staker: position,
  }
}

async function readStaker(batcher: CallBatcher, addresses: StakeAddresses, address: string): Promise<StakerState> {
  const { stakingContractAddress: staking, lpTokenAddress: lp, swapRouterAddress: router, chatTokenAddress } = addresses
  const zero = Promise.resolve(0n)
  const [staked, claimable, locked, lpBalance, lpStaking, lpRouter, demoBalance, demoRouter, eth] = await Promise.all([
    readContract(batcher, staking, STAKING_ABI, 'balanceOf', [address]),
    readContract(batcher, staking, STAKING_ABI, 'previewClaim', [address]),
    readContract(batcher, staking, STAKING_ABI, 'getLockedTimeLeft', [address]),
    readContract(batcher, lp, ERC20_ABI, 'balanceOf', [address]),
    readContract(batcher, lp, ERC20_ABI, 'allowance', [address, staking]),
    router ? readContract(batcher, lp, ERC20_ABI, 'allowance', [address, router]) : zero,
    readContract(batcher, chatTokenAddress, ERC20_ABI, 'balanceOf', [address]),
    router ? readContract(batcher, chatTokenAddress, ERC20_ABI, 'allowance', [address, router]) : zero,
    readContract(batcher, addresses.multicall3Address, MULTICALL3_ABI, 'getEthBalance', [address]),
  ])
  return {
    address,
    stakedWei: text(staked),
    claimableWei: text(claimable),
    lockedSeconds: seconds(locked),
    lpBalanceWei: text(lpBalance),
    lpStakingAllowanceWei: text(lpStaking),
    lpRouterAllowanceWei: text(lpRouter),
    demoBalanceWei: text(demoBalance),
    demoRouterAllowanceWei: text(demoRouter),
    ethBalanceWei: text(eth),
  }
}

/** ETH (wei) the router asks for alongside `demoWei` chat tokens at the pool's current price; '0' without a pool. */
export async function readLiquidityEthQuote(
  batcher: CallBatcher,
  addresses: Pick<StakeAddresses, 'swapRouterAddress' | 'chatTokenAddress'>,
  demoWei: string,
): Promise<string> {
  const eth = await readContract(
    batcher,
    addresses.swapRouterAddress,
    LIQUIDITY_ROUTER_ABI,
    'calculateETHForLiquidity',
    [addresses.chatTokenAddress, BigInt(demoWei)],
  )
  return text(eth)
}

/** What burning `lpWei` liquidity tokens returns now, in wei. */
export interface RemoveLiquidityQuote {
  demoWei: string
  ethWei: string
}

/** Previews removing `lpWei` of DEMO/WETH liquidity through the router: the chat tokens and ETH it pays out. */
export async function readRemoveLiquidityQuote(
  batcher: CallBatcher,
  addresses: Pick<StakeAddresses, 'swapRouterAddress' | 'chatTokenAddress'>,
  lpWei: string,
): Promise<RemoveLiquidityQuote> {
  const [demo, eth] = await readContract(
    batcher,
    addresses.swapRouterAddress,
    LIQUIDITY_ROUTER_ABI,
    'calculateETHAndTokensToReceive',
    [addresses.chatTokenAddress, BigInt(lpWei)],
  )
  return { demoWei: text(demo), ethWei: text(eth) }
}
