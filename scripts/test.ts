import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { RUN_MARKER_ENV, describeLeftovers, newRunId, sweepLeftovers } from './leftoverProcesses'

/**
 * `npm test`: Jest (projects unit and chain) while the e2e bundle builds, then Playwright (its projects early,
 * desktop, mobile and exclusive, on that bundle), each with its usual readable output. Their machine-readable
 * reports (.test-results/) are then summed into one line per suite and, as the very last line, `N passed, N failed` over all suites (skipped tests count in neither). Exits 1 if anything
 * failed, including a runner that crashed or exited non-zero without a failing test to show for it, and a service
 * process (anvil, arlocal, redis-server, Chromium) that either runner left behind: it is killed and counted as a
 * failure of the `cleanup` line.
 */

const ROOT = path.resolve(__dirname, '..')
const RESULTS_DIR = path.join(ROOT, '.test-results')
const JEST_REPORT = path.join(RESULTS_DIR, 'jest.json')
const E2E_REPORT = path.join(RESULTS_DIR, 'e2e.json')
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name)

interface SuiteCount {
  name: string
  passed: number
  failed: number
  skipped: number
  /** Failures that are not single tests: files that did not run, setup errors, a crashed runner. */
  notes: string[]
}

const emptyCount = (name: string): SuiteCount => ({ name, passed: 0, failed: 0, skipped: 0, notes: [] })

/** Runs a command with inherited output; resolves its exit code (a signal counts as 1). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`)
      resolve(1)
    })
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T
  } catch {
    return null
  }
}

/** The subset of Jest's --json report used here. */
interface JestReport {
  testResults: {
    name: string
    status: string
    message?: string
    assertionResults: { status: string }[]
  }[]
}

/** Splits Jest's report into the unit and chain suites (chain tests are the `*.chain.test.ts` files). */
function countJest(report: JestReport | null, exitCode: number): { unit: SuiteCount; chain: SuiteCount } {
  const unit = emptyCount('unit')
  const chain = emptyCount('chain')
  if (!report) {
    unit.failed += 1
    unit.notes.push(`jest wrote no report (exit code ${exitCode})`)
    return { unit, chain }
  }
  for (const file of report.testResults) {
    const suite = /\.chain\.test\.tsx?$/.test(file.name) ? chain : unit
    for (const { status } of file.assertionResults) {
      if (status === 'passed') suite.passed += 1
      else if (status === 'failed') suite.failed += 1
      else suite.skipped += 1
    }
    const failedTests = file.assertionResults.some(({ status }) => status === 'failed')
    if (file.status === 'failed' && !failedTests) {
      suite.failed += 1
      suite.notes.push(`${path.relative(ROOT, file.name)} did not run`)
    }
  }
  if (exitCode !== 0 && unit.failed + chain.failed === 0) {
    unit.failed += 1
    unit.notes.push(`jest exited with code ${exitCode}`)
  }
  return { unit, chain }
}

/** The subset of Playwright's JSON report used here. */
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  errors: { message?: string }[]
}

/** Playwright's totals: expected and flaky (passed on retry) pass; unexpected fail; errors outside tests fail too. */
function countPlaywright(report: PlaywrightReport | null, exitCode: number): SuiteCount {
  const e2e = emptyCount('e2e')
  if (!report) {
    e2e.failed += 1
    e2e.notes.push(`playwright wrote no report (exit code ${exitCode})`)
    return e2e
  }
  const { expected, unexpected, flaky, skipped } = report.stats
  e2e.passed = expected + flaky
  e2e.failed = unexpected + report.errors.length
  e2e.skipped = skipped
  if (flaky > 0) e2e.notes.push(`${flaky} flaky (passed on retry)`)
  if (report.errors.length > 0) e2e.notes.push(`${report.errors.length} error(s) outside tests, e.g. global setup`)
  if (exitCode !== 0 && e2e.failed === 0) {
    e2e.failed += 1
    e2e.notes.push(`playwright exited with code ${exitCode}`)
  }
  return e2e
}

const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** 'unit: 120 passed, 0 failed, 2 skipped (timing); notes' */
function suiteLine({ name, passed, failed, skipped, notes }: SuiteCount, timing?: string): string {
  const skippedPart = skipped > 0 ? `, ${skipped} skipped` : ''
  const timingPart = timing ? ` (${timing})` : ''
  const notesPart = notes.length > 0 ? `; ${notes.join('; ')}` : ''
  return `${name}: ${passed} passed, ${failed} failed${skippedPart}${timingPart}${notesPart}`
}

/** Kills what a runner left running; each leftover is one failure of the `cleanup` count. */
async function sweep(runId: string, runner: string, cleanup: SuiteCount): Promise<void> {
  const left = await sweepLeftovers(runId)
  if (left.length === 0) return
  cleanup.failed += left.length
  cleanup.notes.push(`${runner} left ${describeLeftovers(left)} running (killed)`)
}

async function main(): Promise<void> {
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  for (const file of [JEST_REPORT, E2E_REPORT]) fs.rmSync(file, { force: true })
  // Every process either runner starts inherits this marker, so the sweeps find exactly this run's leftovers.
  const runId = newRunId('npm-test')
  const marked = { [RUN_MARKER_ENV]: runId }
  const cleanup = emptyCount('cleanup')

  // The e2e suite's bundle builds while Jest runs: neither keeps both cores busy all the time, so together they take
  // less wall time than one after the other. Playwright then reuses it; if the build failed, Playwright's own global
  // setup builds again and reports the error where the e2e suite's failures go.
  const isBuildReused = process.env.E2E_SKIP_BUILD === '1'
  const building = isBuildReused
    ? Promise.resolve(0)
    : run(bin('tsx'), ['scripts/build.ts', '--profile', 'devnet'], marked)
  const jestStarted = Date.now()
  const jestExit = await run(bin('jest'), ['--json', '--outputFile', JEST_REPORT], marked)
  const jestMs = Date.now() - jestStarted
  const isBuilt = (await building) === 0
  await sweep(runId, 'jest', cleanup)

  const e2eStarted = Date.now()
  const e2eExit = await run(bin('playwright'), ['test'], {
    ...marked,
    E2E_JSON_REPORT: E2E_REPORT,
    E2E_SKIP_BUILD: isBuilt ? '1' : '0',
  })
  const e2eMs = Date.now() - e2eStarted
  await sweep(runId, 'playwright', cleanup)

  const { unit, chain } = countJest(readJson<JestReport>(JEST_REPORT), jestExit)
  const e2e = countPlaywright(readJson<PlaywrightReport>(E2E_REPORT), e2eExit)
  const suites = [unit, chain, e2e, cleanup]
  const passed = suites.reduce((sum, suite) => sum + suite.passed, 0)
  const failed = suites.reduce((sum, suite) => sum + suite.failed, 0)

  console.log('')
  // Jest runs both of its projects in one process, so they share its wall time.
  console.log(suiteLine(unit, `jest, unit + chain: ${formatSeconds(jestMs)}`))
  console.log(suiteLine(chain))
  console.log(suiteLine(e2e, `playwright, desktop + mobile: ${formatSeconds(e2eMs)}`))
  if (cleanup.failed > 0) console.log(suiteLine(cleanup))
  console.log(`${passed} passed, ${failed} failed`)
  process.exitCode = failed > 0 ? 1 : 0
}

main().catch((error: unknown) => {
  console.error(error)
  console.log('0 passed, 1 failed')
  process.exitCode = 1
})
