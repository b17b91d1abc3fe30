import { notifyChainRecovered } from './chainRecovery'

/**
 * Whether the site's RPC can be reached, as the reads see it (issue #19): fed by the resilient JSON-RPC client (a
 * read that failed for a transient reason after its retries marks the chain unreachable; any answer marks it
 * reachable). While unreachable it probes with backoff, so it notices recovery even when nothing else reads, and tells
 * its listeners, who refetch what failed (through chainRecovery.ts) and hide the banner.
 */
export interface ChainHealthSnapshot {
  isReachable: boolean
  /** Reads that failed in a row (after their retries) since the last answer. */
  failures: number
}

export interface ChainHealth {
  getSnapshot(): ChainHealthSnapshot
  /** Calls `listener` on every change of the snapshot; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  /** Calls `listener` each time the chain becomes reachable again after being unreachable. */
  onRecovered(listener: () => void): () => void
  /** The node answered (a result or a non-transient error). */
  reportSuccess(): void
  /** A read failed for a transient reason after its retries. */
  reportFailure(): void
  /** How to probe the RPC while it is unreachable (one cheap request, no retries). */
  setProbe(probe: (() => Promise<unknown>) | null): void
}

export interface ChainHealthOptions {
  /** First probe delay after the chain became unreachable (ms); doubles up to `maxProbeDelayMs`. */
  firstProbeDelayMs?: number
  maxProbeDelayMs?: number
  /** The probe delay starts over only after the chain stayed reachable this long (ms), so a flapping RPC is not
   * probed every second. */
  calmAfterMs?: number
  now?: () => number
  setTimer?: (run: () => void, ms: number) => unknown
  clearTimer?: (timer: unknown) => void
}

/** A chain health tracker (the app uses the shared `chainHealth`; tests make their own). */
export function createChainHealth({
  firstProbeDelayMs = 1_000,
  maxProbeDelayMs = 8_000,
  calmAfterMs = 60_000,
  now = Date.now,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: ChainHealthOptions = {}): ChainHealth {
  let snapshot: ChainHealthSnapshot = { isReachable: true, failures: 0 }
  const listeners = new Set<() => void>()
  const recoveryListeners = new Set<() => void>()
  let probe: (() => Promise<unknown>) | null = null
  let probeTimer: unknown = null
  let probeDelayMs = firstProbeDelayMs
  let recoveredAt = Number.NEGATIVE_INFINITY

  const publish = (next: ChainHealthSnapshot) => {
    snapshot = next
    listeners.forEach((listener) => listener())
  }

  function stopProbing(): void {
    if (probeTimer !== null) clearTimer(probeTimer)
    probeTimer = null
  }

  function scheduleProbe(): void {
    if (probeTimer !== null || !probe || snapshot.isReachable) return
    const delay = probeDelayMs
    probeDelayMs = Math.min(probeDelayMs * 2, maxProbeDelayMs)
    probeTimer = setTimer(() => {
      probeTimer = null
      const current = probe
      if (!current || snapshot.isReachable) return
      // The probe's outcome reaches reportSuccess/reportFailure through the client that sends it.
      current().then(
        () => health.reportSuccess(),
        () => {
          if (!snapshot.isReachable) scheduleProbe()
        },
      )
    }, delay)
  }

  const health: ChainHealth = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onRecovered(listener) {
      recoveryListeners.add(listener)
      return () => recoveryListeners.delete(listener)
    },
    reportSuccess() {
      if (snapshot.isReachable && snapshot.failures === 0) return
      const wasReachable = snapshot.isReachable
      stopProbing()
      publish({ isReachable: true, failures: 0 })
      if (!wasReachable) {
        recoveredAt = now()
        recoveryListeners.forEach((listener) => listener())
      }
    },
    reportFailure() {
      if (snapshot.isReachable && now() - recoveredAt >= calmAfterMs) probeDelayMs = firstProbeDelayMs
      publish({ isReachable: false, failures: snapshot.failures + 1 })
      scheduleProbe()
    },
    setProbe(next) {
      probe = next
      scheduleProbe()
    },
  }
  return health
}

/** The app's one chain health, fed by the light reader's JSON-RPC client; its recoveries reach the store. */
export const chainHealth = createChainHealth()
chainHealth.onRecovered(notifyChainRecovered)
