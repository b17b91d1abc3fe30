/** What other features use of the Site Settings (spec §5 Swap settings): slippage in basis points and its check. */
export type { SlippageCheck } from './slippage'
export { SLIPPAGE_REFUSE_BPS, SLIPPAGE_WARN_BPS, checkSlippage, slippageToBps } from './slippage'
