/** @jest-environment node */
import { createChainHealth } from './chainHealth'

/** A manual clock and timer queue: the test decides when each scheduled probe runs. */
function manualTimers() {
  let time = 0
  const timers: { run: () => void; at: number }[] = []
  return {
    now: () => time,
    setTimer: (run: () => void, ms: number) => {
      const timer = { run, at: time + ms }
      timers.push(timer)
      return timer
    },
    clearTimer: (timer: unknown) => {
      const index = timers.indexOf(timer as (typeof timers)[number])
      if (index >= 0) timers.splice(index, 1)
    },
    /** Runs the next timer; returns its delay. */
    async next(): Promise<number> {
      const timer = timers.shift()
      if (!timer) throw new Error('no timer scheduled')
      const delay = timer.at - time
      time = timer.at
      timer.run()
      await new Promise((resolve) => setImmediate(resolve))
      return delay
    },
    get pending() {
      return timers.length
    },
    advance(ms: number) {
      time += ms
    },
  }
}

describe('chainHealth (issue #19)', () => {
  it('is unreachable after a failed read and reachable at the next answer, telling its listeners', () => {
    const health = createChainHealth()
    const changes: boolean[] = []
    const recoveries: number[] = []
    health.subscribe(() => changes.push(health.getSnapshot().isReachable))
    health.onRecovered(() => recoveries.push(1))
    health.reportSuccess()
    expect(changes).toEqual([])
    health.reportFailure()
    health.reportFailure()
    expect(health.getSnapshot()).toEqual({ isReachable: false, failures: 2 })
    health.reportSuccess()
    expect(health.getSnapshot()).toEqual({ isReachable: true, failures: 0 })
    expect(changes).toEqual([false, false, true])
    expect(recoveries).toHaveLength(1)
  })

  it('probes with backoff while unreachable and recovers when a probe answers', async () => {
    const timers = manualTimers()
    const health = createChainHealth({ firstProbeDelayMs: 1000, maxProbeDelayMs: 4000, ...timers })
    let isUp = false
    const probe = jest.fn(async () => {
      if (!isUp) throw new TypeError('Failed to fetch')
      return '0x1'
    })
    health.setProbe(probe)
    expect(timers.pending).toBe(0)
    health.reportFailure()
    expect(await timers.next()).toBe(1000)
    expect(await timers.next()).toBe(2000)
    expect(await timers.next()).toBe(4000)
    expect(await timers.next()).toBe(4000)
    expect(health.getSnapshot().isReachable).toBe(false)
    isUp = true
    await timers.next()
    expect(health.getSnapshot().isReachable).toBe(true)
    expect(timers.pending).toBe(0)
    expect(probe).toHaveBeenCalledTimes(5)
  })

  it('keeps the backoff when the RPC flaps, and starts over once it was calm for a while', async () => {
    const timers = manualTimers()
    const health = createChainHealth({ firstProbeDelayMs: 1000, maxProbeDelayMs: 8000, calmAfterMs: 60_000, ...timers })
    health.setProbe(async () => '0x1')
    health.reportFailure()
    expect(await timers.next()).toBe(1000)
    health.reportFailure()
    expect(await timers.next()).toBe(2000)
    timers.advance(60_000)
    health.reportFailure()
    expect(await timers.next()).toBe(1000)
  })
})
