import { activityPointsFromWei, formatActivityPoints } from '../../lib/format'
import { formatUnits } from '../../lib/units'

/**
 * The sentence under the points figure when spec §5's display rule hides part of the points (points under 1 are
 * rounded to 2 decimals, so 0.001 AP from a 0.001 ETH name reads '0'): the exact amount, in words the user can check
 * against what they paid. '' when the figure already is exact. `pointsWei`: getPoints, 18 decimals.
 */
export function exactPointsNote(pointsWei: string): string {
  const exact = formatUnits(pointsWei, 18)
  const shown = formatActivityPoints(activityPointsFromWei(pointsWei))
  // '12.00' shows 12 exactly: compare without trailing zeros.
  if (shown.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '') === exact) return ''
  return (
    `You have exactly ${exact} AP. Points under 1 are shown rounded to 2 decimals, so a small amount earned by ` +
    `paying for a name can show as ${shown} above.`
  )
}
