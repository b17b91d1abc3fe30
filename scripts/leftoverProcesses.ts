import fs from 'node:fs'

/**
 * Finds the service processes a test run left behind (issue #34). The run marks itself with an environment variable
 * that every child inherits (anvil, arlocal, redis-server, Chromium and their own children, also once orphaned); a
 * sweep reads /proc/<pid>/environ for that marker, so it finds exactly this run's processes, never another run's or
 * the developer's own `npm start`. Linux only: elsewhere nothing is found.
 */

/** The marker variable: `npm test` and Jest's global setup each set it to their own run id. */
export const RUN_MARKER_ENV = 'DEMO_SOCIAL_TEST_RUN'

/** The services the suites start; the runners themselves (node, jest workers, npm) are not swept. */
const SERVICE_PATTERN = /anvil|arlocal|redis-server|chrom|postgres|ponder/

export interface LeftoverProcess {
  pid: number
  command: string
}

/** A run id unique on this machine: `<label>-<pid>-<ms>`. */
export function newRunId(label: string): string {
  return `${label}-${process.pid}-${Date.now()}`
}

function readProc(pid: string, file: string): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8')
  } catch {
    return null
  }
}

/** The service processes whose environment carries `RUN_MARKER_ENV=runId`. */
export function findLeftovers(runId: string): LeftoverProcess[] {
  let pids: string[]
  try {
    pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return []
  }
  const marker = `${RUN_MARKER_ENV}=${runId}`
  const found: LeftoverProcess[] = []
  for (const pid of pids) {
    if (Number(pid) === process.pid) continue
    const environ = readProc(pid, 'environ')
    if (environ === null || !environ.split('\0').includes(marker)) continue
    const command = (readProc(pid, 'cmdline') ?? '').split('\0').join(' ').trim()
    if (SERVICE_PATTERN.test(command)) found.push({ pid: Number(pid), command })
  }
  return found
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits up to `graceMs` for this run's service processes to end by themselves (a browser's helpers exit a moment
 * after it), then SIGKILLs whatever is left and returns it: an empty list means the run cleaned up after itself.
 */
export async function sweepLeftovers(runId: string, graceMs = 10_000): Promise<LeftoverProcess[]> {
  const deadline = Date.now() + graceMs
  let left = findLeftovers(runId)
  while (left.length > 0 && Date.now() < deadline) {
    await sleep(250)
    left = findLeftovers(runId)
  }
  for (const { pid } of left) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  return left
}

/** 'anvil (pid 12), redis-server (pid 34)': the program's base name, for a one-line report. */
export function describeLeftovers(left: LeftoverProcess[]): string {
  return left
    .map(({ pid, command }) => {
      const program = command.split(' ')[0]?.split('/').pop() ?? command
      const name = SERVICE_PATTERN.exec(command)?.[0] ?? program
      return `${name} (pid ${pid})`
    })
    .join(', ')
}
