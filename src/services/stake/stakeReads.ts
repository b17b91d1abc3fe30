import { ERC20_ABI, MULTICALL3_ABI } from '../chain/abis'
import type { CallBatcher } from '../chain/rpc/callBatcher'
import type { JsonRpcClient } from '../chain/rpc/jsonRpcClient'
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

/** keccak256('LastClaimPeriodUpdate(address,uint256,uint256)'): the staking contract's period roll. */
const PERIOD_ROLL_TOPIC = '0x29d2e88a045ee4f54fffedd543ab7370a1c9f9ba199f045ac6c33f284be9f922'
/** Blocks per eth_getLogs request: public RPCs refuse wider ranges. */
const LOG_CHUNK_BLOCKS = 10_000
/** The search goes back at least this many blocks (rolls come late on a quiet chain) and at most the maximum. */
const MIN_LOOKBACK_BLOCKS = 20_000
const MAX_LOOKBACK_BLOCKS = 200_000

interface RpcLog {
  data: string
}

/** One period roll: the ETH (wei) shared and the period start it moved to (unix seconds). */
export interface PeriodRollRead {
  rewardsWei: string
  periodStart: number
}

/** The latest period rolls of the staking contract, for the APR estimate (features/stake/apr.ts). */
export interface PeriodRollsRead {
  /** The latest rolls found, oldest first (at most `wanted`). */
  rolls: PeriodRollRead[]
  /** True when the search reached block 0, so the oldest roll found is the contract's first. */
  fromFirstRoll: boolean
}

/**
 * Reads the latest `wanted` period rolls of the staking contract (eth_getLogs, newest block ranges first, stopping
 * once enough are found). `periodLength` (s) and `blockTimeMs` size the search to cover `wanted` periods. The staked
 * value and period length come from the overview the page already reads. Rejects as the RPC does.
 */
export async function readPeriodRolls(
  rpc: JsonRpcClient,
  stakingContractAddress: string,
  { periodLength, blockTimeMs, wanted }: { periodLength: number; blockTimeMs: number; wanted: number },
): Promise<PeriodRollsRead> {
  const latest = Number(await rpc.request<string>('eth_blockNumber', []))
  const periodBlocks = Math.ceil((periodLength * 1000) / Math.max(1, blockTimeMs))
  const lookback = Math.min(MAX_LOOKBACK_BLOCKS, Math.max(MIN_LOOKBACK_BLOCKS, periodBlocks * (wanted + 1)))
  const floor = Math.max(0, latest - lookback)
  const rolls: PeriodRollRead[] = []
  let reachedBlockZero = false
  for (let to = latest; to >= floor && rolls.length < wanted; to -= LOG_CHUNK_BLOCKS) {
    const from = Math.max(floor, to - LOG_CHUNK_BLOCKS + 1)
    const logs = await rpc.request<RpcLog[]>('eth_getLogs', [
      {
        address: stakingContractAddress,
        fromBlock: `0x${from.toString(16)}`,
        toBlock: `0x${to.toString(16)}`,
        topics: [PERIOD_ROLL_TOPIC],
      },
    ])
    rolls.unshift(...logs.map(decodeRoll))
    reachedBlockZero = from === 0
  }
  return { rolls: rolls.slice(-wanted), fromFirstRoll: reachedBlockZero && rolls.length <= wanted }
}

/** The event's data is two uint256 words: the ETH shared, then the new period start. */
function decodeRoll(log: RpcLog): PeriodRollRead {
  const data = log.data.replace(/^0x/, '')
  return {
    rewardsWei: BigInt(`0x${data.slice(0, 64) || '0'}`).toString(),
    periodStart: Number(BigInt(`0x${data.slice(64, 128) || '0'}`)),
  }
}
