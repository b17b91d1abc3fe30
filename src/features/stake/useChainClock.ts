import { useEffect, useState } from 'react'
import type { ChainClockReading } from './time'
import { chainNow } from './time'

/** How often countdowns tick. */
const TICK_MS = 1000

/**
 * The chain's time now (unix seconds, whole), ticking every second from the last reading of the chain's clock;
 * null without a reading. Countdowns use it so they agree with what the contracts will see.
 */
export function useChainClock(reading: ChainClockReading | undefined): number | null {
  const [nowMs, setNowMs] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return reading ? Math.floor(chainNow(reading, Math.max(nowMs, reading.receivedAt))) : null
}
