/** @jest-environment node */
import { chainNow, formatDuration, hasUnrolledPeriod, lockSecondsLeft, nextPeriodAt } from './time'

describe('formatDuration', () => {
  it.each([
    [-5, '0s'],
    [0, '0s'],
    [45.9, '45s'],
    [60, '1m 00s'],
    [252, '4m 12s'],
    [3600, '1h 00m'],
    [7380, '2h 03m'],
    [86_400 * 3 + 3600 * 4 + 59, '3d 4h'],
  ])('%d s → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text)
  })
})

describe('the chain clock', () => {
  it('adds the browser time elapsed since the reading', () => {
    expect(chainNow({ chainTime: 1_000, receivedAt: 50_000 }, 52_500)).toBe(1_002.5)
  })

  it('finds the end of the running period, also after periods nobody rolled', () => {
    expect(nextPeriodAt(1_000, 300, 1_000)).toBe(1_300)
    expect(nextPeriodAt(1_000, 300, 1_299)).toBe(1_300)
    expect(nextPeriodAt(1_000, 300, 1_300)).toBe(1_600)
    expect(nextPeriodAt(1_000, 300, 2_050)).toBe(2_200)
    expect(hasUnrolledPeriod(1_000, 300, 1_299)).toBe(false)
    expect(hasUnrolledPeriod(1_000, 300, 1_300)).toBe(true)
  })

  it('counts a lock down from its reading', () => {
    const reading = { chainTime: 1_000, staker: { lockedSeconds: 120 } }
    expect(lockSecondsLeft(reading, 1_000)).toBe(120)
    expect(lockSecondsLeft(reading, 1_100)).toBe(20)
    expect(lockSecondsLeft(reading, 1_200)).toBe(0)
    expect(lockSecondsLeft(reading, 1_500)).toBe(0)
    expect(lockSecondsLeft({ chainTime: 1_000, staker: null }, 1_000)).toBe(0)
  })
})
