import { burnPriceAt, mintPriceAt } from '../../services/nft/curve'
import { formatLossPercent, sellBackLossBasisPoints, sellBackWarning } from './sellBackLoss'

const FEE_2_PERCENT = 2n * 10n ** 16n
const RATIO_1 = 10n ** 18n

describe('sellBackLossBasisPoints', () => {
  it.each([
    ['no loss', '1000', '1000', 0n],
    ['a gain counts as no loss', '1000', '1200', 0n],
    ['half', '1000', '500', 5_000n],
    ['everything', '1000', '0', 10_000n],
    ['0.99 % (under the warning)', '10000', '9901', 99n],
    ['exactly 1 %', '10000', '9900', 100n],
    ['rounds half down below 0.5 bp', '30000', '29999', 0n],
    ['rounds half up from 0.5 bp', '20000', '19999', 1n],
    ['18-decimal amounts', '1040000000000000', '960000000000000', 769n],
    ['no buy price', '0', '10', null],
  ])('%s: paid %s, returns %s → %s bp', (_case, paid, returned, expected) => {
    expect(sellBackLossBasisPoints(paid, returned)).toBe(expected)
  })

  it('right after a buy on the curve, the loss is both fees on both sides', () => {
    // Supply 5 after a buy at supply 4: the buyer paid mintPriceAt(4); selling now returns burnPriceAt(5).
    const loss = sellBackLossBasisPoints(
      mintPriceAt(4n, RATIO_1, FEE_2_PERCENT).toString(),
      burnPriceAt(5n, RATIO_1, FEE_2_PERCENT).toString(),
    )
    expect(loss).toBe(769n) // 1 − 0.96 / 1.04
  })
})

describe('formatLossPercent', () => {
  it.each([
    [100n, '1.0'],
    [769n, '7.7'],
    [994n, '9.9'],
    [995n, '10'],
    [1_000n, '10'],
    [8_249n, '82'],
    [8_250n, '83'],
    [10_000n, '100'],
  ])('%s bp → %s', (basisPoints, text) => {
    expect(formatLossPercent(basisPoints)).toBe(text)
  })
})

describe('sellBackWarning', () => {
  it.each([
    ['no buy price known', null, '500', ''],
    ['a loss under 1 %', '10000', '9901', ''],
    ['a loss of 1 %', '1000000000000000', '990000000000000', 'about 1.0 % less'],
    ['the loss after a buy', '1040000000000000', '960000000000000', 'about 7.7 % less'],
  ])('%s', (_case, paid, returned, expected) => {
    const text = sellBackWarning(paid, returned)
    if (expected === '') expect(text).toBe('')
    else {
      expect(text).toContain(expected)
      expect(text).toMatch(/^Selling now returns [\d.]+ \w+, about [\d.]+ % less than the last buy price \(/)
    }
  })
})
