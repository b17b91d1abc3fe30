import { test as base } from '../fixtures'
import type { HostConfig } from './host/hostTypes'
import { TestHost } from './host/testHost'

/** Opens the app inside the test Farcaster host. */
export interface HostOpener {
  /** The host around the app at `appPath`, its wallet being this test's `wallet`; waits for the app's shell. */
  open(options?: Partial<Omit<HostConfig, 'appUrl'>>, appPath?: string): Promise<TestHost>
}

/** The project's `test` plus `farcasterHost` (the injected test wallet is installed first, as the host's provider). */
export const test = base.extend<{ farcasterHost: HostOpener }>({
  farcasterHost: async ({ page, baseURL, wallet: _wallet }, provide, testInfo) => {
    // The host's and the app's console, with the SDK calls the host received, go into the report of a failed test.
    const consoleLines: string[] = []
    page.on('console', (message) => consoleLines.push(`[${message.type()}] ${message.text()}`))
    const hosts: TestHost[] = []
    await provide({
      open: async (options, appPath) => {
        const host = await TestHost.open(page, baseURL ?? '', options, appPath)
        hosts.push(host)
        return host
      },
    })
    await Promise.all(hosts.map((host) => host.dispose()))
    if (testInfo.status !== testInfo.expectedStatus) {
      const calls = await page.evaluate(() => window.hostCalls ?? []).catch(() => [])
      await testInfo.attach('farcaster-host.txt', {
        body: [...consoleLines, '', 'host calls:', JSON.stringify(calls)].join('\n'),
        contentType: 'text/plain',
      })
    }
  },
})

export { expect } from '../fixtures'
