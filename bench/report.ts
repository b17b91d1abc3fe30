import type { RunResult, StepResult } from './coldRun'
import { STEP_NAMES, STEP_TITLES, type StepName } from './scenarios'
import type { Variant } from './variants'

/** Median, minimum and maximum of a metric over the runs that measured it. */
export interface Spread {
  median: number
  min: number
  max: number
  runs: number
}

type Unit = 'ms' | 'KB' | 'MB' | 'count'

/** One row of the table: how to read it from a step. Bytes are shown in KB of 1000 bytes (as DevTools shows them). */
export interface MetricDef {
  key: string
  label: string
  unit: Unit
  read: (step: StepResult) => number | null | undefined
}

const kb = (bytes: number | undefined) => (bytes === undefined ? undefined : bytes / 1000)

export const METRICS: readonly MetricDef[] = [
  { key: 'js.fcp.files', label: 'JS files before first paint', unit: 'count', read: (s) => s.jsBeforeFcp?.files },
  { key: 'js.fcp.raw', label: 'JS before first paint, raw', unit: 'KB', read: (s) => kb(s.jsBeforeFcp?.rawBytes) },
  { key: 'js.fcp.gzip', label: 'JS before first paint, gzip', unit: 'KB', read: (s) => kb(s.jsBeforeFcp?.gzipBytes) },
  { key: 'js.ready.files', label: 'JS files before ready', unit: 'count', read: (s) => s.jsBeforeReady?.files },
  { key: 'js.ready.raw', label: 'JS before ready, raw', unit: 'KB', read: (s) => kb(s.jsBeforeReady?.rawBytes) },
  { key: 'js.ready.gzip', label: 'JS before ready, gzip', unit: 'KB', read: (s) => kb(s.jsBeforeReady?.gzipBytes) },
  {
    key: 'js.ready.wire',
    label: 'JS before ready, on the wire (br)',
    unit: 'KB',
    read: (s) => kb(s.jsBeforeReady?.wireBytes),
  },
  {
    key: 'js.composer.gzip',
    label: 'JS before the composer, gzip',
    unit: 'KB',
    read: (s) => kb(s.jsBeforeComposer?.gzipBytes),
  },
  { key: 'js.window.gzip', label: 'JS in the whole window, gzip', unit: 'KB', read: (s) => kb(s.jsWindow.gzipBytes) },
  { key: 'fcp', label: 'First contentful paint', unit: 'ms', read: (s) => s.fcpMs },
  { key: 'ready', label: 'Ready (10 msgs + names + pictures)', unit: 'ms', read: (s) => s.readyMs },
  { key: 'composer', label: 'Composer shown (connected)', unit: 'ms', read: (s) => s.composerMs },
  { key: 'fresh', label: "Chain's page shown (reload: after the last-seen one)", unit: 'ms', read: (s) => s.freshMs },
  {
    key: 'rpc.ready.http',
    label: 'RPC HTTP requests until ready',
    unit: 'count',
    read: (s) => s.rpcUntilReady?.httpRequests,
  },
  { key: 'rpc.ready.ethCalls', label: '  eth_calls in them', unit: 'count', read: (s) => s.rpcUntilReady?.ethCalls },
  {
    key: 'rpc.ready.inner',
    label: '  multicall inner calls',
    unit: 'count',
    read: (s) => s.rpcUntilReady?.multicallInnerCalls,
  },
  {
    key: 'rpc.window.http',
    label: 'RPC HTTP requests in the window',
    unit: 'count',
    read: (s) => s.rpcWindow.httpRequests,
  },
  { key: 'rpc.window.ethCalls', label: '  eth_calls in them', unit: 'count', read: (s) => s.rpcWindow.ethCalls },
  {
    key: 'rpc.window.inner',
    label: '  multicall inner calls',
    unit: 'count',
    read: (s) => s.rpcWindow.multicallInnerCalls,
  },
  {
    key: 'storage.ready.bodies',
    label: 'Storage GETs until ready: bodies',
    unit: 'count',
    read: (s) => s.storageUntilReady?.bodyGets,
  },
  { key: 'storage.ready.images', label: '  pictures', unit: 'count', read: (s) => s.storageUntilReady?.imageGets },
  {
    key: 'storage.ready.other',
    label: '  other (upload wallet balance)',
    unit: 'count',
    read: (s) => s.storageUntilReady?.otherGets,
  },
  {
    key: 'storage.ready.heads',
    label: '  picture checks (HEAD)',
    unit: 'count',
    read: (s) => s.storageUntilReady?.heads,
  },
  {
    key: 'storage.window.bodies',
    label: 'Storage GETs in the window: bodies',
    unit: 'count',
    read: (s) => s.storageWindow.bodyGets,
  },
  { key: 'storage.window.images', label: '  pictures', unit: 'count', read: (s) => s.storageWindow.imageGets },
  {
    key: 'storage.window.other',
    label: '  other (upload wallet balance)',
    unit: 'count',
    read: (s) => s.storageWindow.otherGets,
  },
  { key: 'storage.window.heads', label: '  picture checks (HEAD)', unit: 'count', read: (s) => s.storageWindow.heads },
  { key: 'refetched', label: 'Bodies fetched again', unit: 'count', read: (s) => s.refetchedBodies },
  {
    key: 'wallet',
    label: 'Requests to the wallet in the window',
    unit: 'count',
    read: (s) => (s.walletRequests ? Object.values(s.walletRequests).reduce((sum, n) => sum + n, 0) : null),
  },
  { key: 'heap', label: 'JS heap (after GC)', unit: 'MB', read: (s) => s.heapMb },
]

/** Metric key → its spread, for one step of one variant (null where no run measured it). */
export type StepSummary = Record<string, Spread | null>
export type VariantSummary = Partial<Record<StepName, StepSummary>>

export function spread(values: readonly number[]): Spread | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
  return { median, min: sorted[0] as number, max: sorted[sorted.length - 1] as number, runs: values.length }
}

/** Medians and ranges of every metric of every step over the runs. */
export function summarize(runs: readonly RunResult[]): VariantSummary {
  const summary: VariantSummary = {}
  for (const step of STEP_NAMES) {
    const results = runs.map((run) => run[step]).filter((result): result is StepResult => result !== undefined)
    if (results.length === 0) continue
    summary[step] = Object.fromEntries(
      METRICS.map((metric) => {
        const values = results
          .map(metric.read)
          .filter((value): value is number => typeof value === 'number' && Number.isFinite(value))
        return [metric.key, spread(values)]
      }),
    )
  }
  return summary
}

function formatValue(value: number, unit: Unit): string {
  if (unit === 'ms') return String(Math.round(value))
  if (unit === 'KB' || unit === 'MB') return value.toFixed(1)
  return Number.isInteger(value) ? String(value) : value.toFixed(1)
}

/** '123 (110–140)', or '123' when every run agreed, or '–' when nothing was measured. */
export function formatSpread(value: Spread | null | undefined, unit: Unit): string {
  if (!value) return '–'
  const median = formatValue(value.median, unit)
  if (value.min === value.max) return median
  return `${median} (${formatValue(value.min, unit)}–${formatValue(value.max, unit)})`
}

/** A plain-text table: one row per metric, one column per step; rows nobody measured are left out. */
export function formatTable(variant: Variant, summary: VariantSummary): string {
  const steps = STEP_NAMES.filter((step) => summary[step])
  const header = ['', ...steps.map((step) => STEP_TITLES[step])]
  const rows: string[][] = []
  for (const metric of METRICS) {
    const cells = steps.map((step) => formatSpread(summary[step]?.[metric.key], metric.unit))
    if (cells.every((cell) => cell === '–')) continue
    rows.push([`${metric.label}${metric.unit === 'count' ? '' : ` (${metric.unit})`}`, ...cells])
  }
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)))
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
  const throttling = variant.network
    ? `CPU ${variant.cpuSlowdown}× slower, network ${variant.network.latencyMs} ms latency, ${variant.network.downloadKbps.toFixed(0)}/${variant.network.uploadKbps.toFixed(0)} kbps`
    : 'no throttling'
  const viewport = variant.context.viewport
  const title = `${variant.name} (${viewport?.width}×${viewport?.height}, ${throttling}) — median (min–max)`
  return [title, line(header), ...rows.map(line)].join('\n')
}

/** The same table in Markdown, for a results record under docs/perf/. */
export function formatMarkdownTable(summary: VariantSummary): string {
  const steps = STEP_NAMES.filter((step) => summary[step])
  const lines = [
    `| | ${steps.map((step) => STEP_TITLES[step]).join(' | ')} |`,
    `|---|${steps.map(() => '---:').join('|')}|`,
  ]
  for (const metric of METRICS) {
    const cells = steps.map((step) => formatSpread(summary[step]?.[metric.key], metric.unit))
    if (cells.every((cell) => cell === '–')) continue
    lines.push(`| ${metric.label.trim()}${metric.unit === 'count' ? '' : ` (${metric.unit})`} | ${cells.join(' | ')} |`)
  }
  return lines.join('\n')
}
