import type { BlockHead, HeadSource } from './newHeads'

/** Timing of the adaptive poll (all ms). */
export interface PollTiming {
  /** The chain's block time: the fastest the poll runs (one read per block). */
  blockTimeMs: number
  /** Longest wait between two reads while the reader is idle (the back-off's cap). */
  maxIdleMs: number
  /** Without input for this long, and away from the newest message, the reader counts as idle. */
  idleAfterMs: number
  /** With a live head subscription, a read still runs when no head came for this long (a stalled socket). */
  headSilenceMs: number
}

/** Issue #18: one read per 2 s block while active; idle backs off 2 -> 4 -> 8 -> 16 -> 30 s; idle after 10 s. */
export const defaultPollTiming = (blockTimeMs: number): PollTiming => ({
  blockTimeMs,
  maxIdleMs: 30_000,
  idleAfterMs: 10_000,
  headSilenceMs: 30_000,
})

export interface PollSchedulerOptions {
  /**
   * The read (the feed's message count); the next one is planned once it settles, so reads never overlap. A read that
   * rejects counts as failed: until one succeeds, every pushed head reads, relevant or not.
   */
  poll: () => unknown
  timing: PollTiming
  /** New block heads pushed by the RPC (eth_subscribe newHeads), when it offers them; polling on a timer otherwise. */
  heads?: HeadSource
  /**
   * Whether a pushed head may change what `poll` reads (e.g. its logs bloom may hold the watched contract's events);
   * a head it rules out is only noted as a sign of life, and reads nothing. Every head counts when absent.
   */
  isRelevantHead?: (head: BlockHead) => boolean
  now?: () => number
}

/**
 * When to read a feed's count (issue #18 "polite polling"), without React: once per block while the reader is
 * active, backing off exponentially (block time, x2 each read, up to maxIdleMs) while idle, nothing while the page is
 * hidden. Idle means no input for idleAfterMs AND the feed not at its newest message: a reader at the newest always
 * gets every block, so live updates stay live. Input, scrolling, focus or coming back to the newest resets the back-off
 * and reads within a block if the last read is older than that.
 *
 * With a head source the reads follow the pushed heads (one per head while active, idle ones as the back-off allows)
 * and no timer polls, except as a safety net after headSilenceMs without a head; while the source is down (socket
 * closed, failing) the timer takes over, and the heads take back over once it is live again.
 */
export class PollScheduler {
  private readonly poll: () => unknown
  private readonly timing: PollTiming
  private readonly heads: HeadSource | undefined
  private readonly isRelevantHead: (head: BlockHead) => boolean
  private readonly now: () => number
  private isVisible = true
  private isAtNewest = true
  private isRunning = false
  private isPolling = false
  private headsLive = false
  private stopHeads: (() => void) | null = null
  private lastInputAt: number
  private lastPollAt = Number.NEGATIVE_INFINITY
  private lastHeadAt = Number.NEGATIVE_INFINITY
  private headDuringPoll = false
  /** The last read rejected: what it should have seen is unknown, so the next head reads whatever its bloom says. */
  private lastPollFailed = false
  /** A head that may matter came since the last read began: a read is owed, at the due time at the latest. */
  private isReadOwed = false
  /** Earliest time of the next read, set when a read settles. */
  private dueAt = 0
  /** The wait after the next idle read; doubles per idle read, back to the block time on activity. */
  private idleDelayMs: number
  private timer: ReturnType<typeof setTimeout> | null = null

  constructor({ poll, timing, heads, isRelevantHead = () => true, now = Date.now }: PollSchedulerOptions) {
    this.poll = poll
    this.timing = timing
    this.heads = heads
    this.isRelevantHead = isRelevantHead
    this.now = now
    this.lastInputAt = now()
    this.idleDelayMs = timing.blockTimeMs
  }

  /** Starts polling: the first read a block from now (the query has just loaded its first answer by itself). */
  start(): void {
    if (this.isRunning) return
    this.isRunning = true
    this.dueAt = this.now() + this.timing.blockTimeMs
    this.resume()
  }

  /** Stops every timer and the head subscription. */
  stop(): void {
    this.isRunning = false
    this.pause()
  }

  /** The page was shown or hidden: hidden polls nothing and holds no socket; shown counts as input. */
  setVisible(isVisible: boolean): void {
    if (isVisible === this.isVisible) return
    this.isVisible = isVisible
    if (!isVisible) return this.pause()
    this.noteInput()
    this.resume()
  }

  /** Whether the feed's newest message is on screen; coming back to it counts as input. */
  setAtNewest(isAtNewest: boolean): void {
    if (isAtNewest === this.isAtNewest) return
    this.isAtNewest = isAtNewest
    if (isAtNewest) this.noteInput()
  }

  /** The reader did something (key, pointer, wheel, scroll, focus): the back-off starts over. */
  noteInput(): void {
    this.lastInputAt = this.now()
    if (this.idleDelayMs === this.timing.blockTimeMs) return
    this.idleDelayMs = this.timing.blockTimeMs
    // A reader back from idle gets a fresh count within a block, not at the end of a long back-off.
    this.dueAt = Math.min(this.dueAt, this.lastPollAt + this.timing.blockTimeMs)
    this.plan()
  }

  /** True while the reader counts as idle (away from the newest and without input for idleAfterMs). */
  isIdle(): boolean {
    return !this.isAtNewest && this.now() - this.lastInputAt >= this.timing.idleAfterMs
  }

  /** True while reads follow a live head subscription. */
  isFollowingHeads(): boolean {
    return this.headsLive
  }

  private get isActive(): boolean {
    return this.isRunning && this.isVisible
  }

  private resume(): void {
    if (!this.isActive) return
    if (this.heads && !this.stopHeads) {
      this.stopHeads = this.heads.subscribe(
        (head) => this.onPushedHead(head),
        (isLive) => this.onHeadsLive(isLive),
      )
    }
    this.plan()
  }

  private pause(): void {
    this.clearTimer()
    this.stopHeads?.()
    this.stopHeads = null
    this.headsLive = false
  }

  private onHeadsLive(isLive: boolean): void {
    this.headsLive = isLive
    if (isLive) this.lastHeadAt = this.now()
    this.plan()
  }

  /**
   * A pushed head: read for it if it may matter (at once, or when due if a read has just run: it is owed until then);
   * else only the socket is known alive (the silence net waits).
   */
  private onPushedHead(head: BlockHead): void {
    if (this.isRelevantHead(head)) this.isReadOwed = true
    if (this.lastPollFailed || this.isReadOwed) return this.onHead()
    this.lastHeadAt = this.now()
    this.plan()
  }

  private onHead(): void {
    this.lastHeadAt = this.now()
    // A head during a read may be newer than what that read saw: it is handled once the read is done.
    if (this.isPolling) {
      this.headDuringPoll = true
      return
    }
    // Heads arrive about once a block; half a block of slack keeps a read on every head while active.
    if (this.now() >= this.dueAt - this.timing.blockTimeMs / 2) this.runPoll()
    else this.plan()
  }

  /** Sets the one timer: the due time without heads; with live heads only the silence safety net. */
  private plan(): void {
    this.clearTimer()
    if (!this.isActive || this.isPolling) return
    const quietSince = Math.max(this.lastHeadAt, this.lastPollAt)
    const waitsForHead = this.headsLive && !this.isReadOwed
    const at = waitsForHead ? Math.max(this.dueAt, quietSince + this.timing.headSilenceMs) : this.dueAt
    this.timer = setTimeout(() => this.runPoll(), Math.max(0, at - this.now()))
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer)
    this.timer = null
  }

  private runPoll(): void {
    if (!this.isActive || this.isPolling) return
    this.clearTimer()
    this.isPolling = true
    this.isReadOwed = false
    this.lastPollAt = this.now()
    const settle = (isOk: boolean) => {
      this.isPolling = false
      this.lastPollFailed = !isOk
      this.dueAt = this.lastPollAt + this.nextDelay()
      if (this.headDuringPoll && this.headsLive) {
        this.headDuringPoll = false
        this.onHead()
      } else {
        this.headDuringPoll = false
        this.plan()
      }
    }
    Promise.resolve()
      .then(() => this.poll())
      .then(
        () => settle(true),
        () => settle(false),
      )
  }

  /** The wait after the read just made: a block (or the next head) while active, the growing back-off while idle. */
  private nextDelay(): number {
    if (!this.isIdle()) {
      this.idleDelayMs = this.timing.blockTimeMs
      return this.headsLive ? 0 : this.timing.blockTimeMs
    }
    const delay = this.idleDelayMs
    this.idleDelayMs = Math.min(this.timing.maxIdleMs, this.idleDelayMs * 2)
    return delay
  }
}
