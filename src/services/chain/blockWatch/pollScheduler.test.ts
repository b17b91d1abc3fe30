/** @jest-environment node */
import type { BlockHead, HeadSource } from './newHeads'
import { defaultPollTiming, PollScheduler } from './pollScheduler'

/** A head source the test drives: `emitHead()`, `setLive()`, and whether anyone is subscribed. */
function fakeHeads() {
  let onHead: ((head: BlockHead) => void) | null = null
  let onLive: ((isLive: boolean) => void) | null = null
  let block = 0
  const source: HeadSource = {
    subscribe(head, live) {
      onHead = head
      onLive = live
      return () => {
        onHead = null
        onLive = null
      }
    },
  }
  return {
    source,
    emitHead: (logsBloom: string | null = null) => onHead?.({ number: ++block, logsBloom }),
    setLive: (isLive: boolean) => onLive?.(isLive),
    isSubscribed: () => onHead !== null,
  }
}

const timing = defaultPollTiming(2000)

/** Advances fake time, letting each poll's promise settle between timers (the next read is planned when it settles). */
const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms)

/** The times (ms since start) at which `poll` ran. */
function recorder() {
  const start = Date.now()
  const at: number[] = []
  return { poll: () => void at.push(Date.now() - start), at }
}

describe('PollScheduler', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }))
  afterEach(() => jest.useRealTimers())

  it('reads once per block while the reader is at the newest message, the first a block after start', async () => {
    const { poll, at } = recorder()
    const scheduler = new PollScheduler({ poll, timing })
    scheduler.start()
    await advance(20_000)
    expect(at).toEqual([2000, 4000, 6000, 8000, 10_000, 12_000, 14_000, 16_000, 18_000, 20_000])
    scheduler.stop()
    await advance(10_000)
    expect(at).toHaveLength(10)
  })

  it('stays at one read per block away from the newest while input keeps coming', async () => {
    const { poll, at } = recorder()
    const scheduler = new PollScheduler({ poll, timing })
    scheduler.start()
    scheduler.setAtNewest(false)
    for (let second = 0; second < 30; second += 5) {
      await advance(5000)
      scheduler.noteInput()
    }
    expect(at).toHaveLength(15)
    expect(scheduler.isIdle()).toBe(false)
    scheduler.stop()
  })

  it('backs off 2 -> 4 -> 8 -> 16 -> 30 s when idle away from the newest, and resets on input', async () => {
    const { poll, at } = recorder()
    const scheduler = new PollScheduler({ poll, timing })
    scheduler.start()
    scheduler.setAtNewest(false)
    await advance(10_000) // not idle yet: a read per block
    expect(at).toEqual([2000, 4000, 6000, 8000, 10_000])
    expect(scheduler.isIdle()).toBe(true)
    await advance(140_000)
    const idleGaps = at.slice(4).map((time, index, list) => (index === 0 ? 0 : time - (list[index - 1] ?? 0)))
    expect(idleGaps.slice(1)).toEqual([2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000])
    // Input: a fresh read within a block (the last one is older than that), then a read per block again.
    const before = at.length
    scheduler.noteInput()
    await advance(100)
    expect(at).toHaveLength(before + 1)
    await advance(6000)
    expect(at).toHaveLength(before + 4)
    scheduler.stop()
  })

  it('counts coming back to the newest message as input', async () => {
    const { poll, at } = recorder()
    const scheduler = new PollScheduler({ poll, timing })
    scheduler.start()
    scheduler.setAtNewest(false)
    await advance(60_000)
    const idleReads = at.length
    scheduler.setAtNewest(true)
    await advance(10_000)
    expect(at.length - idleReads).toBeGreaterThanOrEqual(5)
    expect(scheduler.isIdle()).toBe(false)
    scheduler.stop()
  })

  it('reads nothing while hidden, and reads at once when shown again after more than a block', async () => {
    const { poll, at } = recorder()
    const scheduler = new PollScheduler({ poll, timing })
    scheduler.start()
    await advance(4000)
    expect(at).toHaveLength(2)
    scheduler.setVisible(false)
    await advance(60_000)
    expect(at).toHaveLength(2)
    scheduler.setVisible(true)
    await advance(100)
    expect(at).toHaveLength(3)
    await advance(4000)
    expect(at).toHaveLength(5)
    scheduler.stop()
  })

  it('never overlaps reads: the next is planned when the slow one settles', async () => {
    let release: () => void = () => undefined
    const poll = jest.fn(() => new Promise<void>((resolve) => (release = resolve)))
    const scheduler = new PollScheduler({ poll, timing })
    scheduler.start()
    await advance(10_000)
    expect(poll).toHaveBeenCalledTimes(1)
    release()
    await advance(2000)
    expect(poll).toHaveBeenCalledTimes(2)
    scheduler.stop()
  })

  it('a failing read does not stop the polling', async () => {
    const poll = jest.fn(() => Promise.reject(new Error('rate limited')))
    const scheduler = new PollScheduler({ poll, timing })
    scheduler.start()
    await advance(6000)
    expect(poll).toHaveBeenCalledTimes(3)
    scheduler.stop()
  })

  describe('with pushed block heads', () => {
    it('reads once per head while live and runs no timer reads between heads', async () => {
      const heads = fakeHeads()
      const { poll, at } = recorder()
      const scheduler = new PollScheduler({ poll, timing, heads: heads.source })
      scheduler.start()
      heads.setLive(true)
      expect(scheduler.isFollowingHeads()).toBe(true)
      for (let block = 0; block < 5; block++) {
        await advance(2000)
        heads.emitHead()
      }
      await advance(100)
      expect(at).toHaveLength(5)
      // No heads (a chain that mines on demand): nothing until the silence safety net.
      await advance(20_000)
      expect(at).toHaveLength(5)
      await advance(15_000)
      expect(at).toHaveLength(6)
      // The safety net repeats every 30 s of silence, not faster.
      await advance(20_000)
      expect(at).toHaveLength(6)
      await advance(10_000)
      expect(at).toHaveLength(7)
      scheduler.stop()
    })

    it('reads only for heads that may matter: ruled-out heads read nothing, not even through the safety net', async () => {
      const heads = fakeHeads()
      const { poll, at } = recorder()
      const isRelevantHead = (head: BlockHead) => head.logsBloom === 'ours'
      const scheduler = new PollScheduler({ poll, timing, heads: heads.source, isRelevantHead })
      scheduler.start()
      heads.setLive(true)
      // An idle chain mining empty blocks every 2 s for two minutes: the heads keep the socket known alive.
      for (let block = 0; block < 60; block++) {
        await advance(2000)
        heads.emitHead('empty')
      }
      expect(at).toHaveLength(0)
      await advance(2000)
      heads.emitHead('ours')
      await advance(100)
      expect(at).toHaveLength(1)
      scheduler.stop()
    })

    it('a head that may matter, come before the read is due, is read when due, not at the next such head', async () => {
      const heads = fakeHeads()
      const { poll, at } = recorder()
      const isRelevantHead = (head: BlockHead) => head.logsBloom === 'ours'
      const scheduler = new PollScheduler({ poll, timing, heads: heads.source, isRelevantHead })
      scheduler.start()
      heads.setLive(true)
      await advance(500)
      heads.emitHead('ours')
      await advance(100)
      expect(at).toEqual([])
      for (let block = 0; block < 3; block++) {
        await advance(1000)
        heads.emitHead('empty')
      }
      expect(at).toHaveLength(1)
      expect(at[0]).toBeLessThanOrEqual(2000)
      scheduler.stop()
    })

    it('after a failed read, reads on every head until one succeeds, then only for heads that may matter', async () => {
      const heads = fakeHeads()
      let reads = 0
      let isFailing = true
      const poll = () => {
        reads++
        return isFailing ? Promise.reject(new Error('down')) : Promise.resolve()
      }
      const isRelevantHead = (head: BlockHead) => head.logsBloom === 'ours'
      const scheduler = new PollScheduler({ poll, timing, heads: heads.source, isRelevantHead })
      scheduler.start()
      heads.setLive(true)
      await advance(2000)
      heads.emitHead('ours')
      await advance(100)
      expect(reads).toBe(1)
      for (let block = 0; block < 3; block++) {
        await advance(2000)
        heads.emitHead('empty')
      }
      await advance(100)
      expect(reads).toBe(4)
      isFailing = false
      await advance(2000)
      heads.emitHead('empty')
      await advance(100)
      expect(reads).toBe(5)
      for (let block = 0; block < 3; block++) {
        await advance(2000)
        heads.emitHead('empty')
      }
      await advance(100)
      expect(reads).toBe(5)
      scheduler.stop()
    })

    it('reads again after a read during which a head came, since that read may predate the head', async () => {
      const heads = fakeHeads()
      const finishes: (() => void)[] = []
      let reads = 0
      const poll = () => {
        reads++
        return new Promise<void>((resolve) => finishes.push(resolve))
      }
      const scheduler = new PollScheduler({ poll, timing, heads: heads.source })
      scheduler.start()
      heads.setLive(true)
      await advance(2000)
      heads.emitHead()
      await advance(0)
      expect(reads).toBe(1)
      heads.emitHead()
      await advance(0)
      expect(reads).toBe(1)
      finishes.shift()?.()
      await advance(0)
      expect(reads).toBe(2)
      finishes.shift()?.()
      scheduler.stop()
    })

    it('lets idle heads pass by per the back-off', async () => {
      const heads = fakeHeads()
      const { poll, at } = recorder()
      const scheduler = new PollScheduler({ poll, timing, heads: heads.source })
      scheduler.start()
      heads.setLive(true)
      scheduler.setAtNewest(false)
      for (let block = 0; block < 60; block++) {
        await advance(2000)
        heads.emitHead()
      }
      await advance(100)
      // 5 active reads in the first 10 s, then idle reads 2, 4, 8, 16, 30, 30 s apart over the next 110 s.
      expect(at.length).toBeLessThanOrEqual(12)
      expect(at.length).toBeGreaterThanOrEqual(9)
      scheduler.stop()
    })

    it('falls back to polling while the socket is down and follows heads again once it heals', async () => {
      const heads = fakeHeads()
      const { poll, at } = recorder()
      const scheduler = new PollScheduler({ poll, timing, heads: heads.source })
      scheduler.start()
      heads.setLive(true)
      await advance(2000)
      heads.emitHead()
      await advance(100)
      expect(at).toHaveLength(1)
      heads.setLive(false)
      expect(scheduler.isFollowingHeads()).toBe(false)
      await advance(6000)
      expect(at.length).toBeGreaterThanOrEqual(4) // one at once, then per block by timer
      const polled = at.length
      heads.setLive(true)
      await advance(10_000)
      expect(at).toHaveLength(polled) // back on heads: no timer reads
      heads.emitHead()
      await advance(100)
      expect(at).toHaveLength(polled + 1)
      scheduler.stop()
    })

    it('drops the subscription while hidden and takes it again when shown', async () => {
      const heads = fakeHeads()
      const scheduler = new PollScheduler({ poll: jest.fn(), timing, heads: heads.source })
      scheduler.start()
      expect(heads.isSubscribed()).toBe(true)
      scheduler.setVisible(false)
      expect(heads.isSubscribed()).toBe(false)
      scheduler.setVisible(true)
      expect(heads.isSubscribed()).toBe(true)
      scheduler.stop()
      expect(heads.isSubscribed()).toBe(false)
    })
  })
})
