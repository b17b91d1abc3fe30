import type { ChunkMap } from './chunks'
import { IDLE_READER_MS, type RunResult } from './coldRun'
import { BLOCK_TIME_MS, type PollingResult } from './polling'
import type { Spread, VariantSummary } from './report'
import { readyBudgets } from './returning'
import type { StepName } from './scenarios'
import type { Variant } from './variants'
import { DIALOG_BUDGET_MS, type DialogTiming } from './walletTiming'

/** One budget of issue #8, checked against the medians (sizes, heap) or the worst run (request counts). */
export interface BudgetResult {
  name: string
  limit: string
  actual: string
  pass: boolean
}

/** Code that must load on demand, never with the home page of a visitor who is not connected. */
const ON_DEMAND_PACKAGES = [/^@web3-onboard\//, /^@walletconnect\//, /^@reown\//, /^@farcaster\//]

export const BUDGETS = {
  /** KB (1000 bytes) of gzip JS fetched before the first contentful paint of '/'. */
  jsBeforeFirstPaintKb: 130,
  /** KB of gzip JS fetched before the first 10 messages show with names and pictures. */
  jsBeforeMessagesKb: 260,
  /** KB of gzip JS fetched before a returning connected visitor's composer shows (issue #18: no web3-onboard). */
  jsBeforeComposerKb: 260,
  /** RPC HTTP requests for a page of 10 messages with their authors' names and pictures. */
  rpcPerPage: 3,
  /** JS heap on '/' 10 s after the navigation started (MB, 10^6 bytes, after a GC). */
  heapMb: 10,
  /** Issue #18, bench/feedScroll.ts: scrolling back through 1,000 messages (MB after GC; elements in the document). */
  feedScrollHeapMb: 10,
  feedScrollDomElements: 600,
} as const

const worst = (value: Spread | null | undefined) => value?.max
const median = (value: Spread | null | undefined) => value?.median

function check(
  results: BudgetResult[],
  name: string,
  actual: number | undefined,
  limit: number,
  unit: string,
  digits = 0,
): void {
  results.push({
    name,
    limit: `≤ ${limit}${unit}`,
    actual: actual === undefined ? 'not measured' : `${actual.toFixed(digits)}${unit}`,
    pass: actual !== undefined && actual <= limit,
  })
}

/** Packages or screens the home page of a disconnected visitor fetched that should have waited (one entry per file). */
export function eagerFiles(runs: readonly RunResult[], chunkMap: ChunkMap | null, step: StepName = 'home'): string[] {
  const files = new Set(runs.flatMap((run) => run[step]?.scripts.map((script) => script.file) ?? []))
  const found: string[] = []
  for (const file of files) {
    if (/^page-/.test(file) && !/^page-home\./.test(file)) found.push(`${file} (another screen)`)
    const packages = chunkMap?.packages[file] ?? []
    const onDemand = packages.filter((name) => ON_DEMAND_PACKAGES.some((pattern) => pattern.test(name)))
    if (onDemand.length > 0) found.push(`${file} (${onDemand.join(', ')})`)
  }
  return found
}

/**
 * The budgets of issue #8: JS before first paint and before the first messages, what loads on demand, requests per
 * page of messages, bodies never fetched twice, polling, and the heap. Counts are checked on the worst run (they must
 * hold every time); sizes, times and the heap on the median.
 */
export function checkBudgets({
  summaries,
  variants,
  runs,
  chunkMap,
  polling,
  dialog = [],
}: {
  summaries: Partial<Record<Variant['name'], VariantSummary>>
  variants: readonly Variant[]
  runs: Partial<Record<Variant['name'], RunResult[]>>
  chunkMap: ChunkMap | null
  polling: readonly PollingResult[]
  dialog?: readonly DialogTiming[]
}): BudgetResult[] {
  const results: BudgetResult[] = []
  for (const variant of variants) {
    const summary = summaries[variant.name]
    const home = summary?.home
    const loadMore = summary?.['load-more']
    const reload = summary?.reload
    const tag = `[${variant.name}]`
    check(
      results,
      `${tag} JS before first paint on / (gzip)`,
      median(home?.['js.fcp.gzip']),
      BUDGETS.jsBeforeFirstPaintKb,
      ' KB',
      1,
    )
    check(
      results,
      `${tag} JS before 10 messages show on / (gzip)`,
      median(home?.['js.ready.gzip']),
      BUDGETS.jsBeforeMessagesKb,
      ' KB',
      1,
    )
    if (summary?.['home-connected'])
      check(
        results,
        `${tag} JS before the composer shows, returning connected visitor (gzip)`,
        median(summary['home-connected']['js.composer.gzip']),
        BUDGETS.jsBeforeComposerKb,
        ' KB',
        1,
      )
    const dialogTiming = dialog.find((timing) => timing.variant === variant.name)
    if (dialogTiming)
      check(
        results,
        `${tag} connect dialog, click to visible (warm cache, prepared)`,
        dialogTiming.preparedMs ?? undefined,
        DIALOG_BUDGET_MS,
        ' ms',
      )
    check(
      results,
      `${tag} RPC requests for the first 10 messages (worst run)`,
      worst(home?.['rpc.ready.http']),
      BUDGETS.rpcPerPage,
      '',
    )
    check(
      results,
      `${tag} RPC requests for 'Load more' (worst run)`,
      worst(loadMore?.['rpc.ready.http']),
      BUDGETS.rpcPerPage,
      '',
    )
    const messages = 10
    check(
      results,
      `${tag} body GETs for the first page (worst run)`,
      worst(home?.['storage.window.bodies']),
      messages,
      '',
    )
    check(
      results,
      `${tag} body GETs for 'Load more' (worst run)`,
      worst(loadMore?.['storage.window.bodies']),
      messages,
      '',
    )
    check(results, `${tag} bodies fetched again on reload (worst run)`, worst(reload?.refetched), 0, '')
    check(results, `${tag} JS heap 10 s after loading / (after GC)`, median(home?.heap), BUDGETS.heapMb, ' MB', 1)
    const variantRuns = runs[variant.name] ?? []
    if (variantRuns.length > 0) {
      const eager = eagerFiles(variantRuns, chunkMap)
      results.push({
        name: `${tag} wallet, WalletConnect, Farcaster SDK and other screens stay off / (disconnected${
          variant.name === 'mobile' ? `, first ${IDLE_READER_MS / 1000} s` : ''
        })`,
        limit: 'none fetched',
        actual: chunkMap
          ? eager.length === 0
            ? 'none fetched'
            : eager.join('; ')
          : 'unknown: dist/ reused without its package map',
        pass: chunkMap !== null && eager.length === 0,
      })
    }
  }
  for (const pass of polling) {
    // Issue #18: one read per block at most while active; an idle tab clearly less; a hidden one nothing. Issue #41:
    // following pushed heads, a reader at the newest message reads only for blocks whose logs bloom may hold a chat
    // channel's event, so on a chain where nobody posts the tab reads next to nothing.
    const maxActive = Math.floor(pass.activeMs / BLOCK_TIME_MS) + 1
    const label = `[polling, ${pass.transport === 'heads' ? 'WebSocket heads' : 'HTTP'}]`
    if (pass.transport === 'heads') {
      check(
        results,
        `${label} RPC requests per minute at the newest message, nobody posting`,
        pass.activePerMinute,
        2,
        '',
      )
    } else {
      check(
        results,
        `${label} RPC requests in ${Math.round(pass.activeMs / 1000)} s active (one per ${BLOCK_TIME_MS / 1000} s block)`,
        pass.activeRpc,
        maxActive,
        '',
      )
    }
    check(results, `${label} RPC requests per minute idle (scrolled away, no input)`, pass.idlePerMinute, 4, '')
    check(results, `${label} RPC requests in ${Math.round(pass.hiddenMs / 1000)} s, tab hidden`, pass.hiddenRpc, 0, '')
  }
  results.push(...readyBudgets(summaries, variants))
  return results
}

const verdict = (result: BudgetResult) => (result.pass ? 'PASS' : 'FAIL')

export function formatBudgets(results: readonly BudgetResult[]): string {
  const width = Math.max(...results.map((result) => result.name.length))
  return results
    .map((result) => `${verdict(result)}  ${result.name.padEnd(width)}  ${result.limit.padEnd(14)} ${result.actual}`)
    .join('\n')
}
