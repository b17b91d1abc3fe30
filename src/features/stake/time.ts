/**
 * Durations and the chain's clock for the stake screen. Countdowns run on the chain's clock: the devnet can move it
 * (anvil's evm_increaseTime) and a real chain's may differ from the browser's, so the screen keeps the offset seen
 * at the last read and adds the browser's elapsed time to it.
 */

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const pad = (value: number) => String(value).padStart(2, '0')

/** A duration for people: '45s', '4m 05s', '2h 03m', '3d 4h'; '0s' for zero or less. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  if (seconds < MINUTE) return `${seconds}s`
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)}m ${pad(seconds % MINUTE)}s`
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)}h ${pad(Math.floor((seconds % HOUR) / MINUTE))}m`
  return `${Math.floor(seconds / DAY)}d ${Math.floor((seconds % DAY) / HOUR)}h`
}

/** A read of the chain's clock: its time (unix seconds) and the browser's time (ms) when the answer arrived. */
export interface ChainClockReading {
  chainTime: number
  receivedAt: number
}

/** The chain's time now (unix seconds, fractional), from a reading and the browser's clock `nowMs`. */
export const chainNow = ({ chainTime, receivedAt }: ChainClockReading, nowMs: number): number =>
  chainTime + (nowMs - receivedAt) / 1000

/**
 * When the running period ends (unix seconds): periods are `periodLength` long from `lastClaimPeriod`, so after a
 * finished period that nobody has rolled yet this is the end of the period that contains `now`.
 */
export function nextPeriodAt(lastClaimPeriod: number, periodLength: number, now: number): number {
  if (periodLength <= 0) return lastClaimPeriod
  const elapsed = Math.max(0, now - lastClaimPeriod)
  return lastClaimPeriod + (Math.floor(elapsed / periodLength) + 1) * periodLength
}

/** Whether a period has ended since the contract last rolled one (its rewards are shared at the next claim). */
export const hasUnrolledPeriod = (lastClaimPeriod: number, periodLength: number, now: number): boolean =>
  now >= lastClaimPeriod + periodLength

/**
 * Seconds of a stake's lock left at chain time `now`: the lock read at `chainTime` counted down; 0 when unlocked or
 * without a staker.
 */
export function lockSecondsLeft(
  reading: { chainTime: number; staker: { lockedSeconds: number } | null },
  now: number,
): number {
  const locked = reading.staker?.lockedSeconds ?? 0
  return locked === 0 ? 0 : Math.max(0, reading.chainTime + locked - now)
}
