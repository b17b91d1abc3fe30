import autocannon from 'autocannon'
import * as fs from 'node:fs'

/**
 * The load figures of the index benchmark: autocannon's concurrent clients on loopback against the index's API, and
 * the resident memory of the Ponder process around them.
 */

export interface LoadFigures {
  routes: string[]
  connections: number
  seconds: number
  requests: number
  /** Mean requests per second over the run. */
  perSecond: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  /** Connection errors and timeouts. */
  errors: number
  /** Answers other than 2xx. */
  non2xx: number
}

/**
 * Runs `connections` clients for `seconds` against `baseUrl`, each client going round `routes` (paths with query)
 * one request at a time. Rejects when autocannon cannot start.
 */
export async function runLoad(
  baseUrl: string,
  routes: string[],
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: routes.map((path) => ({ method: 'GET', path })),
  })
  return {
    routes,
    connections,
    seconds,
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

/**
 * The pid of the Ponder process serving on `port` (its command line names ponder.js and the port), found in /proc;
 * null when there is none or /proc is not readable (not Linux).
 */
export function ponderPid(port: number): number | null {
  let entries: string[]
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return null
  }
  for (const pid of entries) {
    try {
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      const portAt = args.indexOf('--port')
      if (args.some((arg) => arg.endsWith('ponder.js')) && portAt >= 0 && args[portAt + 1] === String(port)) {
        return Number(pid)
      }
    } catch {
      // the process ended while we looked
    }
  }
  return null
}

/** Resident set size of `pid` in MB (10^6 bytes), from /proc/<pid>/status; null when unknown. */
export function rssMb(pid: number | null): number | null {
  if (pid === null) return null
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match?.[1] === undefined ? null : (Number(match[1]) * 1024) / 1e6
  } catch {
    return null
  }
}

/**
 * Stops the Ponder serving on `port`, if any: SIGTERM to its process group (Ponder runs in its own), SIGKILL after
 * 5 s. For Ctrl+C while startIndexer still waits for it, before its handle (and stop()) exists.
 */
export async function killPonder(port: number): Promise<void> {
  const pid = ponderPid(port)
  if (pid === null) return
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name)
    } catch {
      // gone already
    }
  }
  signal('SIGTERM')
  for (let waited = 0; waited < 5_000 && ponderPid(port) !== null; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  signal('SIGKILL')
}
