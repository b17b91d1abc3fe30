import { yieldToBrowser } from '../../../lib/yieldToBrowser'
import { MULTICALL3_ABI } from '../abis'
import { abiInterface } from '../abiInterface'
import type { Aggregate3Result, ReadCall } from './callBatcher'
import { withinMs } from '../../../lib/withinMs'

/**
 * What index.html's inline script leaves on the page (scripts/earlyReads.ts writes it): the chain reads of the landing
 * channel's first screen, sent as one Multicall3 `aggregate3` eth_call while the app's code is still downloading.
 */
export interface EarlyReads {
  /** The JSON-RPC request body that was sent (its `aggregate3` call data names the reads). */
  request: string
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

interface Aggregate3Call {
  target: string
  callData: string
}

const keyOf = (to: string, data: string) => `${to.toLowerCase()}|${data.toLowerCase()}`

/** The reads of an early `aggregate3` request body, in order; [] when the body is not one. */
function readsOf(request: string): string[] {
  try {
    const body = JSON.parse(request) as { params?: [{ data?: string }] }
    const [calls] = abiInterface(MULTICALL3_ABI).decodeFunctionData(
      'aggregate3',
      body.params?.[0]?.data ?? '',
    ) as unknown as [Aggregate3Call[]]
    return calls.map((call) => keyOf(call.target, call.callData))
  } catch {
    return []
  }
}

/** The inner results of the early answer, or null when it is an error or not an `aggregate3` answer. */
async function resultsOf(response: Promise<unknown>, count: number): Promise<(string | null)[] | null> {
  try {
    const answer = (await response) as { result?: unknown }
    // The answer usually arrives before the app's code: decode it in a task of its own, not in the one that
    // encodes the first reads.
    await yieldToBrowser()
    if (typeof answer?.result !== 'string') return null
    const [results] = abiInterface(MULTICALL3_ABI).decodeFunctionResult('aggregate3', answer.result) as unknown as [
      Aggregate3Result[],
    ]
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
  const waiting = new Map(readsOf(early.request).map((key, index) => [key, index]))
  const results = resultsOf(early.response, waiting.size)
  return (call) => {
    if (now() - early.startedAt > EARLY_READS_MAX_AGE_MS) waiting.clear()
    const key = keyOf(call.to, call.data)
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
