import { config } from '../../config'

const DEMO = config.chatTokenSymbol
const ETH = config.chain.nativeCurrency.symbol

/**
 * Success toasts of the stake screen's transactions (issue #14). Amounts are the ones the user typed (or the quote
 * shown beside them), so the toast repeats what the screen said.
 */
export const stakeMessages = {
  approveDemo: (demo: string) => `You have approved ${demo} ${DEMO} for adding liquidity.`,
  addLiquidity: (demo: string, eth: string) => `You have added ${demo} ${DEMO} and ${eth} ${ETH} to the pool!`,
  approveLpForRouter: (lp: string) => `You have approved ${lp} LP for removing liquidity.`,
  removeLiquidity: (lp: string) => `You have removed ${lp} LP from the pool!`,
  approveLpForStaking: (lp: string) => `You have approved ${lp} LP for staking.`,
  deposit: (lp: string) => `You have staked ${lp} LP!`,
  claim: () => 'You have claimed your staking rewards!',
  withdraw: (lp: string) => `You have withdrawn ${lp} LP!`,
} as const
