import { yieldToBrowser } from '../../../lib/yieldToBrowser'
import type { ReadCall } from './callBatcher'
import { decodeAggregate3 } from './callBatcher'
import { withinMs } from '../../../lib/withinMs'

/**
 * What index.html's inline script leaves on the page (scripts/earlyReads.ts writes it): the chain reads of the landing
 * channel's first screen, sent as one Multicall3 `aggregate3` eth_call while the app's code is still downloading.
 */
export interface EarlyReads {
  /** The reads the request's `aggregate3` holds, in its order, each as `earlyReadKey(to, data)`. */
  reads: readonly string[]
  /** The parsed JSON-RPC answer. */
  response: Promise<unknown>
  /** `performance.now()` when the request left. */
  startedAt: number
}

declare global {
  interface Window {
    __earlyReads?: EarlyReads
  }
}

/** An early answer older than this is not used: the feed shows what the chain holds now, not at an old page load. */
export const EARLY_READS_MAX_AGE_MS = 15_000
/** How long a read waits for the early answer before it is sent on its own after all. */
export const EARLY_READS_WAIT_MS = 10_000

/** Gives the early answer of a read: its return data, or null (not among the early reads, failed: send it normally). */
export type EarlyReadLookup = (call: ReadCall) => Promise<string | null> | null

/**
 * How an early read is named: its address and call data, lower-cased. The page's script lists its reads so (built
 * with the request, scripts/earlyReads.ts): decoding the request's call data instead cost ~50 ms of a phone's CPU
 * while the first screen renders.
 */
export const earlyReadKey = (to: string, data: string): string => `${to.toLowerCase()}|${data.toLowerCase()}`

/** The page's list of early reads; [] when it is not a list of keys. */
const readsOf = (reads: unknown): string[] =>
  Array.isArray(reads) && reads.every((key) => typeof key === 'string') ? [...(reads as string[])] : []

/** The inner results of the early answer, or null when it is an error or not an `aggregate3` answer. */
async function resultsOf(response: Promise<unknown>, count: number): Promise<(string | null)[] | null> {
  try {
    const answer = (await response) as { result?: unknown }
    // The answer usually arrives before the app's code: decode it in a task of its own, not in the one that
    // encodes the first reads.
    await yieldToBrowser()
    if (typeof answer?.result !== 'string') return null
    const results = decodeAggregate3(answer.result)
    if (results.length !== count) return null
    return results.map((result) => (result.success ? result.returnData : null))
  } catch {
    return null
  }
}

/**
 * Serves reads from an early request (issue #8: the first messages wait for one round trip less). Each early read is
 * served once, to the first identical call (same address and call data), and only while the answer is fresh; anything
 * else, or an early read that failed, gets null and goes to the network as usual.
 */
export function createEarlyReadLookup(
  early: EarlyReads | undefined,
  now: () => number = () => performance.now(),
): EarlyReadLookup {
  if (!early) return () => null
  const waiting = new Map(readsOf(early.reads).map((key, index) => [key, index]))
  const results = resultsOf(early.response, waiting.size)
  return (call) => {
    if (now() - early.startedAt > EARLY_READS_MAX_AGE_MS) waiting.clear()
    const key = earlyReadKey(call.to, call.data)
    const index = waiting.get(key)
    if (index === undefined) return null
    waiting.delete(key)
    return withinMs(
      results.then((all) => all?.[index] ?? null),
      EARLY_READS_WAIT_MS,
    )
  }
}

/** The early reads index.html started on this page, taken off the page (only the app's one reader uses them). */
export function takeEarlyReads(): EarlyReadLookup {
  if (typeof window === 'undefined') return () => null
  const early = window.__earlyReads
  delete window.__earlyReads
  return createEarlyReadLookup(early)
}
