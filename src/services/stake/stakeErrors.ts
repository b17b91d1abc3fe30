import { registerCustomErrors } from '../errors'
import { LIQUIDITY_ROUTER_ABI, STAKING_ABI } from './stakeAbi'

/** What the stake screen's reverts say (the form prevents them; a race with another transaction can still cause one). */
export const STAKE_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  DepositBelowMinimum: 'Error: The deposit is below the minimum.',
  DepositAboveMaximum: 'Error: The deposit would take your stake above the maximum.',
  StakeLocked: 'Error: Your stake is still locked.',
  AmountZero: 'Error: The amount must be more than zero.',
  WithdrawAboveBalance: 'Error: That is more than your stake.',
  RemainderBelowMinimum: 'Error: What stays staked must be at least the minimum deposit.',
  Expired: 'Error: The transaction deadline has passed. Please try again.',
  NoPool: 'Error: There is no pool for this token.',
}

/** Makes the staking contract's and the router's custom errors readable in toasts (call when the writes load). */
export const registerStakeErrors = (): void =>
  registerCustomErrors([...STAKING_ABI, ...LIQUIDITY_ROUTER_ABI], STAKE_ERROR_MESSAGES)
