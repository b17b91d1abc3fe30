/** @jest-environment node */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { MISSING_WALLETCONNECT_MESSAGE } from './walletConnectGuard'

const ROOT = path.join(__dirname, '..')

/** Runs the real build script (`npm run build`'s command) with `env` instead of the WalletConnect variables. */
function runBuild(args: string[], env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('WALLETCONNECT')))
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/build.ts', ...args], {
      cwd: ROOT,
      env: { ...base, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stderr }))
  })
}

// Issue #17: the build script itself (scripts/build.ts, as `npm run build` runs it) refuses a production build that
// would silently lack WalletConnect. The refusal comes before webpack starts, so this takes seconds; the passing
// cases (a project id, or WALLETCONNECT=off) are full builds and are covered by walletConnectGuard.test.ts.
jest.setTimeout(60_000)

it('a base-sepolia build without WALLETCONNECT_PROJECT_ID fails with the clear message', async () => {
  const { code, stderr } = await runBuild(['--profile', 'base-sepolia'], {})
  expect(code).toBe(1)
  expect(stderr).toContain(MISSING_WALLETCONNECT_MESSAGE)
})

it('the default profile is the production one, so a bare `npm run build` is refused the same way', async () => {
  const { code, stderr } = await runBuild([], { WALLETCONNECT_PROJECT_ID: ' ' })
  expect(code).toBe(1)
  expect(stderr).toContain('WALLETCONNECT=off')
})
