import { defineConfig } from '@playwright/test'

/**
 * Browser end-to-end tests (e2e/, see e2e/README.md): Debian's Chromium, headless, against the production bundle
 * (devnet profile) and a private devnet that global setup starts on free ports. Two viewports: `desktop` (the
 * >= 1000 px layout) and `mobile`. Tests are independent (fresh accounts), so they run in parallel.
 */
const DESKTOP = { width: 1280, height: 800 }
/** Specs that index the chain from block 0 themselves (the `early` project). */
const WHOLE_CHAIN_SPECS = ['search/indexerStopped.spec.ts']

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/globalSetup.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Four on the 2-core CI machine. The whole suite is CPU-bound: with three, 2.9 tests ran at once on average; with
  // four, 3.7, but each took about a quarter longer (a quiet run's tests summed 4,254 s in 1,146 s), so the fourth
  // gains little. It held with the machine loaded far past CI's two extra processes per core (292 of 293 at load
  // average 26-29; the one failure was the index catch-up below, which now runs first). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  // Generous limits: the machine's 2 cores are shared, and under load the wallet chunk alone can take 10 s to arrive.
  // They only cost time when a test fails; passing waits end as soon as the condition holds.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? '.test-results/e2e.json' }]],
  use: {
    headless: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // The network is closed: no background traffic, updates or sync.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    locale: 'en-US',
    timezoneId: 'UTC',
    actionTimeout: 20_000,
    navigationTimeout: 45_000,
    // No trace by default: recording every step's DOM of every test took ~10% of the run's time (measured on two
    // sets of specs), and a CI run keeps only the text output. `--trace retain-on-failure` records one (e2e/README.md).
    trace: 'off',
    // The service worker (src/serviceWorker) registers in every context and then handles each asset request of the
    // test; the specs about the worker itself, or about requests it makes, allow it (`test.use`). Blocking it
    // elsewhere took 105 desktop and mobile tests from 7.6 to 6.5 min on a quiet machine.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Specs that start their own event index over the whole shared chain run first, while the chain is short: their
    // catch-up grows with every block and transaction the other tests add (~1,500 blocks by the middle of a run).
    { name: 'early', testMatch: WHOLE_CHAIN_SPECS, use: { viewport: DESKTOP } },
    { name: 'desktop', testIgnore: ['**/*.exclusive.spec.ts', ...WHOLE_CHAIN_SPECS], use: { viewport: DESKTOP } },
    // The harness self-tests (e2e/harness) have no layout: desktop runs them once.
    {
      name: 'mobile',
      testIgnore: ['harness/**', '**/*.exclusive.spec.ts', ...WHOLE_CHAIN_SPECS],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    // Tests that change shared devnet state (e.g. pause minting for everyone) run after the parallel projects, one
    // at a time: one worker, since fullyParallel only orders a file's own tests and two files would otherwise run
    // side by side (the notification journey once minted a name while the other file had minting paused). Each sets
    // its own viewports. Alone: `--project=exclusive --no-deps`.
    {
      name: 'exclusive',
      testMatch: '**/*.exclusive.spec.ts',
      dependencies: ['early', 'desktop', 'mobile'],
      fullyParallel: false,
      workers: 1,
    },
  ],
})
