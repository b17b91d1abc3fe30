import type { AmountCheck, AmountContext } from '../../lib/amount'
import { checkAmount } from '../../lib/amount'
import { formatUnits } from '../../lib/units'
import type { SwapQuote } from '../../services/swap/swapReads'
import { formatBps, maximumSold, minimumReceived } from '../../services/swap/swapMath'

export const ENTER_AMOUNT_MESSAGE = 'Enter an amount.'
export const SAME_TOKEN_MESSAGE = 'Pick two different tokens.'
export const QUOTING_MESSAGE = 'Getting a quote…'
export const LOADING_BALANCE_MESSAGE = 'Loading your balance…'
export const TOO_SMALL_MESSAGE = 'The amount is too small to swap: you would receive nothing.'
export const CHECKING_APPROVAL_MESSAGE = 'Checking your approval…'

/** Decimals the form shows: an amount below one unit of the last shown decimal is dust (issue #39, a 1-wei trade). */
const SHOWN_DECIMALS = 6

/** The smallest amount worth trading, in base units: one unit of the 6th decimal (1 base unit for ≤ 6 decimals). */
export const dustThreshold = (decimals: number): bigint => 10n ** BigInt(Math.max(decimals - SHOWN_DECIMALS, 0))

/** The dust message, naming the smallest amount the form accepts for the token. */
export const dustMessage = (symbol: string, decimals: number) =>
  `The amount is too small to swap: enter at least ${formatUnits(dustThreshold(decimals), decimals)} ${symbol}.`

/**
 * The typed amount in the input token's base units (decimal string), checked like any amount (lib/amount: number,
 * decimals of the token, balance, the native coin's network fee) and then refused as dust below dustThreshold, so
 * a 1-wei trade is never sent (issue #39).
 */
export function parseSwapAmount(text: string, context: AmountContext): AmountCheck {
  const amount = checkAmount(text, context)
  if (amount.amountWei !== null && BigInt(amount.amountWei) < dustThreshold(context.decimals))
    return { amountWei: null, message: dustMessage(context.symbol, context.decimals) }
  return amount
}

/** Minimum received in base units of the output token (decimal string): the quote less the slippage, or '0'. */
export const minimumOut = (quote: SwapQuote | undefined, slippageBps: number): string =>
  quote ? minimumReceived(BigInt(quote.amountOut), slippageBps).toString() : '0'

/**
 * The most an exact-output quote may sell, in base units of the input token (decimal string), or '0' without a
 * quote: the input plus the slippage for a swap, the input itself for a 1:1 wrap or unwrap.
 */
export const maximumIn = (quote: SwapQuote | undefined, slippageBps: number): string =>
  !quote ? '0' : quote.kind === 'swap' ? maximumSold(BigInt(quote.amountIn), slippageBps).toString() : quote.amountIn

/**
 * How a quote's price impact reads against the configured levels: 'none' up to `warnBps` (and without a quote),
 * 'warn' above it, 'blocked' above `maxBps` (issue #13: warning, then Swap disabled).
 */
export function impactLevel(
  quote: SwapQuote | undefined,
  warnBps: number,
  maxBps: number,
): 'none' | 'warn' | 'blocked' {
  if (!quote) return 'none'
  if (quote.priceImpactBps > maxBps) return 'blocked'
  return quote.priceImpactBps > warnBps ? 'warn' : 'none'
}

/** The pool message for a pair of symbols. */
export const noPoolMessage = (symbolIn: string, symbolOut: string) =>
  `There is no pool for ${symbolIn} and ${symbolOut} yet.`

/** The price-impact block message (issue #13: above the configured maximum, Swap is disabled with the reason). */
export const impactTooHighMessage = (impactBps: number, maxBps: number) =>
  `Price impact is too high (${formatBps(impactBps)}): this site allows at most ${formatBps(maxBps)}. Try a smaller amount.`

/** The warning shown above the configured warning level. */
export const impactWarningMessage = (impactBps: number) =>
  `High price impact (${formatBps(impactBps)}): you get noticeably less than the pool's current price.`

/** What the form knows when it decides whether the trade can go. Amounts are base-unit decimal strings. */
export interface TradeState {
  symbolIn: string
  symbolOut: string
  sameToken: boolean
  /** The slippage setting's refusal message (settings' checkSlippage), '' when the setting may be used. */
  slippageRefusal: string
  amountText: string
  amount: AmountCheck
  /** The sender's balance of the input token; null while loading. */
  balanceLoaded: boolean
  /** The quote for the typed amount; undefined while it loads (or the amount is still being typed). */
  quote: SwapQuote | undefined
  quoteError: string
  impactMaxBps: number
  /** Exact output: why the maximum sold cannot be paid (balance, network fee), '' when it can. */
  sellProblem: string
}

/**
 * Why the trade cannot go yet ('' when it can), first match wins: same token on both sides, a refused slippage
 * setting, no amount, the amount's own problem (zero, decimals, balance, gas, dust), balance loading, the quote
 * loading or failing, no pool, a zero output, an exact output selling more than the balance, a price impact above the
 * maximum. Connection and chain are handled by
 * the buttons the form shows instead.
 */
export function tradeBlocker(s: TradeState): string {
  if (s.sameToken) return SAME_TOKEN_MESSAGE
  if (s.slippageRefusal) return s.slippageRefusal
  if (!s.amountText.trim()) return ENTER_AMOUNT_MESSAGE
  if (s.amount.message) return s.amount.message
  if (!s.balanceLoaded) return LOADING_BALANCE_MESSAGE
  if (s.quoteError) return s.quoteError
  if (!s.quote) return QUOTING_MESSAGE
  if (s.quote.noPool) return noPoolMessage(s.symbolIn, s.symbolOut)
  if (BigInt(s.quote.amountOut) === 0n) return TOO_SMALL_MESSAGE
  if (s.sellProblem) return s.sellProblem
  if (s.quote.priceImpactBps > s.impactMaxBps) return impactTooHighMessage(s.quote.priceImpactBps, s.impactMaxBps)
  return ''
}

/**
 * The Swap button's one disabled reason ('' when it may be pressed): the trade's blocker, else the allowance still
 * being read (the button cannot yet know whether Approve comes first).
 */
export const swapDisabledReason = (blocker: string, isAllowanceLoading: boolean): string =>
  blocker || (isAllowanceLoading ? CHECKING_APPROVAL_MESSAGE : '')
