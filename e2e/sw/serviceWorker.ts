import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { startStaticHost, type StaticHost } from '../../scripts/staticHost'
import { readStack } from '../support/stackEnv'

/** The runtime caches of src/serviceWorker/sw.ts. */
export const ASSETS_CACHE = 'demo-social-assets'
export const STORAGE_CACHE = 'demo-social-storage'
/** Message bodies and pictures: stored transactions, read through the devnet's Arweave gateway. */
export const STORAGE_GLOB = '**/devnet/arweave/**'

/** Waits until the service worker is active for the page (it registers once the page has loaded). */
export async function waitForActiveWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    const worker = registration.active
    if (worker?.state === 'activated') return
    await new Promise<void>((resolve) =>
      worker?.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
    )
  })
}

/** How many entries a cache of the page's origin holds (0 when it does not exist). */
export const cacheSize = (page: Page, name: string): Promise<number> =>
  page.evaluate(async (cacheName) => {
    if (!(await caches.has(cacheName))) return 0
    return (await (await caches.open(cacheName)).keys()).length
  }, name)

/** Every URL in every cache of the page's origin. */
export const cachedUrls = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    return urls
  })

/**
 * Messages in the feed that are complete as the bench counts them (bench/probe.ts): body text shown, nothing busy,
 * the author's name settled, the avatar loaded.
 */
export const completeMessages = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('[data-testid="chat-message"]')].filter((item) => {
        if (!item.querySelector('[data-testid="message-text"]') || item.querySelector('[aria-busy="true"]'))
          return false
        if (item.getAttribute('data-author-state') === 'loading') return false
        const avatar = item.firstElementChild?.querySelector('img')
        return Boolean(avatar && avatar.complete && avatar.naturalWidth > 0)
      }).length,
  )

/** Waits until every message of the feed is complete, and there are at least `count`. */
export async function expectCompleteFeed(page: Page, count: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const complete = await completeMessages(page)
        return complete === (await page.getByTestId('chat-message').count()) ? complete : 0
      },
      { timeout: 45_000 },
    )
    .toBeGreaterThanOrEqual(count)
}

/**
 * A deploy of its own: a copy of dist/ served on its own port (its own origin, so its own service worker), with the
 * stack's devnet paths proxied. `deployNewBuild` fakes the next build the way a real one differs: a changed
 * index.html (with a marker), so a changed precache revision in sw.js, and a new build.json id; the host restarts on
 * the same port (it keeps files in memory).
 */
export async function startOwnDeploy(): Promise<{
  url: string
  deployNewBuild(marker: string): Promise<void>
  close(): Promise<void>
}> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-sw-'))
  fs.cpSync(path.resolve(__dirname, '../../dist'), root, { recursive: true })
  const { proxies } = readStack()
  let host: StaticHost = await startStaticHost({ root, proxies })
  const port = host.port
  const write = (file: string, change: (text: string) => string) => {
    const full = path.join(root, file)
    const before = fs.readFileSync(full, 'utf8')
    const after = change(before)
    if (after === before) throw new Error(`the fake deploy did not change ${file}`)
    fs.writeFileSync(full, after)
    fs.rmSync(`${full}.br`, { force: true })
  }
  return {
    url: host.url,
    async deployNewBuild(marker) {
      await host.close()
      write('index.html', (html) => html.replace('<head>', `<head><meta name="e2e-build" content="${marker}" />`))
      // The precache entry names index.html's new revision and integrity (issue #35: the worker checks it).
      const integrity = `sha384-${createHash('sha384')
        .update(fs.readFileSync(path.join(root, 'index.html')))
        .digest('base64')}`
      write('sw.js', (worker) =>
        worker.replace(
          /('integrity':')[^']+(','revision':')[0-9a-f]+(','url':'\/index\.html')/,
          `$1${integrity}$2${marker}$3`,
        ),
      )
      write('build.json', () => JSON.stringify({ buildId: marker }))
      host = await startStaticHost({ root, proxies, port })
    },
    async close() {
      await host.close()
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
}

/** Whether the app has mounted (its first commit: src/app/bootWatchdog.ts's flag). */
export const appMounted = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as { __appMounted?: boolean }).__appMounted === true).catch(() => false)

/**
 * Replaces, in every cache of the page's origin, the entries whose URL path is `pathname` with `body` (their headers
 * kept): a corrupted Cache Storage entry. Returns how many it replaced.
 */
export const corruptCachedFile = (page: Page, pathname: string, body: string): Promise<number> =>
  page.evaluate(
    async ({ pathname, body }) => {
      let replaced = 0
      for (const name of await caches.keys()) {
        const cache = await caches.open(name)
        for (const request of await cache.keys()) {
          if (new URL(request.url).pathname !== pathname) continue
          const headers = new Headers((await cache.match(request))?.headers)
          headers.delete('content-length')
          await cache.put(request, new Response(body, { status: 200, headers }))
          replaced += 1
        }
      }
      return replaced
    },
    { pathname, body },
  )
