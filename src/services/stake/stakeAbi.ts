/**
 * Human-readable ABIs of the stake screen (reference §3.6 staking, §3.7 the router's liquidity functions). Custom
 * errors are declared so reverts decode by name. Kept apart from services/chain/abis.ts so they load with the stake
 * page only.
 */

/** The staking contract (devnet StakingRewards; the reference's IggyStakingRewards surface). */
export const STAKING_ABI = [
  'function balanceOf(address account) view returns (uint256)',
  'function totalSupply() view returns (uint256)',
  'function previewClaim(address user) view returns (uint256)',
  'function getLockedTimeLeft(address user) view returns (uint256)',
  'function lastClaimPeriod() view returns (uint256)',
  'function periodLength() view returns (uint256)',
  'function claimRewardsTotal() view returns (uint256)',
  'function futureRewards() view returns (uint256)',
  'function minDeposit() view returns (uint256)',
  'function maxDeposit() view returns (uint256)',
  'function deposit(uint256 amount) returns (uint256)',
  'function withdraw(uint256 amount) returns (uint256)',
  'function claimRewards() returns (uint256)',
  'error DepositBelowMinimum()',
  'error DepositAboveMaximum()',
  'error StakeLocked()',
  'error AmountZero()',
  'error WithdrawAboveBalance()',
  'error RemainderBelowMinimum()',
  'error RewardTransferFailed()',
] as const

/** The site's swap router: what adding and removing DEMO/ETH liquidity needs. */
export const LIQUIDITY_ROUTER_ABI = [
  'function calculateETHForLiquidity(address token, uint256 amount) view returns (uint256)',
  'function calculateETHAndTokensToReceive(address token, uint256 lpAmount) view returns (uint256 amountToken, uint256 amountETH)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)',
  'function removeLiquidityETH(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) returns (uint256 amountToken, uint256 amountETH)',
  'error Expired()',
  'error ZeroAmount()',
  'error NoPool()',
] as const

/** Multicall3's clock: the timestamp of the block a batch of reads ran on. */
export const CHAIN_CLOCK_ABI = ['function getCurrentBlockTimestamp() view returns (uint256 timestamp)'] as const
