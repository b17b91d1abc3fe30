import type { PeriodRollRead } from '../../services/stake/stakeReads'

/**
 * The stake page's APR estimate (issue #39): what the last reward periods paid, over the value staked now, scaled to
 * a year. The staking contract records each period roll in a `LastClaimPeriodUpdate` event (the ETH shared and the
 * new period start); a roll that comes late covers every period since the previous one, so the estimate divides by
 * the periods covered, not by the number of rolls.
 */

/** Seconds in a 365-day year. */
export const YEAR_SECONDS = 365 * 24 * 60 * 60

/** How many of the latest rolls the estimate uses at most. */
export const APR_ROLLS = 3

/** One period roll as the chain recorded it: the ETH (wei) it shared and the period start it moved to (unix s). */
export type PeriodRoll = PeriodRollRead

/** What the estimate is made from; wei as decimal strings. */
export interface AprInputs {
  /** The rolls found, oldest first (at most APR_ROLLS + 1: the oldest one only bounds the next one's span). */
  rolls: PeriodRoll[]
  /** True when `rolls` starts at the contract's first roll (nothing older exists): that roll covers one period. */
  fromFirstRoll: boolean
  periodLength: number
  /** What the staked LP is worth now, in wei of ETH. */
  stakedValueWei: string
}

export type AprEstimate =
  { kind: 'estimate'; percent: number; periods: number } | { kind: 'no-history' } | { kind: 'nothing-staked' }

/**
 * The yearly rate that the latest (up to APR_ROLLS) rolls' rewards give on the staked value, and how many periods
 * they cover. Without a roll (or a period length) there is no history; without stake there is nothing to divide by.
 */
export function estimateApr({ rolls, fromFirstRoll, periodLength, stakedValueWei }: AprInputs): AprEstimate {
  const staked = BigInt(stakedValueWei)
  if (staked === 0n) return { kind: 'nothing-staked' }
  if (periodLength <= 0) return { kind: 'no-history' }
  const counted = rolls.slice(-APR_ROLLS)
  const bound = rolls.length > counted.length ? rolls[rolls.length - counted.length - 1] : undefined
  let previous = bound?.periodStart
  let periods = 0
  let rewards = 0n
  for (const [index, roll] of counted.entries()) {
    // The oldest roll counted has no known start unless it is the contract's first: it then covers one period.
    const span =
      previous === undefined
        ? index === 0 && fromFirstRoll
          ? 1
          : 0
        : Math.max(1, Math.round((roll.periodStart - previous) / periodLength))
    previous = roll.periodStart
    if (span === 0) continue
    periods += span
    rewards += BigInt(roll.rewardsWei)
  }
  if (periods === 0) return { kind: 'no-history' }
  // The yield of one period in percent, divided in bigint (10 decimals kept) so large wei figures stay exact.
  const perPeriodPercent = Number((rewards * 10n ** 12n) / (staked * BigInt(periods))) / 1e10
  return { kind: 'estimate', percent: (perPeriodPercent * YEAR_SECONDS) / periodLength, periods }
}

/** A percentage for the estimate: one decimal under 1000, grouped whole numbers above ('12.3', '87,600'). */
export function formatPercent(percent: number): string {
  return percent < 1000
    ? (Math.round(percent * 10) / 10).toFixed(1)
    : Math.round(percent).toLocaleString('en-US', { maximumFractionDigits: 0 })
}

/** The line the page shows, with its basis. */
export function aprText(estimate: AprEstimate): string {
  switch (estimate.kind) {
    case 'nothing-staked':
      return 'APR: nothing is staked yet, so there is no rate to show.'
    case 'no-history':
      return 'APR: not enough history yet (no finished reward period to measure).'
    case 'estimate': {
      const basis =
        estimate.periods === 1 ? "the last period's rewards" : `the last ${estimate.periods} periods' rewards`
      return `APR ≈ ${formatPercent(estimate.percent)} % (from ${basis} over the staked value)`
    }
  }
}
