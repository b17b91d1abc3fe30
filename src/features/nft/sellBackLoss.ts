import { formatPrice } from './media'

/** Below this loss (basis points: 100 = 1 %) a sale is not worth a warning. */
export const SELL_LOSS_WARNING_BASIS_POINTS = 100n

/**
 * What selling now loses against the last buy on the curve, in basis points (1/100 of a percent, rounded half up),
 * from two wei amounts as decimal strings (`getBurnPrice` and the newest token's mint price). 0 when the sale returns
 * as much or more; null when there is no buy price to compare with (0 wei).
 */
export function sellBackLossBasisPoints(lastBuyWei: string, sellWei: string): bigint | null {
  const paid = BigInt(lastBuyWei)
  const returned = BigInt(sellWei)
  if (paid <= 0n) return null
  if (returned >= paid) return 0n
  return ((paid - returned) * 10_000n * 2n + paid) / (2n * paid)
}

/** A loss in basis points as '7.7' (one decimal below 10 %) or '82' (whole percent from 9.95 %, which shows as 10). */
export function formatLossPercent(basisPoints: bigint): string {
  if (basisPoints >= 995n) return ((basisPoints + 50n) / 100n).toString()
  const tenths = (basisPoints + 5n) / 10n
  return `${tenths / 10n}.${tenths % 10n}`
}

/**
 * The sell-back warning (issue #39): what selling now returns and how much less that is than the last buy price, as
 * text; '' when there is nothing to compare or the loss is under 1 %.
 */
export function sellBackWarning(lastBuyWei: string | null, sellWei: string): string {
  if (lastBuyWei === null) return ''
  const loss = sellBackLossBasisPoints(lastBuyWei, sellWei)
  if (loss === null || loss < SELL_LOSS_WARNING_BASIS_POINTS) return ''
  return (
    `Selling now returns ${formatPrice(sellWei)}, about ${formatLossPercent(loss)} % less than the last buy price ` +
    `(${formatPrice(lastBuyWei)}).`
  )
}
