/** @jest-environment node */
import { rankByPoints, shownPoints } from './leaderboard'

const user = (address: string, pointsWei: string) => ({ address, pointsWei })

describe('rankByPoints', () => {
  it('sorts by points, highest first, with competition ranks for ties', () => {
    const users = [user('a', '5'), user('b', '20'), user('c', '5'), user('d', '100'), user('e', '1')]
    expect(rankByPoints(users, 10)).toEqual([
      { rank: 1, address: 'd', pointsWei: '100' },
      { rank: 2, address: 'b', pointsWei: '20' },
      { rank: 3, address: 'a', pointsWei: '5' },
      { rank: 3, address: 'c', pointsWei: '5' },
      { rank: 5, address: 'e', pointsWei: '1' },
    ])
  })

  it('compares as integers, not as text or floats', () => {
    const users = [
      user('small', '999999999999999999999'),
      user('big', '1000000000000000000000'),
      user('near', '1000000000000000000001'),
    ]
    expect(rankByPoints(users, 3).map((entry) => entry.address)).toEqual(['near', 'big', 'small'])
  })

  it('leaves out users without points and stops at the limit', () => {
    const users = [user('a', '0'), user('b', '3'), user('c', '2'), user('d', '1')]
    expect(rankByPoints(users, 2).map((entry) => entry.address)).toEqual(['b', 'c'])
    expect(rankByPoints([user('a', '0')], 10)).toEqual([])
  })

  it.each([
    ['everyone "0 AP" shares rank 1', ['4000000000000000', '3000000000000000', '1'], [1, 1, 1]],
    [
      'ties on screen share a rank, the next skips (1, 1, 3)',
      ['5000000000000000000', '5001000000000000000', '1000000000000000000'],
      [1, 1, 3],
    ],
    [
      'a tie below the top (1, 2, 2, 4)',
      ['90000000000000000000', '7000000000000000000', '7000000000000000000', '1'],
      [1, 2, 2, 4],
    ],
    ['distinct figures rank 1, 2, 3', ['3000000000000000000', '2000000000000000000', '1000000000000000000'], [1, 2, 3]],
  ])('ranks by the points shown (issue #39): %s', (_case, points, ranks) => {
    const users = points.map((pointsWei, index) => user(`u${index}`, pointsWei))
    expect(rankByPoints(users, 10, shownPoints).map((entry) => entry.rank)).toEqual(ranks)
  })

  it('shows points as the board does', () => {
    expect(shownPoints('4000000000000000')).toBe('0')
    expect(shownPoints('5001000000000000000')).toBe('5.00')
    expect(shownPoints('150000000000000000000')).toBe('150')
  })
})
