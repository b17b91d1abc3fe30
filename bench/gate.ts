/**
 * The bench's gate (issue #34): a run that does not reach its report fails, whatever stopped it.
 *
 * The devnet's children and their pipes are unref'd (devnet/anvil.ts, devnet/arweave.ts: a forgotten one must not keep
 * Node alive), so while the bench awaits their exit nothing holds the event loop; once the kill timer has fired, Node
 * found the loop empty and exited with code 0 in the middle of that await, before any table was printed. The gate
 * holds a ref'd handle for the whole run, and an 'exit' listener turns any exit before the report into a failure.
 */

/** What a run hands the gate once its tables and budget table are printed and its results file is written. */
export interface BenchReport {
  /** Every budget the run evaluated; one whose measurement is missing is there with `pass: false`. */
  budgets: readonly { pass: boolean }[]
  /** Steps that failed and were passed over (a cold run, polling, post timing…). */
  errors: readonly string[]
}

/** The last line `--check` prints: "N budgets checked, N failed". */
export function checkLine(checked: number, failed: number): string {
  return `${checked} budgets checked, ${failed} failed`
}

/**
 * The exit code of a finished run: without `--check` 0; with it 1 when a budget failed, a step failed or no budget was
 * checked at all (a gate that checked nothing has not passed).
 */
export function exitCodeOf(report: BenchReport, check: boolean): 0 | 1 {
  if (!check) return 0
  const failed = report.budgets.filter((budget) => !budget.pass).length
  return failed > 0 || report.errors.length > 0 || report.budgets.length === 0 ? 1 : 0
}

/** Longer than any timer the bench sets: the interval exists only to be a ref'd handle, its callback does nothing. */
const KEEP_ALIVE_INTERVAL_MS = 60 * 60 * 1000

/**
 * Runs `body` fail closed and sets `process.exitCode`. `body` must resolve only after it has printed its tables and
 * budget table and written its results file; a rejection exits 1 with its message on stderr. From the start until
 * `body` settles a ref'd interval keeps the event loop alive, so awaiting an unref'd child's exit cannot let Node drain
 * and exit mid-run; should the process exit anyway before the report (a `process.exit(0)` somewhere, a drain), an
 * 'exit' listener makes the code 1 and says so. With `check`, "N budgets checked, N failed" is the last line on
 * stdout on every path (printed as the process exits, so nothing can follow it; 0 and 0 when no report was made), and
 * the exit code is 1 when a budget or step failed or nothing was checked (`exitCodeOf`). `log` prints the gate's own
 * lines (the bench prefixes them with "[bench]").
 */
export async function runFailClosed(
  body: () => Promise<BenchReport>,
  { check, log }: { check: boolean; log: (message: string) => void },
): Promise<void> {
  let outcome: 'running' | 'failed' | 'reported' = 'running'
  let lastLine = checkLine(0, 0)
  process.once('exit', () => {
    if (outcome === 'running')
      console.error('[bench] exiting before the report was written (tables, budgets, results file): failing closed')
    if (outcome !== 'reported' && !process.exitCode) process.exitCode = 1
    if (check) console.log(lastLine)
  })
  const keepAlive = setInterval(() => undefined, KEEP_ALIVE_INTERVAL_MS)
  let report: BenchReport
  try {
    report = await body()
  } catch (error) {
    outcome = 'failed'
    console.error('[bench] failed before its report:', error)
    process.exitCode = 1
    return
  } finally {
    clearInterval(keepAlive)
  }
  outcome = 'reported'
  process.exitCode = exitCodeOf(report, check)
  if (!check) return
  if (report.errors.length > 0) log(`--check: ${report.errors.length} step(s) failed (errors above)`)
  if (report.budgets.length === 0) log('--check: no budget was checked')
  lastLine = checkLine(report.budgets.length, report.budgets.filter((budget) => !budget.pass).length)
}
