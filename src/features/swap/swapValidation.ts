import type { AmountCheck } from '../../lib/amount'
import type { SwapQuote } from '../../services/swap/swapReads'
import { formatBps } from '../../services/swap/swapMath'

export const ENTER_AMOUNT_MESSAGE = 'Enter an amount.'
export const SAME_TOKEN_MESSAGE = 'Pick two different tokens.'
export const QUOTING_MESSAGE = 'Getting a quote…'
export const LOADING_BALANCE_MESSAGE = 'Loading your balance…'
export const TOO_SMALL_MESSAGE = 'The amount is too small to swap: you would receive nothing.'

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
  amountText: string
  amount: AmountCheck
  /** The sender's balance of the input token; null while loading. */
  balanceLoaded: boolean
  /** The quote for the typed amount; undefined while it loads (or the amount is still being typed). */
  quote: SwapQuote | undefined
  quoteError: string
  impactMaxBps: number
}

/**
 * Why the trade cannot go yet ('' when it can), first match wins: same token on both sides, no amount, the amount's
 * own problem (zero, decimals, balance, gas), balance loading, the quote loading or failing, no pool, a zero output,
 * a price impact above the maximum. Connection and chain are handled by the buttons the form shows instead.
 */
export function tradeBlocker(s: TradeState): string {
  if (s.sameToken) return SAME_TOKEN_MESSAGE
  if (!s.amountText.trim()) return ENTER_AMOUNT_MESSAGE
  if (s.amount.message) return s.amount.message
  if (!s.balanceLoaded) return LOADING_BALANCE_MESSAGE
  if (s.quoteError) return s.quoteError
  if (!s.quote) return QUOTING_MESSAGE
  if (s.quote.noPool) return noPoolMessage(s.symbolIn, s.symbolOut)
  if (BigInt(s.quote.amountOut) === 0n) return TOO_SMALL_MESSAGE
  if (s.quote.priceImpactBps > s.impactMaxBps) return impactTooHighMessage(s.quote.priceImpactBps, s.impactMaxBps)
  return ''
}
