/** Basis points in 100 %: the most slippage a swap can allow. */
const MAX_BPS = 10_000

const clampBps = (bps: number) => Math.min(Math.max(bps, 0), MAX_BPS)

/**
 * Spec §5 Swap settings: the slippage percent (as typed) to basis points, floor(value × 100); non-numeric is 0.
 * A plain decimal ('0.29', '1,5' with a decimal comma) is converted digit by digit, because 0.29 × 100 in floating
 * point is 28.999… and would floor to 28. Anything else is read like parseFloat ('0.5%' → 50). The result is kept
 * within 0–10000 (0–100 %), the only range a swap accepts.
 */
export function slippageToBps(slippage: string): number {
  const text = slippage.trim().replace(',', '.')
  const plain = /^(\d*)(?:\.(\d*))?$/.exec(text)
  const whole = plain?.[1] ?? ''
  const fraction = plain?.[2] ?? ''
  if (plain && (whole || fraction))
    return clampBps(Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')))
  const value = Number.parseFloat(text)
  return Number.isFinite(value) ? clampBps(Math.floor(value * 100 + 1e-9)) : 0
}
