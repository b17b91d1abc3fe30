import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test'
import { RpcCounter, type RpcStats } from '../e2e/support/rpcCounter'
import { InjectedWallet } from '../e2e/support/wallet/injectedWallet'
import { installProbe, type ProbeState, type ReadyTarget } from './probe'
import { WALLET_LABEL, type Scenario, type StepName } from './scenarios'
import { waitForReturningVisitorCaches } from './returning'
import type { BenchStack } from './stack'
import {
  StorageCounter,
  jsBytes,
  readFcp,
  readResourceEntries,
  scriptFetches,
  type JsBytes,
  type ScriptFetch,
  type StorageStats,
  withoutPreloads,
} from './traffic'
import { applyThrottling, type Variant } from './variants'

const STATE = '__bench'
/**
 * tsx compiles the bench with esbuild's keepNames, which wraps named functions in `__name(...)`: page functions
 * serialized from here need that helper in the page too.
 */
export const NAME_HELPER = 'globalThis.__name ??= (target) => target'
const READY_BINDING = '__benchReady'
/** The heap is read this long after the navigation started (the reference was measured the same way). */
export const HEAP_AFTER_MS = 10_000
/**
 * How long a phone's reader of the home page is watched for code it should not fetch (issue #39: no wallet code in
 * the first 30 s for a reader who does not connect), from the navigation's start.
 */
export const IDLE_READER_MS = 30_000
/** The composer's text box: present once a connected user with a name can post. */
const COMPOSER_SELECTOR = 'textarea[aria-label="Your message"]'
/** The probe's timed selectors: the composer, and the feed once it shows the chain's page (not a last-seen one). */
const MARKS = { composer: COMPOSER_SELECTOR, freshFeed: '[data-testid="chat-feed"]:not([data-stale])' }

/** What one step of one run measured. Times in ms since the step began (navigation start, or the click). */
export interface StepResult {
  fcpMs: number | null
  readyMs: number | null
  /** Connected scenario: when the composer appeared (connected, with a name, on the right chain). */
  composerMs: number | null
  /**
   * When the feed first showed the chain's own page (ms since the navigation): after a reload it shows the page last
   * seen first (`data-stale`, src/features/chat/feed/useLastSeenPage.ts), so "ready" comes before this.
   */
  freshMs?: number | null
  jsBeforeFcp: JsBytes | null
  jsBeforeReady: JsBytes | null
  /** Connected scenario: JS fetched before the composer appeared (issue #18). */
  jsBeforeComposer?: JsBytes | null
  /** JS fetched during the step's whole window (10 s for a cold load). */
  jsWindow: JsBytes
  /** Every JS file fetched during the step's window, in arrival order. */
  scripts: ScriptFetch[]
  rpcUntilReady: RpcStats | null
  rpcWindow: RpcStats
  storageUntilReady: StorageStats | null
  storageWindow: StorageStats
  /** Requests the app sent to the user's wallet during the window (connected only): they cost the wallet's node. */
  walletRequests: Record<string, number> | null
  heapMb: number | null
  /** Reload: message bodies fetched again although the first load had them. */
  refetchedBodies: number | null
  pageErrors: string[]
}

export type RunResult = Partial<Record<StepName, StepResult>>

/** A promise resolved from outside, e.g. by the ready binding. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

export const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T | null> =>
  Promise.race([promise, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))])

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Counts what happens between a step's start and the moment the probe reports "ready": the ready binding snapshots
 * the RPC and storage counters the instant the page calls it.
 */
class ReadyWatch {
  private waiting = deferred<number>()
  rpcAtReady: RpcStats | null = null
  storageAtReady: StorageStats | null = null

  constructor(
    private readonly rpc: RpcCounter,
    private readonly storage: StorageCounter,
  ) {}

  /** Called by the page through the binding. */
  onReady(at: number): void {
    this.rpcAtReady = this.rpc.snapshot()
    this.storageAtReady = this.storage.snapshot()
    this.waiting.resolve(at)
  }

  /** Starts a new step: counters from zero, a fresh wait. */
  arm(): void {
    this.rpc.reset()
    this.storage.reset()
    this.rpcAtReady = null
    this.storageAtReady = null
    this.waiting = deferred<number>()
  }

  rpcNow(): RpcStats {
    return this.rpc.snapshot()
  }

  storageNow(): StorageStats {
    return this.storage.snapshot()
  }

  /** The ready time the page reported (ms since its navigation started), or null after `timeoutMs`. */
  wait(timeoutMs: number): Promise<number | null> {
    return withTimeout(this.waiting.promise, timeoutMs)
  }
}

/** Forces a full garbage collection, then reads the used JS heap of the page (MB, 10^6 bytes). */
async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return usedSize / 1e6
}

// Page functions are serialized: each one finds the probe by itself.
/** When the mark `mark` first matched (ms since navigation start), or null. */
const readMark = (page: Page, mark: keyof typeof MARKS) =>
  page.evaluate(({ name, key }) => (window as unknown as Record<string, ProbeState>)[name]?.markedAt[key] ?? null, {
    name: STATE,
    key: mark,
  })
/** Messages in the feed and how many are complete. */
const readFeedState = (page: Page) =>
  page.evaluate(
    (name) => (window as unknown as Record<string, ProbeState>)[name]?.feedState() ?? { count: 0, complete: 0 },
    STATE,
  )

function countMethods(wallet: InjectedWallet | null, fromIndex: number): Record<string, number> | null {
  if (!wallet) return null
  const counts: Record<string, number> = {}
  for (const { method } of wallet.requests.slice(fromIndex)) counts[method] = (counts[method] ?? 0) + 1
  return counts
}

interface RunContext {
  browser: Browser
  stack: BenchStack
  variant: Variant
  scenario: Scenario
}

/**
 * One cold run of a scenario in a fresh browser context (empty cache and storage): navigation → ready → the heap at
 * 10 s (the scripts fetched are read then too; on a phone's home page at IDLE_READER_MS); for the home scenario then
 * 'Load more' and a reload. Throttling (mobile) applies to every step.
 */
export async function coldRun({ browser, stack, variant, scenario }: RunContext): Promise<RunResult> {
  const context: BrowserContext = await browser.newContext({ ...variant.context, locale: 'en-US', timezoneId: 'UTC' })
  try {
    await context.addInitScript(NAME_HELPER)
    let wallet: InjectedWallet | null = null
    if (scenario.account) {
      wallet = await InjectedWallet.install(context, {
        rpcUrl: stack.rpcUrl,
        accounts: [scenario.account],
        authorized: true,
      })
      // A returning visitor: the app remembers the connector it reconnects with at startup (spec §3 'connected-with').
      await context.addInitScript((label) => {
        if (window.top === window && !localStorage.getItem('connected-with'))
          localStorage.setItem('connected-with', label)
      }, WALLET_LABEL)
    }
    let watch: ReadyWatch | null = null
    await context.exposeBinding(READY_BINDING, (_source, at: number) => watch?.onReady(at))
    await context.addInitScript(installProbe, {
      stateName: STATE,
      readyBinding: READY_BINDING,
      target: scenario.target,
      marks: MARKS,
    })
    const page = await context.newPage()
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    const cdp = await context.newCDPSession(page)
    await applyThrottling(cdp, variant)
    const rpc = new RpcCounter(page, stack.multicall3)
    const storage = new StorageCounter(page)
    const allBodies = new StorageCounter(page)
    watch = new ReadyWatch(rpc, storage)

    const result: RunResult = {}
    watch.arm()
    await page.goto(`${stack.appUrl}${scenario.path}`, { waitUntil: 'commit', timeout: variant.timeoutMs })
    const readyMs = await watch.wait(variant.timeoutMs)
    const timeOrigin = await page.evaluate(() => performance.timeOrigin)
    await sleep(Math.max(0, timeOrigin + HEAP_AFTER_MS - Date.now()))
    const rpcWindow = rpc.snapshot()
    const storageWindow = storage.snapshot()
    const walletRequests = countMethods(wallet, 0)
    const heap = await heapMb(cdp)
    const entries = await readResourceEntries(page)
    const isIdleReader = variant.name === 'mobile' && scenario.name === 'home'
    if (isIdleReader) await sleep(Math.max(0, timeOrigin + IDLE_READER_MS - Date.now()))
    const scriptEntries = isIdleReader ? await readResourceEntries(page) : entries
    const fcpMs = await readFcp(page)
    const composerMs = await readMark(page, 'composer')
    result[scenario.name] = {
      fcpMs,
      readyMs,
      composerMs: scenario.account ? composerMs : null,
      freshMs: await readMark(page, 'freshFeed'),
      jsBeforeFcp: fcpMs === null ? null : jsBytes(withoutPreloads(entries), fcpMs),
      jsBeforeReady: readyMs === null ? null : jsBytes(entries, readyMs),
      jsBeforeComposer: scenario.account && composerMs !== null ? jsBytes(entries, composerMs) : null,
      jsWindow: jsBytes(entries, Number.POSITIVE_INFINITY),
      scripts: scriptFetches(scriptEntries),
      rpcUntilReady: watch.rpcAtReady,
      rpcWindow,
      storageUntilReady: watch.storageAtReady,
      storageWindow,
      walletRequests,
      heapMb: heap,
      refetchedBodies: null,
      pageErrors: [...pageErrors],
    }
    if (scenario.withLoadMoreAndReload && readyMs !== null) {
      result['load-more'] = await loadMore(page, cdp, watch, variant)
      result.reload = await reload(page, cdp, watch, variant, allBodies.snapshot().bodyUrls)
      pageErrors.length = 0
    }
    return result
  } finally {
    await context.close()
  }
}

/** Ms the bench waits after a step's ready moment for its trailing reads (counted in the step's window). */
const SETTLE_MS = 2000

async function setTarget(page: Page, target: ReadyTarget): Promise<number> {
  return page.evaluate(
    ({ name, next }) => {
      ;(window as unknown as Record<string, ProbeState>)[name]?.watch(next)
      return performance.now()
    },
    { name: STATE, next: target },
  )
}

/** 'Load more' on the home feed: one more page, with names, pictures and bodies, from the click on. */
async function loadMore(page: Page, cdp: CDPSession, watch: ReadyWatch, variant: Variant): Promise<StepResult> {
  const { count } = await readFeedState(page)
  watch.arm()
  const startedAt = await setTarget(page, { kind: 'feed', minMessages: count + 1 })
  await page.getByTestId('load-more').click({ timeout: variant.timeoutMs })
  const readyAt = await watch.wait(variant.timeoutMs)
  await sleep(SETTLE_MS)
  return stepAfter(page, cdp, watch, startedAt, readyAt)
}

/** A reload of the same context: names, pictures and bodies should come from the persistent caches. */
async function reload(
  page: Page,
  cdp: CDPSession,
  watch: ReadyWatch,
  variant: Variant,
  seenBodies: string[],
): Promise<StepResult> {
  await waitForReturningVisitorCaches(page)
  watch.arm()
  const pageErrors: string[] = []
  const onError = (error: Error) => pageErrors.push(error.message)
  page.on('pageerror', onError)
  await page.reload({ waitUntil: 'commit', timeout: variant.timeoutMs })
  const readyAt = await watch.wait(variant.timeoutMs)
  await sleep(SETTLE_MS)
  const step = await stepAfter(page, cdp, watch, 0, readyAt)
  const seen = new Set(seenBodies)
  page.off('pageerror', onError)
  return {
    ...step,
    fcpMs: await readFcp(page),
    freshMs: await readMark(page, 'freshFeed'),
    refetchedBodies: step.storageWindow.bodyUrls.filter((url) => seen.has(url)).length,
    pageErrors,
  }
}

async function stepAfter(
  page: Page,
  cdp: CDPSession,
  watch: ReadyWatch,
  startedAt: number,
  readyAt: number | null,
): Promise<StepResult> {
  const entries = await readResourceEntries(page)
  return {
    fcpMs: null,
    readyMs: readyAt === null ? null : readyAt - startedAt,
    composerMs: null,
    jsBeforeFcp: null,
    jsBeforeReady: readyAt === null ? null : jsBytes(entries, readyAt, startedAt),
    jsWindow: jsBytes(entries, Number.POSITIVE_INFINITY, startedAt),
    scripts: scriptFetches(entries, startedAt),
    rpcUntilReady: watch.rpcAtReady,
    rpcWindow: watch.rpcNow(),
    storageUntilReady: watch.storageAtReady,
    storageWindow: watch.storageNow(),
    walletRequests: null,
    heapMb: await heapMb(cdp),
    refetchedBodies: null,
    pageErrors: [],
  }
}
