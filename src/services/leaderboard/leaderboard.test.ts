/** @jest-environment node */
import { rankByPoints } from './leaderboard'

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
})
