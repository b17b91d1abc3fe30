/** Basis points in 100 %. */
const BPS = 10_000n

/**
 * The least of `wei` a trade accepts after `slippageBps` (0–10000) of slippage, rounded down: the `…Min` arguments of
 * the router's liquidity functions. Throws RangeError outside 0–10000 bps.
 */
export function minAfterSlippage(wei: string, slippageBps: number): string {
  if (!Number.isInteger(slippageBps) || slippageBps < 0 || slippageBps > 10_000) {
    throw new RangeError(`Slippage must be 0-10000 bps, got ${slippageBps}`)
  }
  return ((BigInt(wei) * (BPS - BigInt(slippageBps))) / BPS).toString()
}

/** The transaction deadline (unix seconds): `minutes` after `chainTime`, the chain's clock; at least one minute. */
export function deadlineAfter(chainTime: number, minutes: number): number {
  const safeMinutes = Number.isFinite(minutes) && minutes >= 1 ? Math.floor(minutes) : 1
  return chainTime + safeMinutes * 60
}
