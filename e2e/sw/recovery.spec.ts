import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import {
  STORAGE_CACHE,
  appMounted,
  cacheSize,
  corruptCachedFile,
  expectCompleteFeed,
  waitForActiveWorker,
} from './serviceWorker'

/**
 * Issue #35: the site cannot be bricked by its own cache. A corrupted precache entry is caught by its integrity
 * (src/serviceWorker/sw.ts); a page that still does not start is reloaded once without the worker by index.html's
 * boot watchdog (src/app/bootWatchdog.ts); a tampered stored body is checked against its Arweave transaction.
 * The issue asks for a working page within 10 s without a click: the integrity repairs take well under a second and
 * are held to it; the watchdog's recovery (its 6 s delay, then a reload from the network) is logged, not asserted, as
 * the machine running the tests is shared and busy.
 */
const PAGE = 8
const RECOVERY_LIMIT_MS = 10_000
const FOREIGN_PAGE = '<!doctype html><html><body><h1>Foreign page</h1></body></html>'
const BROKEN_SCRIPT = 'throw new Error("corrupted main.js")'

/** A visitor whose worker holds this build, on a page it controls. */
async function returningVisitor(page: Page, open: (path: string) => Promise<void>): Promise<string> {
  await open('/')
  await waitForActiveWorker(page)
  await page.reload()
  await expect.poll(() => appMounted(page), { timeout: 45_000 }).toBe(true)
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  const main = await page.evaluate(
    () =>
      performance.getEntriesByType('resource').find((entry) => /\/assets\/main\.[0-9a-f]+\.js$/.test(entry.name))?.name,
  )
  if (!main) throw new Error('main.js was not loaded')
  return new URL(main).pathname
}

/** Reloads and waits for the app to mount; returns the time it took (ms), logged for the 10 s. */
async function reloadUntilMounted(page: Page, label: string): Promise<number> {
  const started = Date.now()
  await page.reload()
  await expect.poll(() => appMounted(page), { timeout: 45_000 }).toBe(true)
  const elapsed = Date.now() - started
  const mark = await page.evaluate(() => performance.getEntriesByName('app-mounted')[0]?.startTime ?? -1)
  console.log(
    `${label}: a working page ${elapsed} ms after the reload (issue #35 limit ${RECOVERY_LIMIT_MS} ms); ` +
      `mounted ${Math.round(mark)} ms after the last navigation started`,
  )
  return elapsed
}

// The suite blocks the worker by default (playwright.config.ts); these tests are about it.
test.use({ serviceWorkers: 'allow' })

test.describe('a corrupted cache (issue #35)', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only: the worker and the boot watchdog are the same on both layouts')

  test('a replaced precached index.html is caught by its integrity and fetched again', async ({ app, page }) => {
    await returningVisitor(page, (path) => app.open(path))
    expect(await corruptCachedFile(page, '/index.html', FOREIGN_PAGE)).toBeGreaterThan(0)

    expect(await reloadUntilMounted(page, 'corrupted index.html')).toBeLessThan(RECOVERY_LIMIT_MS)
    await expect(page.getByRole('heading', { name: 'Foreign page' })).toHaveCount(0)
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    // The entry is repaired: the next reload is served the build's page from the cache again.
    await reloadUntilMounted(page, 'after the repair')
  })

  test('a broken precached main.js is caught by its integrity and fetched again', async ({ app, page }) => {
    const main = await returningVisitor(page, (path) => app.open(path))
    expect(await corruptCachedFile(page, main, BROKEN_SCRIPT)).toBeGreaterThan(0)

    expect(await reloadUntilMounted(page, 'corrupted main.js')).toBeLessThan(RECOVERY_LIMIT_MS)
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  })

  test('a page that does not start from the cache is reloaded once from the network by the boot watchdog', async ({
    app,
    page,
    context,
  }) => {
    const main = await returningVisitor(page, (path) => app.open(path))
    expect(await corruptCachedFile(page, main, BROKEN_SCRIPT)).toBeGreaterThan(0)
    // The worker cannot get a good copy either (as when the host already serves another deploy): only the page's own
    // requests, once the watchdog has removed the worker, reach main.js.
    await context.route(`**${main}`, (route) => (route.request().serviceWorker() ? route.abort() : route.fallback()))
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.text().startsWith('Boot watchdog')) warnings.push(message.text())
    })

    await reloadUntilMounted(page, 'boot watchdog')
    expect(warnings).toHaveLength(1)
    expect(await page.evaluate(() => sessionStorage.getItem('boot-watchdog'))).toBe('1')
    await expect(page.getByTestId('chat-message').first()).toBeVisible({ timeout: 45_000 })
  })

  test('a tampered cached message body is not shown', async ({ app, page }) => {
    await app.open('/')
    await expectCompleteFeed(page, PAGE)
    await waitForActiveWorker(page)
    await expect.poll(() => cacheSize(page, STORAGE_CACHE)).toBeGreaterThanOrEqual(PAGE)

    const tampered = `Tampered text ${Date.now()}`
    const original = await page.evaluate(
      async ({ cacheName, tampered }) => {
        const cache = await caches.open(cacheName)
        for (const request of await cache.keys()) {
          const cached = await cache.match(request)
          if (!cached || !(cached.headers.get('content-type') ?? '').includes('json')) continue
          const body = (await cached.clone().json()) as { text: string }
          const headers = new Headers(cached.headers)
          headers.delete('content-length')
          await cache.put(request, new Response(JSON.stringify({ ...body, text: tampered }), { headers }))
          return body.text
        }
        return null
      },
      { cacheName: STORAGE_CACHE, tampered },
    )
    expect(original, 'a cached body').not.toBeNull()
    // The app's own body cache (localStorage) goes too: the body must come through the worker.
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await expectCompleteFeed(page, PAGE)
    // The worker dropped the tampered copy and cached the gateway's, checked, again.
    await expect
      .poll(() =>
        page.evaluate(
          async ({ cacheName, original }) => {
            const cache = await caches.open(cacheName)
            for (const request of await cache.keys()) {
              const text = await (await cache.match(request))?.text()
              if (text?.includes(JSON.stringify(original))) return true
            }
            return false
          },
          { cacheName: STORAGE_CACHE, original },
        ),
      )
      .toBe(true)
    await expect(page.getByText(tampered)).toHaveCount(0)
  })
})
