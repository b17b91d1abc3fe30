/** @jest-environment node */
import { deadlineAfter, minAfterSlippage } from './liquidity'

describe('minAfterSlippage', () => {
  it.each([
    ['1000', 0, '1000'],
    ['1000', 50, '995'],
    ['999', 50, '994'],
    ['1000', 10_000, '0'],
  ])('%s less %d bps → %s (rounded down)', (wei, bps, expected) => {
    expect(minAfterSlippage(wei, bps)).toBe(expected)
  })

  it('refuses slippage outside 0–100 %', () => {
    expect(() => minAfterSlippage('1', -1)).toThrow(RangeError)
    expect(() => minAfterSlippage('1', 10_001)).toThrow(RangeError)
    expect(() => minAfterSlippage('1', 0.5)).toThrow(RangeError)
  })
})

describe('deadlineAfter', () => {
  it('counts whole minutes from the chain time, one at least', () => {
    expect(deadlineAfter(1_000, 20)).toBe(2_200)
    expect(deadlineAfter(1_000, 2.9)).toBe(1_120)
    expect(deadlineAfter(1_000, 0)).toBe(1_060)
    expect(deadlineAfter(1_000, Number.NaN)).toBe(1_060)
  })
})
