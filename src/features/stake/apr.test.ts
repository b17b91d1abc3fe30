/** @jest-environment node */
import type { AprEstimate, AprInputs, PeriodRoll } from './apr'
import { YEAR_SECONDS, aprText, estimateApr, formatPercent } from './apr'

const ETH = 10n ** 18n
const DAY = 86_400
const WEEK = 7 * DAY
const START = 1_700_000_000

/** Rolls one period apart from START (plus `skips[i]` extra periods before roll i), paying `rewards[i]` ETH/1000. */
function rolls(rewards: number[], periodLength: number, skips: number[] = []): PeriodRoll[] {
  let start = START
  return rewards.map((milli, index) => {
    start += periodLength * (1 + (skips[index] ?? 0))
    return { rewardsWei: ((ETH * BigInt(milli)) / 1000n).toString(), periodStart: start }
  })
}

const input = (overrides: Partial<AprInputs>): AprInputs => ({
  rolls: [],
  fromFirstRoll: false,
  periodLength: WEEK,
  stakedValueWei: (10n * ETH).toString(),
  ...overrides,
})

describe('estimateApr: the yearly rate', () => {
  // 10 ETH staked. Weekly periods: 52.142857 periods a year.
  it.each<[string, Partial<AprInputs>, number, number]>([
    ['one weekly roll of 0.1 ETH, the first ever', { rolls: rolls([100], WEEK), fromFirstRoll: true }, 52.142857, 1],
    ['three rolls after a bounding one, 0.1 ETH each', { rolls: rolls([0, 100, 100, 100], WEEK) }, 52.142857, 3],
    ['uneven rolls average: 0.05 + 0.1 + 0.15', { rolls: rolls([999, 50, 100, 150], WEEK) }, 52.142857, 3],
    ['only the last 3 count (the 4th bounds)', { rolls: rolls([5000, 5000, 100, 100, 100], WEEK) }, 52.142857, 3],
    ['a late roll covers the periods it skipped', { rolls: rolls([0, 200], WEEK, [0, 1]) }, 52.142857, 2],
    ['daily periods, 0.01 ETH each', { rolls: rolls([0, 10, 10], DAY), periodLength: DAY }, 36.5, 2],
    ['a tiny yield keeps its precision', { rolls: rolls([0, 1], DAY), periodLength: DAY }, 3.65, 1],
    ['no rewards at all is 0 %', { rolls: rolls([0, 0, 0, 0], WEEK) }, 0, 3],
    ['first roll plus two more', { rolls: rolls([100, 100, 100], WEEK), fromFirstRoll: true }, 52.142857, 3],
  ])('%s', (_name, overrides, percent, periods) => {
    const estimate = estimateApr(input(overrides))
    expect(estimate.kind).toBe('estimate')
    if (estimate.kind !== 'estimate') return
    expect(estimate.percent).toBeCloseTo(percent, 4)
    expect(estimate.periods).toBe(periods)
  })

  it('scales with the stake: twice the value, half the rate', () => {
    const base = estimateApr(input({ rolls: rolls([0, 100], WEEK) }))
    const double = estimateApr(input({ rolls: rolls([0, 100], WEEK), stakedValueWei: (20n * ETH).toString() }))
    expect(base.kind === 'estimate' && double.kind === 'estimate' && base.percent / double.percent).toBeCloseTo(2, 6)
  })

  it('handles wei figures far beyond a float (1e30 wei staked and paid)', () => {
    const huge = (10n ** 30n).toString()
    const estimate = estimateApr({
      rolls: [
        { rewardsWei: '0', periodStart: START },
        { rewardsWei: huge, periodStart: START + DAY },
      ],
      fromFirstRoll: false,
      periodLength: DAY,
      stakedValueWei: huge,
    })
    expect(estimate).toEqual({ kind: 'estimate', percent: (100 * YEAR_SECONDS) / DAY, periods: 1 })
  })
})

describe('estimateApr: when there is no rate to give', () => {
  it.each<[string, Partial<AprInputs>, AprEstimate['kind']]>([
    ['no roll yet', {}, 'no-history'],
    ['one roll of unknown span (not the first ever)', { rolls: rolls([100], WEEK) }, 'no-history'],
    ['nothing staked', { rolls: rolls([0, 100], WEEK), stakedValueWei: '0' }, 'nothing-staked'],
    ['nothing staked and no history', { stakedValueWei: '0' }, 'nothing-staked'],
    ['no period length', { rolls: rolls([0, 100], WEEK), periodLength: 0 }, 'no-history'],
  ])('%s', (_name, overrides, kind) => {
    expect(estimateApr(input(overrides)).kind).toBe(kind)
  })
})

describe('formatPercent', () => {
  it.each([
    [0, '0.0'],
    [12.34, '12.3'],
    [12.35, '12.4'],
    [999.94, '999.9'],
    [1000.4, '1,000'],
    [87_600_000, '87,600,000'],
  ])('%d → %s', (percent, text) => {
    expect(formatPercent(percent)).toBe(text)
  })
})

describe('aprText: the line with its basis', () => {
  it.each<[AprEstimate, string]>([
    [
      { kind: 'estimate', percent: 12.34, periods: 3 },
      "APR ≈ 12.3 % (from the last 3 periods' rewards over the staked value)",
    ],
    [
      { kind: 'estimate', percent: 5, periods: 1 },
      "APR ≈ 5.0 % (from the last period's rewards over the staked value)",
    ],
    [{ kind: 'no-history' }, 'APR: not enough history yet (no finished reward period to measure).'],
    [{ kind: 'nothing-staked' }, 'APR: nothing is staked yet, so there is no rate to show.'],
  ])('%j', (estimate, text) => {
    expect(aprText(estimate)).toBe(text)
  })
})
