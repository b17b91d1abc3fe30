/** What other features use of the Site Settings (spec §5 Swap settings): the slippage in basis points. */
export { slippageToBps } from './slippage'
