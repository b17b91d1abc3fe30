import { startIndexer, type IndexerHandle } from '../scripts/indexer'
import type { CountingGateway } from './indexGateway'

/**
 * The catch-up figure of the index benchmark: Ponder started from block 0 on a seeded chain, timed until it has
 * indexed the head AND its body worker has stored every seeded body.
 */

/**
 * Rate limit for the bench's Ponder: off (INDEXER_RATE_LIMIT_RPS=0). Loopback clients are exempt by default anyway;
 * turning the limit off says so outright, so the load figures can never be 429s.
 */
export const BENCH_INDEXER_ENV = { INDEXER_RATE_LIMIT_RPS: '0' }

export interface CatchUp {
  indexer: IndexerHandle
  /** Ms from starting Ponder until /ready answered and /status reported the head (startIndexer's readyAfterMs). */
  headMs: number
  /** Ms from starting Ponder until the last body was stored and checked (null when they did not all arrive). */
  bodiesMs: number | null
  /** Bodies the scan of every channel page found stored ('ok'), and the other statuses it found. */
  bodies: { ok: number; other: Record<string, number> }
}

interface Page {
  messages: { bodyStatus: string }[]
}

/**
 * Starts Ponder (PGlite in a temporary folder, or `databaseUrl`) against the chain, its body worker reading through
 * `gateway`, and waits for the head, then for every id in `bodyIds`, within `timeoutMs` in all. Logs progress every
 * 10 s. The body time is when the gateway served the last body's header and data; a scan of every channel page then
 * checks each body is stored, and when some are still pending the figure becomes the time that scan found none.
 * Throws when Ponder does not reach the head in time (Ponder is then stopped); a body timeout is reported as null.
 * The caller stops the returned indexer.
 */
export async function catchUp(opts: {
  rpcUrl: string
  /** Port for Ponder's API (the caller can stop a Ponder on it before this returns). */
  port: number
  addressesFile: string
  databaseUrl?: string
  /** PGlite's folder when there is no `databaseUrl` (the caller removes it). */
  dataDir?: string
  gateway: CountingGateway
  bodyIds: readonly string[]
  channelCounts: Record<string, number>
  timeoutMs: number
  log: (line: string) => void
}): Promise<CatchUp> {
  const ids = new Set(opts.bodyIds)
  const { port } = opts
  const url = `http://127.0.0.1:${port}`
  const started = Date.now()
  const progress = setInterval(() => {
    void statusBlock(url).then((block) => {
      const { count } = opts.gateway.served(ids)
      const seconds = Math.round((Date.now() - started) / 1000)
      opts.log(`  ${seconds} s: indexed block ${block ?? '-'}, bodies served ${count}/${ids.size}`)
    })
  }, 10_000)
  try {
    const indexer = await startIndexer({
      rpcUrl: opts.rpcUrl,
      addressesFile: opts.addressesFile,
      databaseUrl: opts.databaseUrl,
      dataDir: opts.databaseUrl === undefined ? opts.dataDir : undefined,
      port,
      arweaveUrl: opts.gateway.url,
      env: BENCH_INDEXER_ENV,
      readyTimeoutMs: opts.timeoutMs,
    })
    const headMs = indexer.readyAfterMs
    const deadline = started + opts.timeoutMs
    while (opts.gateway.served(ids).count < ids.size && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const served = opts.gateway.served(ids)
    let bodiesMs: number | null = served.count === ids.size ? served.lastAtMs - started : null
    let bodies = await scanBodies(url, opts.channelCounts)
    while (bodiesMs !== null && (bodies.other.pending ?? 0) > 0) {
      if (Date.now() > deadline) {
        bodiesMs = null
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 500))
      bodies = await scanBodies(url, opts.channelCounts)
      if ((bodies.other.pending ?? 0) === 0) bodiesMs = Date.now() - started
    }
    return { indexer, headMs, bodiesMs, bodies }
  } finally {
    clearInterval(progress)
  }
}

/** Ponder's /status: the last indexed block, or null while there is none or it does not answer. */
async function statusBlock(url: string): Promise<number | null> {
  try {
    const status = (await (await fetch(`${url}/status`)).json()) as Record<string, { block?: { number?: number } }>
    return Object.values(status)[0]?.block?.number ?? null
  } catch {
    return null
  }
}

const PAGE = 100
const SCAN_CONCURRENCY = 4

/** Reads every main message of every channel (pages of 100, 4 at a time) and counts their body statuses. */
async function scanBodies(url: string, counts: Record<string, number>): Promise<CatchUp['bodies']> {
  const routes = Object.entries(counts).flatMap(([channel, count]) =>
    Array.from(
      { length: Math.ceil(count / PAGE) },
      (_, page) => `/channels/${channel}/messages?includeDeleted=true&limit=${PAGE}&before=${count - page * PAGE}`,
    ),
  )
  const statuses: Record<string, number> = {}
  let next = 0
  const worker = async () => {
    while (next < routes.length) {
      const route = routes[next++]
      const response = await fetch(`${url}${route}`)
      if (!response.ok) throw new Error(`GET ${route}: ${response.status} ${await response.text()}`)
      for (const { bodyStatus } of ((await response.json()) as Page).messages) {
        statuses[bodyStatus] = (statuses[bodyStatus] ?? 0) + 1
      }
    }
  }
  await Promise.all(Array.from({ length: SCAN_CONCURRENCY }, worker))
  const { ok = 0, ...other } = statuses
  return { ok, other }
}
