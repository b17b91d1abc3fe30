/**
 * How global setup hands the running stack to the test workers: environment variables, which Playwright workers
 * inherit from the runner process. Set them yourself to run the tests against a stack you started (e.g. `npm start`):
 * E2E_APP_URL=http://localhost:8100 E2E_RPC_URL=http://127.0.0.1:8600 npx playwright test
 */
export const STACK_ENV = {
  /** Origin serving the app (the static host, or a dev server you started). */
  appUrl: 'E2E_APP_URL',
  /** The devnet node's JSON-RPC URL, for the test wallet and the devnet fixture. */
  rpcUrl: 'E2E_RPC_URL',
  /** JSON object: same-origin path prefix → target URL of each devnet service the host proxies. */
  proxies: 'E2E_PROXIES',
} as const

export interface StackInfo {
  appUrl: string
  rpcUrl: string
  proxies: Record<string, string>
}

/** Writes the stack's URLs where the workers will read them. */
export function publishStack(info: StackInfo): void {
  process.env[STACK_ENV.appUrl] = info.appUrl
  process.env[STACK_ENV.rpcUrl] = info.rpcUrl
  process.env[STACK_ENV.proxies] = JSON.stringify(info.proxies)
}

/** The stack as published by global setup (or by the user). Throws when the tests were started without one. */
export function readStack(): StackInfo {
  const appUrl = process.env[STACK_ENV.appUrl]
  const rpcUrl = process.env[STACK_ENV.rpcUrl]
  if (!appUrl || !rpcUrl) {
    throw new Error(
      `${STACK_ENV.appUrl} / ${STACK_ENV.rpcUrl} are not set: run the tests with \`npx playwright test\` (its global setup starts the stack).`,
    )
  }
  const proxies: Record<string, string> = JSON.parse(process.env[STACK_ENV.proxies] ?? '{}')
  return { appUrl, rpcUrl, proxies }
}

/** True when the user points the tests at a stack they started themselves. */
export function hasExternalStack(): boolean {
  return Boolean(process.env[STACK_ENV.appUrl] && process.env[STACK_ENV.rpcUrl])
}
