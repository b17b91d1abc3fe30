import type { Browser, Page, Request } from '@playwright/test'
import { parseArgs } from 'node:util'
import { launchBenchBrowser } from './lighthouse'
import { startBenchStack } from './stack'

/**
 * Issue #41: how many requests the pictures of a cold first screen cost (profile pictures, NFT images, images in
 * messages), on '/' and on '/nft', desktop and phone viewports (no throttling: it counts, it does not time).
 *
 *   npx tsx bench/pictureRequests.ts [--skip-build] [--runs N]
 *
 * A picture request is a HEAD of any URL (the picture check before issue #41) or a GET the page made as an image,
 * the site's own files (/assets/, /img/, the favicon) left out. Each load is watched until its first screen is
 * complete (ready below) and then to WINDOW_MS after the navigation, so late pictures count too.
 */

/** The measured window, from the navigation's start (the bench's cold-load window). */
const WINDOW_MS = 10_000
/** Viewports: the bench's desktop and phone sizes. */
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const

interface Count {
  heads: number
  gets: number
  /** Distinct picture URLs requested. */
  urls: number
}

const isSiteFile = (url: URL) => /^\/(assets|img)\/|^\/favicon/.test(url.pathname)

function countPictures(page: Page): () => Count {
  const requests: Request[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'data:' || isSiteFile(url)) return
    if (request.method() === 'HEAD' || (request.method() === 'GET' && request.resourceType() === 'image'))
      requests.push(request)
  })
  return () => ({
    heads: requests.filter((request) => request.method() === 'HEAD').length,
    gets: requests.filter((request) => request.method() === 'GET').length,
    urls: new Set(requests.map((request) => request.url())).size,
  })
}

/** The home page's first screen: ten messages with their authors settled and every avatar loaded or defaulted. */
const homeReady = () => {
  const messages = [...document.querySelectorAll('[data-testid="chat-message"]')].slice(0, 10)
  return (
    messages.length === 10 &&
    messages.every((message) => message.getAttribute('data-author-state') !== 'loading') &&
    messages.every((message) => {
      const avatar = message.querySelector<HTMLImageElement>('img[data-testid="profile-image"]')
      return avatar !== null && avatar.complete
    })
  )
}

/** The launchpad's first screen: its five seeded cards with their images loaded (or their placeholders). */
const nftReady = () => {
  const cards = [...document.querySelectorAll('[data-testid="collection-card"]')]
  return (
    cards.length >= 5 &&
    cards.every((card) => [...card.querySelectorAll('img')].every((image) => image.complete && image.naturalWidth > 0))
  )
}

async function measure(browser: Browser, appUrl: string, path: string, viewport: keyof typeof VIEWPORTS) {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], ignoreHTTPSErrors: true })
  try {
    const page = await context.newPage()
    const count = countPictures(page)
    const started = Date.now()
    await page.goto(`${appUrl}${path}`)
    await page.waitForFunction(path === '/' ? homeReady : nftReady, undefined, { timeout: 30_000, polling: 100 })
    const atReady = count()
    const rest = WINDOW_MS - (Date.now() - started)
    if (rest > 0) await page.waitForTimeout(rest)
    return { atReady, inWindow: count() }
  } finally {
    await context.close()
  }
}

async function main() {
  const { values } = parseArgs({
    options: { 'skip-build': { type: 'boolean', default: false }, runs: { type: 'string', default: '1' } },
  })
  const stack = await startBenchStack({ skipBuild: values['skip-build'] ?? false, log: (line) => console.log(line) })
  const browser = await launchBenchBrowser()
  try {
    for (const path of ['/', '/nft']) {
      for (const viewport of ['desktop', 'mobile'] as const) {
        for (let run = 1; run <= Number(values.runs); run += 1) {
          const { atReady, inWindow } = await measure(browser, stack.appUrl, path, viewport)
          console.log(
            `${path.padEnd(5)} ${viewport.padEnd(8)} run ${run}: at first screen ${atReady.heads} HEAD + ` +
              `${atReady.gets} GET (${atReady.urls} URLs); in ${WINDOW_MS / 1000} s ${inWindow.heads} HEAD + ` +
              `${inWindow.gets} GET (${inWindow.urls} URLs)`,
          )
        }
      }
    }
  } finally {
    await browser.close()
    await stack.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
