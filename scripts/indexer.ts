import { spawn, type ChildProcess } from 'node:child_process'
import * as fs from 'node:fs'
import { Socket } from 'node:net'
import * as os from 'node:os'
import * as path from 'node:path'
import { REPO_ROOT } from '../devnet/paths'
import { freePort } from '../devnet/freePort'

/**
 * Runs the event index (indexer/, a Ponder app with its own node_modules; issue #36) as a child process:
 * `ponder start` against a given RPC URL, on embedded PGlite in a fresh data folder unless a PostgreSQL URL is given.
 * The child gets its own process group, so stop() ends Ponder and anything it started together.
 */

export const INDEXER_DIR = path.join(REPO_ROOT, 'indexer')
const PONDER_BIN = path.join(INDEXER_DIR, 'node_modules', 'ponder', 'dist', 'esm', 'bin', 'ponder.js')
const KILL_GRACE_MS = 5_000
/** Catch-up of the seeded devnet takes seconds; a busy 2-core machine has needed far more for other services. */
const READY_TIMEOUT_MS = 180_000
/** The last part of Ponder's log kept for an error message. */
const LOG_TAIL_CHARS = 4_000

export interface IndexerOptions {
  /** JSON-RPC URL of the chain (e.g. the devnet's anvil). */
  rpcUrl: string
  /** Address book shaped like src/config/devnet-addresses.json (default: that file). */
  addressesFile?: string
  /** Chain id the RPC serves (default 84532). */
  chainId?: number
  /** PostgreSQL connection string; when absent, PGlite in `dataDir`. */
  databaseUrl?: string
  /** PGlite's folder; default a new temporary folder, removed by stop(). */
  dataDir?: string
  /** Port of the HTTP API on 127.0.0.1; default a free one. */
  port?: number
  /** Arweave gateway the body worker fetches message bodies from (default https://arweave.net). */
  arweaveUrl?: string
  /** Body worker's first retry delay (ms, doubling per try) and tries before a body is 'missing' (default 2000, 8). */
  bodyRetry?: { retryMs: number; maxTries: number }
  /** More environment for Ponder, e.g. the API's INDEXER_RATE_LIMIT_* and INDEXER_CORS_ORIGINS (indexer/src/api). */
  env?: Record<string, string>
  /**
   * 'start' (default): index the chain and serve the API. 'serve': only serve the API over the database another
   * instance indexes (PostgreSQL only, `databaseUrl` required; its body worker is off): the extra API instances of a
   * production deployment (docs/HOSTING.md).
   */
  command?: 'start' | 'serve'
  /** How long to wait for Ponder to be ready at the head (ms; default 180 s); a large backfill needs more. */
  readyTimeoutMs?: number
}

export interface IndexerHandle {
  /** Base URL of the HTTP API, e.g. http://127.0.0.1:42069 (no trailing slash). */
  url: string
  /** Milliseconds from spawning Ponder until it was ready and had indexed the chain's head at start. */
  readyAfterMs: number
  /** Ponder's output so far (the last few thousand characters), for failure messages. */
  logTail(): string
  /** Stops the process group (SIGTERM, SIGKILL after 5 s), then removes a temporary data folder. Safe to call twice. */
  stop(): Promise<void>
}

/** Process groups still running; killed if this process exits without stopping them. */
const running = new Set<ChildProcess>()
/**
 * PGlite folders this module made and not yet removed; removed if this process exits first (Ctrl+C on `npm start`
 * ends the dev server's process before stop() has run, which left a folder in the temp directory per start).
 */
const ownDataDirs = new Set<string>()
let exitHookInstalled = false

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // the group is gone already
  }
}

function installExitHook(): void {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.on('exit', () => {
    running.forEach((child) => killGroup(child, 'SIGKILL'))
    ownDataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }))
  })
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    killGroup(child, 'SIGTERM')
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), KILL_GRACE_MS)
    await exited
    clearTimeout(timer)
  }
  // Ponder's own children (none today) would share the group: make sure none outlives it.
  killGroup(child, 'SIGKILL')
  running.delete(child)
}

/** The chain's latest block number (eth_blockNumber). */
async function headBlock(rpcUrl: string): Promise<number> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] })
  const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
  const json = (await response.json()) as { result?: string }
  if (json.result === undefined) throw new Error(`${rpcUrl} did not answer eth_blockNumber`)
  return Number(json.result)
}

/** Ponder's /status: the last indexed block of our one chain, or null while it has none. */
async function statusBlock(url: string): Promise<number | null> {
  const response = await fetch(`${url}/status`)
  if (!response.ok) return null
  const status = (await response.json()) as Record<string, { block?: { number?: number } }>
  return Object.values(status)[0]?.block?.number ?? null
}

/**
 * Polls until /ready answers 200 and /status reports block `head` indexed; rejects if Ponder exits or the time runs
 * out. Both are needed: /ready turns 200 once the backfill reaches the chain's finalized block, which Ponder puts 30
 * blocks behind the head on an unknown chain such as the devnet; the blocks after it come through live indexing.
 */
async function waitForReady(url: string, head: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`ponder exited (${child.signalCode ?? child.exitCode}) before it was ready at ${url}`)
    }
    try {
      const ready = await fetch(`${url}/ready`)
      if (ready.status === 200 && ((await statusBlock(url)) ?? -1) >= head) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not index up to block ${head} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Starts `ponder start` in indexer/ and resolves once its /ready answers 200 and every event up to the chain's head
 * at start is indexed. Rejects (after stopping it) if indexer/node_modules is missing, Ponder exits, or it is not
 * ready within `readyTimeoutMs` (180 s by default); the error carries the end of Ponder's log.
 */
export async function startIndexer(opts: IndexerOptions): Promise<IndexerHandle> {
  if (!fs.existsSync(PONDER_BIN)) {
    throw new Error(`${PONDER_BIN} is missing: run npm ci --prefix indexer`)
  }
  const port = opts.port ?? (await freePort())
  const ownDataDir = opts.dataDir === undefined && opts.databaseUrl === undefined
  const dataDir = opts.dataDir ?? (ownDataDir ? fs.mkdtempSync(path.join(os.tmpdir(), 'demo-indexer-')) : undefined)
  if (ownDataDir && dataDir !== undefined) ownDataDirs.add(dataDir)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PONDER_RPC_URL: opts.rpcUrl,
    PONDER_CHAIN_ID: String(opts.chainId ?? 84532),
    PONDER_TELEMETRY_DISABLED: 'true',
    INDEXER_ADDRESSES_FILE: opts.addressesFile ?? path.join(REPO_ROOT, 'src', 'config', 'devnet-addresses.json'),
    ...opts.env,
  }
  delete env.DATABASE_URL
  delete env.DATABASE_PRIVATE_URL
  if (opts.databaseUrl !== undefined) env.DATABASE_URL = opts.databaseUrl
  if (dataDir !== undefined) env.INDEXER_DATA_DIR = dataDir
  if (opts.arweaveUrl !== undefined) env.INDEXER_ARWEAVE_URL = opts.arweaveUrl
  if (opts.bodyRetry !== undefined) {
    env.INDEXER_BODY_RETRY_MS = String(opts.bodyRetry.retryMs)
    env.INDEXER_BODY_MAX_TRIES = String(opts.bodyRetry.maxTries)
  }

  const command = opts.command ?? 'start'
  if (command === 'serve') {
    if (opts.databaseUrl === undefined) throw new Error('ponder serve needs a PostgreSQL databaseUrl')
    env.INDEXER_BODY_WORKER = 'off'
  }
  const head = await headBlock(opts.rpcUrl)
  const started = Date.now()
  const child = spawn(
    process.execPath,
    [PONDER_BIN, command, '--port', String(port), '--hostname', '127.0.0.1', '--schema', 'public'],
    { cwd: INDEXER_DIR, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  running.add(child)
  installExitHook()
  // A forgotten indexer must not keep Node alive; the exit hook kills it instead.
  child.unref()
  let log = ''
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-LOG_TAIL_CHARS)
  }
  for (const pipe of [child.stdout, child.stderr]) {
    pipe?.on('data', keep)
    if (pipe instanceof Socket) pipe.unref()
  }

  let stopped: Promise<void> | undefined
  const stop = () =>
    (stopped ??= stopGroup(child).then(() => {
      if (ownDataDir && dataDir !== undefined) {
        fs.rmSync(dataDir, { recursive: true, force: true })
        ownDataDirs.delete(dataDir)
      }
    }))
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForReady(url, head, child, opts.readyTimeoutMs ?? READY_TIMEOUT_MS)
  } catch (error) {
    await stop()
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${log.trim()}`)
  }
  return { url, readyAfterMs: Date.now() - started, logTail: () => log, stop }
}

/** `tsx scripts/indexer.ts [rpcUrl]`: runs the index against a running devnet until Ctrl-C. */
async function main(): Promise<void> {
  const rpcUrl = process.argv[2] ?? 'http://127.0.0.1:8545'
  const indexer = await startIndexer({
    rpcUrl,
    databaseUrl: process.env.DATABASE_URL || undefined,
    port: Number(process.env.INDEXER_PORT) || undefined,
    arweaveUrl: process.env.INDEXER_ARWEAVE_URL || undefined,
  })
  process.stdout.write(`Event index: ${indexer.url} (ready after ${indexer.readyAfterMs} ms)\n`)
  const shutdown = () => void indexer.stop().then(() => process.exit(0))
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
  // Keep this process alive while the (unref'd) child runs.
  setInterval(() => undefined, 1 << 30)
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.join(REPO_ROOT, 'scripts', 'indexer.ts')) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
