import { exactPointsNote } from './exactPoints'

describe('exactPointsNote (spec §5 rounding kept, the exact amount said)', () => {
  it('says the exact points that the rounded figure hides, e.g. 0.001 AP from a 0.001 ETH name', () => {
    expect(exactPointsNote('1000000000000000')).toBe(
      'You have exactly 0.001 AP. Points under 1 are shown rounded to 2 decimals, so a small amount earned by paying for a name can show as 0 above.',
    )
    expect(exactPointsNote('1234500000000000000')).toMatch(/^You have exactly 1.2345 AP\. .* as 1\.23 above\.$/)
  })

  it('says nothing when the figure is exact', () => {
    expect(exactPointsNote('0')).toBe('')
    expect(exactPointsNote('12000000000000000000')).toBe('')
    expect(exactPointsNote('500000000000000000')).toBe('')
  })
})
