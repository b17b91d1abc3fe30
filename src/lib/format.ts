import { formatUnits } from './units'

/** Spec §9: an address shortened to its first 6 and last 4 characters, e.g. '0x1234...abcd'. */
export function shortenAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 6)}...${address.slice(-4)}`
}

/** Spec §5 Activity points display: 0 stays 0, then decimals by size, integers from 100 up. */
export function formatActivityPoints(points: number): string {
  if (points === 0) return '0'
  if (points < 1e-4) return points.toFixed(8)
  if (points < 0.01) return points.toFixed(6)
  if (points < 1) return points.toFixed(4)
  if (points < 100) return points.toFixed(2)
  return String(Math.round(points))
}

/** Spec §5: points as fetched (18-decimal wei string) to a number; points under 1 are rounded to 2 decimals. */
export function activityPointsFromWei(pointsWei: string): number {
  const points = Number(formatUnits(pointsWei, 18))
  return points < 1 ? Math.round(points * 100) / 100 : points
}
