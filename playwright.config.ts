import { defineConfig } from '@playwright/test'

/**
 * Browser end-to-end tests (e2e/, see e2e/README.md): Debian's Chromium, headless, against the production bundle
 * (devnet profile) and a private devnet that global setup starts on free ports. Two viewports: `desktop` (the
 * >= 1000 px layout) and `mobile`. Tests are independent (fresh accounts), so they run in parallel.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/globalSetup.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The machine has 2 cores shared with others; E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? '.test-results/e2e.json' }]],
  use: {
    headless: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // The network is closed: no background traffic, updates or sync.
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    locale: 'en-US',
    timezoneId: 'UTC',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
})
