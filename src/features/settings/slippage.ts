import { formatBps } from '../../services/swap/swapMath'

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

/** Above this slippage a swap is warned about (issue #39: "a warning above 5 %"). */
export const SLIPPAGE_WARN_BPS = 500
/** At or above this slippage a swap is refused (issue #39: "a refusal at 50 % or more"). */
export const SLIPPAGE_REFUSE_BPS = 5_000

/** How a slippage setting is judged: fine, a warning worth reading, or a refusal that blocks the swap. */
export interface SlippageCheck {
  level: 'ok' | 'zero' | 'high' | 'refused'
  /** What to tell the user ('' when the setting is fine). */
  message: string
}

/**
 * Judges the slippage setting in basis points (issue #39): 0 warns that the swap will likely fail (the smallest price move
 * before it is mined cancels it); above SLIPPAGE_WARN_BPS warns of front-running; from SLIPPAGE_REFUSE_BPS on the
 * swap is refused, since a minimum received of half the quote or less invites a sandwich trade.
 */
export function checkSlippage(bps: number): SlippageCheck {
  const shown = formatBps(bps)
  if (bps >= SLIPPAGE_REFUSE_BPS)
    return {
      level: 'refused',
      message: `Slippage of ${shown} is refused: swaps allow less than ${formatBps(SLIPPAGE_REFUSE_BPS)}. Lower it in the swap settings.`,
    }
  if (bps > SLIPPAGE_WARN_BPS)
    return {
      level: 'high',
      message: `Your trade may be front-run: a slippage of ${shown} lets the price move that far against you.`,
    }
  if (bps === 0)
    return {
      level: 'zero',
      message:
        'With 0% slippage your swap will likely fail: even the smallest price move before it is mined cancels it.',
    }
  return { level: 'ok', message: '' }
}
