import path from 'node:path'
import { randomUUID } from 'node:crypto'
import type { BrowserContext, Page } from '@playwright/test'
import { securityHeadersOfBuild } from '../../scripts/contentSecurityPolicy'
import { startStaticHost } from '../../scripts/staticHost'
import { devnetConfig } from '../../src/config/devnet'
import { messageWith, nameHolder } from '../chat/chatDevnet'
import { test as base, expect } from '../fixtures'
import { readStack } from '../support/stackEnv'
import { pageHeading } from './site'

const DIST = path.resolve(__dirname, '../../dist')
const REPORT_BINDING = '__e2eCspViolation'

/** Reports every `securitypolicyviolation` of every document and frame to the test (runs before the page's code). */
function reportViolations(binding: string): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, (text: string) => void>)[binding]
    report?.(
      `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
    )
  })
}

/**
 * Whether a violation is about user content of other tests rather than the site: the devnet is shared, and
 * e2e/identity-more/pictures.spec.ts gives a member an http picture on the main e2e host's origin, which this host's
 * policy rightly refuses (img-src allows https: only; connect-src only the configured services, see docs/HOSTING.md
 * "User content"). Any other origin, the site's own files, inline code and the configured services all count.
 */
const isOtherTestsPicture = (violation: string): boolean => violation.includes(`${readStack().appUrl}/img/`)

/**
 * Collects the CSP violations of `context`: the events above, and Chromium's console errors about the policy (some
 * refusals, such as a blocked frame-ancestors, only show there).
 */
async function collectViolations(context: BrowserContext, page: Page): Promise<string[]> {
  const violations: string[] = []
  await context.exposeBinding(REPORT_BINDING, (_source, text: string) => void violations.push(text))
  await context.addInitScript(reportViolations, REPORT_BINDING)
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`)
  })
  return violations
}

// The built site served with the security headers docs/HOSTING.md ships (issue #35), computed by
// scripts/contentSecurityPolicy.ts from this very dist/index.html and the devnet config: a host of its own for each
// test, so no other test runs under the policy.
const test = base.extend<{ violations: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern.
  baseURL: async ({}, provide) => {
    const headers = securityHeadersOfBuild(devnetConfig, DIST)
    const host = await startStaticHost({ root: DIST, proxies: readStack().proxies, headers })
    await provide(host.url)
    await host.close()
  },
  violations: async ({ context, page }, provide) => {
    await provide(await collectViolations(context, page))
  },
})

test.describe('the Content-Security-Policy of docs/HOSTING.md', () => {
  test('is sent, and the pages run under it without a violation', async ({ app, page, violations }) => {
    const response = await page.goto('/')
    const policy = response?.headers()['content-security-policy'] ?? ''
    expect(policy).toContain("script-src 'self' 'sha256-")
    expect(policy).toContain('frame-ancestors https://farcaster.xyz')
    expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
    await app.waitForShell()
    await expect(pageHeading(page)).toBeVisible()

    for (const route of ['/profile/?id=alice.demo', '/nft', '/swap/univ2', '/stake', '/about', '/no/such/page']) {
      await app.open(route)
      await expect(pageHeading(page)).toBeVisible()
    }
    // The inline scripts ran (allowed by their hashes): the colour-mode script set the scroll restoration.
    expect(await page.evaluate(() => history.scrollRestoration)).toBe('manual')
    expect(violations.filter((violation) => !isOtherTestsPicture(violation))).toEqual([])
  })

  test('a chat post (wallet dialog, emoji picker, upload, transaction) raises no violation', async ({
    app,
    page,
    devnet,
    account,
    violations,
  }) => {
    await nameHolder(devnet, account)
    await app.open('/')
    await app.connect()
    const composer = page.getByTestId('composer')
    const textbox = composer.getByRole('textbox', { name: 'Your message' })
    const text = `Under the CSP ${randomUUID().slice(0, 8)}`
    await textbox.fill(text)
    // The picker's web component styles its shadow root and loads its data from the site: both under the policy.
    await composer.getByRole('button', { name: 'Insert emoji' }).click()
    const picker = page.getByRole('dialog', { name: 'Emoji picker' })
    await picker.getByRole('combobox', { name: 'Search' }).fill('grinning face')
    await picker.getByRole('option', { name: /^😀,/ }).click({ timeout: 30_000 })
    await expect(textbox).toHaveValue(`${text}😀`)
    await composer.getByRole('button', { name: 'Post' }).click()
    await expect(app.toast('Your message has been posted!')).toBeVisible({ timeout: 30_000 })
    await expect(messageWith(page, `${text}😀`)).toBeVisible()
    expect(violations.filter((violation) => !isOtherTestsPicture(violation))).toEqual([])
  })
})
