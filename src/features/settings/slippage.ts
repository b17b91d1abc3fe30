/** Spec §5 Swap settings: slippage percent to basis points, floor(value × 100); non-numeric counts as 0. */
export function slippageToBps(slippage: string): number {
  const value = Number.parseFloat(slippage)
  return Number.isFinite(value) ? Math.floor(value * 100) : 0
}
