import { activityPointsFromWei, formatActivityPoints, shortenAddress } from './format'

describe('shortenAddress (spec §9: first 6 and last 4 characters)', () => {
  it.each([
    ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x7099...79C8'],
    ['0x0000000000000000000000000000000000000000', '0x0000...0000'],
    ['0xabcdef12', '0xabcdef12'],
    ['0xabc', '0xabc'],
    ['0xabcdef12345', '0xabcd...2345'],
  ])('%s → %s', (address, expected) => {
    expect(shortenAddress(address)).toBe(expected)
  })
})

describe('formatActivityPoints (spec §5 Activity points display)', () => {
  it.each([
    [0, '0'],
    [0.00000001, '0.00000001'],
    [0.00009999, '0.00009999'],
    [0.0001, '0.000100'],
    [0.00999, '0.009990'],
    [0.01, '0.0100'],
    [0.75, '0.7500'],
    [0.5, '0.5000'],
    [1, '1.00'],
    [42.5, '42.50'],
    [99.994, '99.99'],
    [100, '100'],
    [1500.002, '1500'],
    [1234.5, '1235'],
  ])('%f → %s', (points, expected) => {
    expect(formatActivityPoints(points)).toBe(expected)
  })
})

describe('activityPointsFromWei (18 decimals; under 1 rounded to 2 decimals)', () => {
  it.each([
    ['0', 0],
    ['751000000000000000', 0.75],
    ['755000000000000000', 0.76],
    ['4000000000000000', 0],
    ['5000000000000000', 0.01],
    ['42510000000000000000', 42.51],
    ['1500002000000000000000', 1500.002],
  ])('%s → %f', (wei, points) => {
    expect(activityPointsFromWei(wei)).toBe(points)
  })

  it('feeds the display rules: a seeded 0.751 AP user sees 0.7500 AP', () => {
    expect(formatActivityPoints(activityPointsFromWei('751000000000000000'))).toBe('0.7500')
  })
})
