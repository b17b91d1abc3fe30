/**
 * A bench in miniature for scripts/benchGate.test.ts: `tsx scripts/benchGateFixture.ts <scenario> [--no-gate]` runs
 * one scenario's steps through the bench's gate (bench/gate.ts) with `--check`, as bench/run.ts does, so the test sees
 * the real exit code and output. `--no-gate` runs the same steps bare, to show what the gate guards against.
 */
import { spawn } from 'node:child_process'
import { Socket } from 'node:net'
import type { Readable } from 'node:stream'
import { runFailClosed, type BenchReport } from '../bench/gate'

/** How long the stand-in for the devnet waits after SIGTERM before SIGKILL (devnet/anvil.ts waits 3 s). */
const KILL_GRACE_MS = 200

/**
 * What devnet/anvil.ts does with anvil, in small: a child that ignores SIGTERM, started unref'd with unref'd pipes,
 * then stopped with SIGTERM and a kill timer, awaiting its exit. Once the timer has fired, nothing ref'd is left.
 */
async function startAndStopUnrefdChild(): Promise<void> {
  const child = spawn(
    process.execPath,
    ['-e', "process.on('SIGTERM', () => undefined); setInterval(() => undefined, 1000); console.log('ready')"],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  )
  child.unref()
  const stdout: Readable | null = child.stdout
  if (stdout instanceof Socket) stdout.unref()
  await new Promise<void>((resolve, reject) => {
    stdout?.once('data', () => resolve())
    child.once('error', reject)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS)
  await exited
  clearTimeout(timer)
}

/** Prints the budget table as the bench does and hands the gate its report. */
function report(budgets: { name: string; pass: boolean }[], errors: string[] = []): BenchReport {
  console.log('Budgets:')
  for (const budget of budgets) console.log(`${budget.pass ? 'PASS' : 'FAIL'}  ${budget.name}`)
  for (const error of errors) console.log(`Error: ${error}`)
  return { budgets, errors }
}

const SCENARIOS: Record<string, () => Promise<BenchReport>> = {
  pass: async () => report([{ name: 'heap', pass: true }]),
  'budget-fails': async () =>
    report([
      { name: 'heap', pass: true },
      { name: 'JS before ready', pass: false },
    ]),
  'step-throws': async () => {
    throw new Error('feed scroll: the long channel did not seed')
  },
  'step-error': async () => report([{ name: 'heap', pass: true }], ['polling (heads) failed: no head socket']),
  'nothing-checked': async () => report([]),
  'process-exit': async () => {
    process.exit(0)
  },
  'unrefd-child': async () => {
    await startAndStopUnrefdChild()
    return report([
      { name: 'heap', pass: true },
      { name: 'feed scroll: DOM elements', pass: false },
    ])
  },
  'unrefd-child-pass': async () => {
    await startAndStopUnrefdChild()
    return report([{ name: 'heap', pass: true }])
  },
  // The same hazard without the race of a child's death: only an unref'd timer can end this wait, so a bare run's
  // loop is always empty at that point.
  'unrefd-wait': async () => {
    await new Promise<void>((resolve) => setTimeout(resolve, KILL_GRACE_MS).unref())
    return report([{ name: 'heap', pass: true }])
  },
}

const [name, flag] = process.argv.slice(2)
const scenario = name === undefined ? undefined : SCENARIOS[name]
if (!scenario) throw new Error(`Unknown scenario "${name}": one of ${Object.keys(SCENARIOS).join(', ')}`)
if (flag === '--no-gate') void scenario()
else void runFailClosed(scenario, { check: true, log: (message) => console.log(`[bench] ${message}`) })
