/** @jest-environment node */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { checkLine, exitCodeOf } from '../bench/gate'

const ROOT = path.join(__dirname, '..')

interface Outcome {
  code: number | null
  stdout: string
  stderr: string
  /** The last non-empty line on stdout. */
  lastLine: string
}

/** Runs one scenario of scripts/benchGateFixture.ts in its own Node process (tsx), so exit codes are real. */
function runFixture(scenario: string, ...flags: string[]): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      ['scripts/benchGateFixture.ts', scenario, ...flags],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr, lastLine: stdout.trimEnd().split('\n').at(-1) ?? '' }))
  })
}

// Each case starts tsx (a few seconds on a busy machine); nothing here waits on a timer of its own.
jest.setTimeout(60_000)

describe('the bench gate fails closed (issue #34)', () => {
  it('a step that throws exits non-zero with its message, no budget table and "0 budgets checked"', async () => {
    const outcome = await runFixture('step-throws')
    expect(outcome.code).not.toBe(0)
    expect(outcome.stderr).toContain('feed scroll: the long channel did not seed')
    expect(outcome.stdout).not.toContain('Budgets:')
    expect(outcome.lastLine).toBe(checkLine(0, 0))
  })

  it('awaiting an unref-d child that needs its kill timer still reaches the report, and its failed budget fails', async () => {
    const outcome = await runFixture('unrefd-child')
    expect(outcome.stdout).toContain('FAIL  feed scroll: DOM elements')
    expect(outcome.lastLine).toBe(checkLine(2, 1))
    expect(outcome.code).toBe(1)
  })

  it('a wait only an unref-d handle can end: bare, Node exits 0 mid-await; gated, the run reaches its report', async () => {
    const bare = await runFixture('unrefd-wait', '--no-gate')
    expect(bare.code).toBe(0)
    expect(bare.stdout).not.toContain('Budgets:')
    const gated = await runFixture('unrefd-wait')
    expect(gated.stdout).toContain('PASS  heap')
    expect(gated.lastLine).toBe(checkLine(1, 0))
    expect(gated.code).toBe(0)
  })

  it('an exit before the report, even with code 0, exits non-zero and says why', async () => {
    const outcome = await runFixture('process-exit')
    expect(outcome.code).toBe(1)
    expect(outcome.stderr).toContain('exiting before the report was written')
    expect(outcome.lastLine).toBe(checkLine(0, 0))
  })

  it('a failed budget, a failed step or no budget at all exits non-zero; all passing exits 0', async () => {
    const [budgetFails, stepError, nothingChecked, pass] = await Promise.all(
      ['budget-fails', 'step-error', 'nothing-checked', 'pass'].map((scenario) => runFixture(scenario)),
    )
    expect([budgetFails?.code, budgetFails?.lastLine]).toEqual([1, checkLine(2, 1)])
    expect([stepError?.code, stepError?.lastLine]).toEqual([1, checkLine(1, 0)])
    expect([nothingChecked?.code, nothingChecked?.lastLine]).toEqual([1, checkLine(0, 0)])
    expect([pass?.code, pass?.lastLine]).toEqual([0, checkLine(1, 0)])
  })
})

describe('exitCodeOf', () => {
  const passing = { pass: true }
  it('is 0 without --check whatever the budgets say', () => {
    expect(exitCodeOf({ budgets: [{ pass: false }], errors: ['x'] }, false)).toBe(0)
  })
  it('with --check, is 1 unless at least one budget was checked and every budget and step passed', () => {
    expect(exitCodeOf({ budgets: [passing], errors: [] }, true)).toBe(0)
    expect(exitCodeOf({ budgets: [], errors: [] }, true)).toBe(1)
    expect(exitCodeOf({ budgets: [passing, { pass: false }], errors: [] }, true)).toBe(1)
    expect(exitCodeOf({ budgets: [passing], errors: ['post timing failed'] }, true)).toBe(1)
  })
})
