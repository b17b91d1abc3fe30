import type { Request } from '@playwright/test'
import { messageWith, nameHolder, postAs } from '../chat/chatDevnet'
import { expect, test } from '../fixtures'
import { countScripts } from '../support/scriptRequests'
import {
  ASSETS_CACHE,
  STORAGE_CACHE,
  STORAGE_GLOB,
  cacheSize,
  cachedUrls,
  expectCompleteFeed,
  startOwnDeploy,
  waitForActiveWorker,
} from './serviceWorker'

/**
 * Issue #18: the service worker (src/serviceWorker). The first visit installs it without being controlled by it; it
 * then caches what that visit loaded, and serves the next visits from its caches. RPC calls always go to the network.
 */
/** The newest page holds 10 messages, less those other tests deleted among them (deleted ones are left out). */
const PAGE = 8
const NEW_BUILD_NOTICE = 'A new version of this site is available.'
/** The part of the stored last-seen pages (src/features/chat/feed/lastSeenPage.ts) the test reads. */
interface LastSeen {
  feeds: { general: { messages: { index: number }[] } }
}

// The suite blocks the worker by default (playwright.config.ts); these tests are about it.
test.use({ serviceWorkers: 'allow' })

test.describe('a returning visitor (service worker)', () => {
  test('sees the newest messages with the network closed to the bodies and pictures already seen', async ({
    app,
    page,
    context,
  }) => {
    await app.open('/')
    await expectCompleteFeed(page, PAGE)
    await waitForActiveWorker(page)
    // The first page's bodies and its pictures, cached from what the visit loaded.
    await expect.poll(() => cacheSize(page, STORAGE_CACHE)).toBeGreaterThanOrEqual(PAGE)

    const blocked: string[] = []
    await context.route(STORAGE_GLOB, (route) => {
      blocked.push(route.request().url())
      return route.abort()
    })
    // The app's own body cache (localStorage) goes too: the bodies must come from the worker.
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await expectCompleteFeed(page, PAGE)
    const shown = await page.getByTestId('message-text').count()
    expect(shown).toBeGreaterThanOrEqual(PAGE)
    expect(blocked, 'storage requests that reached the network').toEqual([])
  })

  test("sees the page it last saw before the chain answers, then the chain's page with what was posted since", async ({
    app,
    page,
    context,
    devnet,
  }) => {
    await app.open('/')
    await expectCompleteFeed(page, PAGE)
    await waitForActiveWorker(page)
    await expect.poll(() => cacheSize(page, STORAGE_CACHE)).toBeGreaterThanOrEqual(PAGE)
    // Away from the feed (so it stops following the chain), the visitor's last-seen page is what it last read.
    await app.open('/about')
    const lastSeenNewest = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('chat-last-seen') ?? '{}') as LastSeen).feeds.general.messages[0]?.index,
    )
    const { account } = await nameHolder(devnet)
    const posted = await postAs(devnet, account, `Posted while away ${Date.now()}`)

    // The chain's answers wait until the test lets them through (a request the page gave up on meanwhile is gone).
    let release = () => {}
    const gate = new Promise<void>((open) => (release = open))
    let held = 0
    await context.route('**/devnet/rpc', async (route) => {
      held += 1
      await gate
      await route.continue().catch(() => undefined)
    })
    await page.goto('/')
    const feed = page.getByTestId('chat-feed')
    await expect(feed).toHaveAttribute('data-stale', 'true')
    await expectCompleteFeed(page, PAGE)
    await expect(page.getByRole('feed', { name: 'Messages' })).toHaveAttribute('aria-busy', 'true')
    await expect(page.getByTestId('chat-message').first()).toHaveAttribute('data-index', String(lastSeenNewest))
    await expect(messageWith(page, posted.text)).toHaveCount(0)
    expect(held, 'RPC requests waiting').toBeGreaterThan(0)

    release()
    await expect(feed).not.toHaveAttribute('data-stale')
    await expect(messageWith(page, posted.text)).toBeVisible()
    await expect(page.getByRole('feed', { name: 'Messages' })).not.toHaveAttribute('aria-busy', 'true')
  })

  test("runs the page's code as the worker answers it, before the app asks for it: each file once", async ({
    app,
    page,
  }) => {
    await app.open('/')
    await expectCompleteFeed(page, PAGE)
    await waitForActiveWorker(page)
    await expect.poll(async () => (await cachedUrls(page)).some((url) => /\/assets\/chat\./.test(url))).toBe(true)

    const requests = countScripts(page)
    // scripts/earlyReads.ts adds them to <head> as async scripts (webpack's own have no async attribute). Recorded as
    // they are added: webpack removes an element it took over once its file has run, so the head may not hold it.
    await page.addInitScript(() => {
      const added: string[] = []
      ;(window as unknown as { __asyncScripts: string[] }).__asyncScripts = added
      new MutationObserver((records) => {
        for (const { addedNodes } of records)
          for (const node of addedNodes)
            if (node instanceof HTMLScriptElement && node.hasAttribute('async') && node.src) added.push(node.src)
      }).observe(document, { childList: true, subtree: true })
    })
    await page.reload()
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await expectCompleteFeed(page, PAGE)
    const started = await page.evaluate(() => (window as unknown as { __asyncScripts: string[] }).__asyncScripts)
    expect(started.some((url) => /\/page-home\.[0-9a-f]+\.js$/.test(url))).toBe(true)
    expect(started.some((url) => /\/chat\.[0-9a-f]+\.js$/.test(url))).toBe(true)
    for (const [url, count] of requests) expect(count, url).toBe(1)
  })

  test('RPC calls never come from a cache', async ({ app, page, context }) => {
    await app.open('/')
    await expectCompleteFeed(page, PAGE)
    await waitForActiveWorker(page)
    await expect.poll(() => cacheSize(page, ASSETS_CACHE)).toBeGreaterThan(0)

    // A route on the RPC still sees every call of a page the worker controls (the worker leaves POSTs alone).
    let routed = 0
    await context.route('**/devnet/rpc', (route) => {
      routed += 1
      return route.continue()
    })
    // Only calls issued once the route is in place count: the page before the reload polls too, and a call it issued
    // just before would finish unrouted.
    const issued = new WeakSet<Request>()
    const rpc: { method: string; fromServiceWorker: boolean }[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/devnet/rpc')) issued.add(request)
    })
    page.on('requestfinished', (request) => {
      if (!issued.has(request)) return
      void request
        .response()
        .then((response) =>
          rpc.push({ method: request.method(), fromServiceWorker: response?.fromServiceWorker() ?? false }),
        )
    })
    await page.reload()
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await expectCompleteFeed(page, PAGE)
    await expect.poll(() => rpc.length).toBeGreaterThan(0)
    expect(rpc.every((call) => call.method === 'POST' && !call.fromServiceWorker)).toBe(true)
    expect(routed).toBeGreaterThanOrEqual(rpc.length)
    const cached = await cachedUrls(page)
    expect(cached.filter((url) => url.includes('/devnet/rpc') || url.includes('/devnet/upload'))).toEqual([])
    expect(cached.some((url) => url.includes('/assets/main.'))).toBe(true)
  })

  test('a deep link reloads without the network, and a missing chunk is still a 404', async ({
    app,
    page,
    context,
  }) => {
    await app.open('/')
    await waitForActiveWorker(page)
    // The second page view is the worker's: the About page's chunk is cached as it loads.
    await app.open('/about')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await expect.poll(async () => (await cachedUrls(page)).some((url) => /\/assets\/page-about\./.test(url))).toBe(true)

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page).toHaveURL(/\/about$/)
    await context.setOffline(false)

    // docs/HOSTING.md: a missing hashed file is a real 404, never index.html, also through the worker.
    const missing = await page.evaluate(async () => {
      const response = await fetch('/assets/page-gone.0123abcd.js')
      return { status: response.status, type: response.headers.get('content-type') ?? '' }
    })
    expect(missing.status).toBe(404)
    expect(missing.type).not.toContain('text/html')
  })
})

test.describe('a new build (service worker update flow)', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only: the update flow is the same on both layouts')

  test('reaches a visitor whose worker holds the old one: the notice shows, and Reload loads the new build', async ({
    page,
  }) => {
    const deploy = await startOwnDeploy()
    try {
      await page.goto(`${deploy.url}/`)
      await expect(page.getByTestId('chat-message').first()).toBeVisible({ timeout: 45_000 })
      await waitForActiveWorker(page)
      await page.reload()
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

      await deploy.deployNewBuild('second-build')
      // The old worker still serves the old build; the browser fetches the new worker, which installs and waits.
      await page.reload()
      await expect(page.getByTestId('chat-message').first()).toBeVisible({ timeout: 45_000 })
      await expect(page.locator('meta[name="e2e-build"]')).toHaveCount(0)
      const notice = page.getByRole('status').filter({ hasText: NEW_BUILD_NOTICE })
      await expect(notice).toBeVisible({ timeout: 45_000 })

      await notice.getByRole('button', { name: 'Reload' }).click()
      await expect(page.locator('meta[name="e2e-build"]')).toHaveAttribute('content', 'second-build', {
        timeout: 45_000,
      })
      await expect(page.getByTestId('chat-message').first()).toBeVisible({ timeout: 45_000 })
      await expect(page.getByRole('status').filter({ hasText: NEW_BUILD_NOTICE })).toHaveCount(0)
    } finally {
      await deploy.close()
    }
  })
})
