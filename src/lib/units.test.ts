import { AmountError, formatAmount, formatUnits, parseUnits } from './units'

describe('formatUnits', () => {
  it.each([
    ['0', 18, '0'],
    ['1', 18, '0.000000000000000001'],
    ['1500000000000000000', 18, '1.5'],
    ['1000000000000000000000', 18, '1000'],
    [-1500000000000000000n, 18, '-1.5'],
    ['123', 0, '123'],
    ['1000000000000', 12, '1'],
  ])('%s with %i decimals → %s', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected)
  })
})

describe('formatAmount (rounded down)', () => {
  it.each([
    ['1000000000000000', 18, 6, '0.001'],
    ['123456789000000000000', 18, 4, '123.4567'],
    ['999999999999999999', 18, 4, '0.9999'],
    ['1000000000000000000000', 18, 4, '1000'],
    ['1', 18, 4, '0'],
  ])('%s → %s', (value, decimals, digits, expected) => {
    expect(formatAmount(value, decimals, digits)).toBe(expected)
  })
})

describe('parseUnits', () => {
  it.each([
    ['1.5', 18, 1500000000000000000n],
    ['0.001', 18, 1000000000000000n],
    ['.5', 1, 5n],
    ['7', 0, 7n],
  ])('%s → %s', (text, decimals, expected) => {
    expect(parseUnits(text, decimals)).toBe(expected)
  })

  it.each(['', '.', 'abc', '-1', '1e3', '1.2.3'])('rejects %j', (text) => {
    expect(() => parseUnits(text, 18)).toThrow(AmountError)
  })

  it('rejects more decimals than the token has', () => {
    expect(() => parseUnits('0.001', 2)).toThrow('Use at most 2 decimals.')
  })
})
