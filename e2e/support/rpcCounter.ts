import type { Page, Request, TestInfo } from '@playwright/test'
import { Interface } from 'ethers'

const MULTICALL3 = new Interface([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
])
const AGGREGATE3_SELECTOR = MULTICALL3.getFunction('aggregate3')?.selector ?? ''

/** What the page asked the devnet RPC, counted since the last `reset()`. */
export interface RpcStats {
  /** HTTP requests to the RPC path. */
  httpRequests: number
  /** JSON-RPC calls inside them (a batch of n counts n). */
  jsonRpcCalls: number
  /** JSON-RPC calls by method. */
  byMethod: Record<string, number>
  /** eth_call requests, a Multicall3 batch counting as one. */
  ethCalls: number
  /** eth_calls that were Multicall3 `aggregate3` batches. */
  multicallBatches: number
  /** Contract reads inside those batches. */
  multicallInnerCalls: number
  /** Contract reads in all: plain eth_calls plus every call inside a batch. */
  contractReads: number
}

interface JsonRpcMessage {
  method?: string
  params?: unknown[]
}

const emptyStats = (): RpcStats => ({
  httpRequests: 0,
  jsonRpcCalls: 0,
  byMethod: {},
  ethCalls: 0,
  multicallBatches: 0,
  multicallInnerCalls: 0,
  contractReads: 0,
})

/**
 * Counts the app's requests to the devnet RPC for one page (the `rpc` fixture): HTTP requests, the JSON-RPC calls in
 * them (batches unpacked) and the contract reads inside Multicall3 batches. The test wallet's own reads go from Node
 * to the node and are not counted: this is what the app costs the site's RPC.
 */
export class RpcCounter {
  private stats = emptyStats()
  private ignoredSelectors: string[] = []
  private pending = 0
  private lastActivity = Date.now()

  constructor(
    page: Page,
    private readonly multicallAddress: string,
    private readonly rpcPath = '/devnet/rpc',
  ) {
    page.on('request', (request) => this.onRequest(request))
    const settle = (request: Request) => {
      if (!this.isRpc(request)) return
      this.pending = Math.max(0, this.pending - 1)
      this.lastActivity = Date.now()
    }
    page.on('requestfinished', settle)
    page.on('requestfailed', settle)
  }

  /**
   * Leaves out of the counts every request made only of contract reads with one of these 4-byte selectors (plain
   * eth_calls, or Multicall3 batches of only such reads): e.g. the feed's per-block count poll, which may fall into
   * any measured window and is not what a test of 'Load more' measures. Such requests still count as RPC traffic for
   * `waitForQuiet`. Reads of these selectors batched with others are counted as usual.
   */
  ignoreReadsOf(selectors: readonly string[]): void {
    this.ignoredSelectors = selectors.map((selector) => selector.toLowerCase())
  }

  /** Starts counting from zero (e.g. right before the action being measured). */
  reset(): void {
    this.stats = emptyStats()
  }

  /** A copy of the counts so far. */
  snapshot(): RpcStats {
    return { ...this.stats, byMethod: { ...this.stats.byMethod } }
  }

  /**
   * Resolves once no RPC request has been in flight for `quietMs` (default 500 ms), i.e. the page has finished
   * loading its data; rejects after `timeoutMs` (default 15 s).
   */
  async waitForQuiet({
    quietMs = 500,
    timeoutMs = 15_000,
  }: { quietMs?: number; timeoutMs?: number } = {}): Promise<void> {
    const deadline = Date.now() + timeoutMs
    while (this.pending > 0 || Date.now() - this.lastActivity < quietMs) {
      if (Date.now() > deadline)
        throw new Error(`RPC traffic did not settle within ${timeoutMs} ms (${this.pending} in flight)`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  /**
   * Records the counts under `label` in the test report: a JSON attachment `rpc-<label>.json`, an annotation `rpc`
   * with a one-line summary (in the JSON report), and the same line on the test's output. Returns the counts.
   */
  async report(testInfo: TestInfo, label: string): Promise<RpcStats> {
    const stats = this.snapshot()
    const line = `${label}: ${RpcCounter.summary(stats)}`
    await testInfo.attach(`rpc-${label}.json`, {
      body: JSON.stringify(stats, null, 2),
      contentType: 'application/json',
    })
    testInfo.annotations.push({ type: 'rpc', description: line })
    console.log(`[rpc] ${line}`)
    return stats
  }

  /** One line: 'HTTP requests: 2, JSON-RPC calls: 2, eth_calls: 2 (Multicall3 batches: 2 with 11 reads), contract reads: 11'. */
  static summary(stats: RpcStats): string {
    return (
      `HTTP requests: ${stats.httpRequests}, JSON-RPC calls: ${stats.jsonRpcCalls}, eth_calls: ${stats.ethCalls} ` +
      `(Multicall3 batches: ${stats.multicallBatches} with ${stats.multicallInnerCalls} reads), contract reads: ${stats.contractReads}`
    )
  }

  private isRpc(request: Request): boolean {
    if (request.method() !== 'POST') return false
    const { pathname } = new URL(request.url())
    return pathname === this.rpcPath || pathname.startsWith(`${this.rpcPath}/`)
  }

  private onRequest(request: Request): void {
    if (!this.isRpc(request)) return
    this.pending += 1
    this.lastActivity = Date.now()
    this.stats.httpRequests += 1
    let body: unknown
    try {
      body = JSON.parse(request.postData() ?? 'null')
    } catch {
      return
    }
    const messages = (Array.isArray(body) ? body : [body]) as JsonRpcMessage[]
    if (this.isIgnored(messages)) {
      this.stats.httpRequests -= 1
      return
    }
    for (const message of messages) this.count(message)
  }

  /** True when every message is an eth_call whose reads all have an ignored selector. */
  private isIgnored(messages: JsonRpcMessage[]): boolean {
    if (this.ignoredSelectors.length === 0 || messages.length === 0) return false
    return messages.every(({ method, params }) => {
      if (method !== 'eth_call') return false
      const reads = this.readsOf(params?.[0])
      return reads.length > 0 && reads.every((data) => this.ignoredSelectors.includes(data.slice(0, 10).toLowerCase()))
    })
  }

  /** The call data of each contract read in `tx`: its inner calls when it is a Multicall3 batch. */
  private readsOf(tx: unknown): string[] {
    const { data, input } = (tx ?? {}) as { data?: string; input?: string }
    const callData = data ?? input ?? ''
    if (this.multicallSize(tx) === null) return [callData]
    const [calls] = MULTICALL3.decodeFunctionData('aggregate3', callData) as unknown as [{ callData: string }[]]
    return calls.map((call) => call.callData)
  }

  private count({ method, params }: JsonRpcMessage): void {
    if (typeof method !== 'string') return
    this.stats.jsonRpcCalls += 1
    this.stats.byMethod[method] = (this.stats.byMethod[method] ?? 0) + 1
    if (method !== 'eth_call') return
    this.stats.ethCalls += 1
    const inner = this.multicallSize(params?.[0])
    if (inner === null) {
      this.stats.contractReads += 1
      return
    }
    this.stats.multicallBatches += 1
    this.stats.multicallInnerCalls += inner
    this.stats.contractReads += inner
  }

  /** Number of calls in an aggregate3 to the Multicall3 address, or null when `tx` is not one. */
  private multicallSize(tx: unknown): number | null {
    const { to, data, input } = (tx ?? {}) as { to?: string; data?: string; input?: string }
    const callData = data ?? input
    if (to?.toLowerCase() !== this.multicallAddress.toLowerCase() || !callData?.startsWith(AGGREGATE3_SELECTOR))
      return null
    try {
      const [calls] = MULTICALL3.decodeFunctionData('aggregate3', callData) as unknown as [unknown[]]
      return calls.length
    } catch {
      return null
    }
  }
}
