import { Interface } from 'ethers'
import { getRevertData, getRevertReason, isUserRejection } from '../errors'
import { SWAP_ROUTER_ABI } from './swapAbi'

export const SLIPPAGE_EXCEEDED_MESSAGE =
  'Error: The price moved beyond your slippage tolerance. Get a new quote, or allow more slippage in Settings.'
export const DEADLINE_PASSED_MESSAGE =
  'Error: The swap deadline passed before it was mined. Try again, or allow more minutes in Settings.'
export const NO_LIQUIDITY_MESSAGE = 'Error: The pool does not hold enough liquidity for this trade.'
export const ALLOWANCE_MESSAGE = 'Error: The router may not spend that much of your token yet. Approve it first.'

/** Plain words for the SwapRouter's custom errors (devnet/contracts/SwapRouter.sol) a user can run into. */
const CUSTOM_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  InsufficientOutputAmount: SLIPPAGE_EXCEEDED_MESSAGE,
  Expired: DEADLINE_PASSED_MESSAGE,
  ZeroAmount: 'Error: The amount must be more than zero.',
  InvalidPath: 'Error: These two tokens cannot be swapped this way.',
  NoPool: 'Error: There is no pool for these two tokens.',
  EthTransferFailed: 'Error: The router could not send the ETH. Please try again.',
  UnexpectedEthSender: 'Error: The router does not take ETH sent this way.',
  ERC20InsufficientBalance: 'Error: Your token balance is too low.',
  ERC20InsufficientAllowance: ALLOWANCE_MESSAGE,
  SafeERC20FailedOperation: 'Error: The token refused the transfer.',
}

/** Plain words for the `require` strings of Uniswap V2 and WETH9 that reach the router's callers unchanged. */
const REASON_MESSAGES: Readonly<Record<string, string>> = {
  'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT': SLIPPAGE_EXCEEDED_MESSAGE,
  // Exact output: the input the pool now asks for is above the maximum sold.
  'UniswapV2Router: EXCESSIVE_INPUT_AMOUNT': SLIPPAGE_EXCEEDED_MESSAGE,
  'UniswapV2Router: EXPIRED': DEADLINE_PASSED_MESSAGE,
  'UniswapV2Library: INSUFFICIENT_LIQUIDITY': NO_LIQUIDITY_MESSAGE,
  'UniswapV2Library: INSUFFICIENT_INPUT_AMOUNT': 'Error: The amount is too small to swap.',
  'UniswapV2: INSUFFICIENT_OUTPUT_AMOUNT': 'Error: The amount is too small to swap.',
  'TransferHelper: TRANSFER_FROM_FAILED': ALLOWANCE_MESSAGE,
  'TransferHelper: ETH_TRANSFER_FAILED': 'Error: The ETH transfer failed. Please try again.',
}

let routerErrors: Interface | undefined
const errorsInterface = () =>
  (routerErrors ??= new Interface(SWAP_ROUTER_ABI.filter((fragment) => fragment.startsWith('error '))))

/**
 * The plain sentence for a swap-screen revert (a SwapRouter custom error, a Uniswap or WETH `require` string), or
 * null when `error` is none of those (a rejection, a network error...), which the app's general decoder then handles.
 */
export function swapRevertMessage(error: unknown): string | null {
  if (isUserRejection(error)) return null
  const data = getRevertData(error)
  if (data) {
    try {
      const parsed = errorsInterface().parseError(data)
      const known = parsed ? CUSTOM_ERROR_MESSAGES[parsed.name] : undefined
      if (known) return known
    } catch {
      // not one of ours: fall through to the reason string
    }
  }
  const reason = getRevertReason(error)
  if (reason?.kind === 'reason') {
    if (REASON_MESSAGES[reason.reason]) return REASON_MESSAGES[reason.reason] ?? null
    // WETH9 and SafeMath-era contracts revert without a message or with ds-math texts on a short balance.
    if (/ds-math-sub-underflow|SafeMath/i.test(reason.reason)) return 'Error: Your balance is too low.'
  }
  return null
}

/** A bips figure as the slippage sentence writes it ('0.5 %', '1 %', '0.25 %'). */
export const slippagePercentText = (bps: number): string => `${Number((bps / 100).toFixed(2))} %`

/** Issue #35: the text of a swap that was mined but reverted because the price moved past the user's slippage. */
export const slippageMovedMessage = (slippageBps: number): string =>
  `The price moved more than your ${slippagePercentText(slippageBps)} slippage before your swap was mined. ` +
  'Nothing was swapped; the quote is updated.'

/**
 * Plain words for a swap that was mined and reverted (issue #35), from the replay's revert `error`: a price move
 * past the slippage names the user's `slippageBps` and says the quote is refreshed (the lifecycle invalidates it);
 * any other known revert reads as swapRevertMessage; null leaves it to the spec §8 rule.
 */
export function minedSwapRevertMessage(error: unknown, slippageBps: number): string | null {
  const message = swapRevertMessage(error)
  return message === SLIPPAGE_EXCEEDED_MESSAGE ? slippageMovedMessage(slippageBps) : message
}
