import type { FreshnessRound } from './indexFreshness'
import type { LoadFigures } from './indexLoad'

/** The index benchmark's figures for one database, and the table that prints them with the goals. */

export interface DatabaseFigures {
  database: 'PGlite' | 'PostgreSQL'
  /** Main messages in the chain when this database's catch-up started. */
  messages: number
  catchUp: {
    headMs: number
    bodiesMs: number | null
    bodies: { ok: number; other: Record<string, number> }
  }
  freshness: FreshnessRound[]
  search: LoadFigures
  channelPage: LoadFigures
  rssMb: { beforeLoad: number | null; afterLoad: number | null }
}

/** The goals of issue #36. */
export const GOALS = {
  catchUpMs: 5 * 60_000,
  freshnessBlocks: 2,
  freshnessMs: 4_000,
  searchP99Ms: 50,
  channelPageP99Ms: 20,
}

const median = (values: number[]): number | null => {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

const seconds = (ms: number | null) => (ms === null ? 'not reached' : `${(ms / 1000).toFixed(1)} s`)
const verdict = (isMet: boolean | null) => (isMet === null ? 'not measured' : isMet ? 'met' : 'MISSED')

/** Median and max of the rounds that found the message; null when a round never did. */
export function freshnessSummary(rounds: FreshnessRound[]) {
  const found = rounds.filter((round) => round.ms !== null && round.blocks !== null)
  const ms = found.map((round) => round.ms ?? 0)
  const blocks = found.map((round) => round.blocks ?? 0)
  const isComplete = found.length === rounds.length && rounds.length > 0
  return {
    rounds: rounds.length,
    missing: rounds.length - found.length,
    medianMs: median(ms),
    maxMs: isComplete ? Math.max(...ms) : null,
    medianBlocks: median(blocks),
    maxBlocks: isComplete ? Math.max(...blocks) : null,
  }
}

/** Whether each goal was met (null: not measured, e.g. the bodies never all arrived). */
export function goalsMet(figures: DatabaseFigures) {
  const fresh = freshnessSummary(figures.freshness)
  const failed = (load: LoadFigures) => load.errors + load.non2xx
  return {
    catchUp: figures.catchUp.bodiesMs === null ? false : figures.catchUp.bodiesMs <= GOALS.catchUpMs,
    freshness:
      fresh.maxMs === null || fresh.maxBlocks === null
        ? false
        : fresh.maxMs <= GOALS.freshnessMs && fresh.maxBlocks <= GOALS.freshnessBlocks,
    search: figures.search.p99Ms <= GOALS.searchP99Ms && failed(figures.search) === 0,
    channelPage: figures.channelPage.p99Ms <= GOALS.channelPageP99Ms && failed(figures.channelPage) === 0,
  }
}

const load = (figures: LoadFigures) =>
  `p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${Math.round(figures.perSecond)} req/s, ` +
  `${figures.errors} errors, ${figures.non2xx} non-2xx`

/** The report as a plain-text table: one column per database, the goal and whether each met it. */
export function formatIndexTable(
  seed: { messages: number; ms: number; bodiesOn: 'arlocal' | 'gateway' },
  all: DatabaseFigures[],
): string {
  const rows: string[][] = [['Figure', ...all.map((figures) => figures.database), 'Goal']]
  const add = (label: string, cells: string[], goal: string) => rows.push([label, ...cells, goal])
  add(
    `Seed (bodies ${seed.bodiesOn === 'arlocal' ? 'on arlocal' : 'held by the gateway'} + chain)`,
    all.map(() => `${seed.messages} messages in ${seconds(seed.ms)}`),
    '',
  )
  add(
    'Catch-up: head indexed',
    all.map((f) => seconds(f.catchUp.headMs)),
    '',
  )
  add(
    'Catch-up: head + every body stored',
    all.map((f) => {
      const ms = f.catchUp.bodiesMs
      const rate = ms === null ? '' : ` (${Math.round(f.messages / (ms / 1000))} messages/s)`
      return `${seconds(ms)}${rate} [${verdict(goalsMet(f).catchUp)}]`
    }),
    '< 5 min',
  )
  add(
    'Bodies stored / other',
    all.map((f) => `${f.catchUp.bodies.ok} ok ${JSON.stringify(f.catchUp.bodies.other)}`),
    'all ok',
  )
  add(
    'Freshness: median / max',
    all.map((f) => {
      const fresh = freshnessSummary(f.freshness)
      const missing = fresh.missing > 0 ? `, ${fresh.missing} of ${fresh.rounds} never found` : ''
      return (
        `${seconds(fresh.medianMs)} / ${seconds(fresh.maxMs)}, ${fresh.medianBlocks ?? '-'} / ${fresh.maxBlocks ?? '-'}` +
        ` blocks${missing} [${verdict(goalsMet(f).freshness)}]`
      )
    }),
    '<= 2 blocks / 4 s',
  )
  add(
    'Search',
    all.map((f) => `${load(f.search)} [${verdict(goalsMet(f).search)}]`),
    'p99 <= 50 ms, 0 errors',
  )
  add(
    'Channel page',
    all.map((f) => `${load(f.channelPage)} [${verdict(goalsMet(f).channelPage)}]`),
    'p99 <= 20 ms, 0 errors',
  )
  const mb = (value: number | null) => (value === null ? 'unknown' : `${Math.round(value)} MB`)
  add(
    'Ponder RSS before / after load',
    all.map((f) => `${mb(f.rssMb.beforeLoad)} / ${mb(f.rssMb.afterLoad)}`),
    'flat',
  )
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? []
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')).join('\n')
}
