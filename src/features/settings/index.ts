/** What other features use of the site settings: the swap slippage as basis points (spec §5 Swap settings). */
export { slippageToBps } from './slippage'
