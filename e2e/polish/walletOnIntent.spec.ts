import type { Request } from '@playwright/test'
import { expect, test } from '../fixtures'

/** The wallet service's chunks (web3-onboard and its modules load only through them): wallet, wallet-devnet… */
const WALLET_CHUNK = /\/assets\/wallet(-[a-z-]+)?\.[0-9a-f]+\.js$/
/** The bench's window (issue #39): a reader who does not connect fetches no wallet code in the first 30 s. */
const READER_WINDOW_MS = 30_000

// The reader's window includes the worker's registration and precache (blocked by the suite's default).
test.use({ serviceWorkers: 'allow' })

test.describe('wallet code on intent only (issue #39)', () => {
  test('a mobile reader who does not connect fetches no wallet code', async ({ app, page, context }) => {
    test.skip(app.isDesktop, 'the mobile reader of the bench')
    test.setTimeout(120_000)
    const walletRequests: string[] = []
    const record = (request: Request) => {
      if (WALLET_CHUNK.test(request.url())) walletRequests.push(request.url())
    }
    context.on('request', record)
    await app.open('/')
    await expect(page.getByTestId('message-text').first()).toBeVisible()
    // The app's own post-load work is done: the service worker it registers after the load and an idle moment is
    // active, the window has passed on the page's clock, and the page has an idle moment to spare.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.waitForFunction((windowMs) => performance.now() >= windowMs, READER_WINDOW_MS, {
      timeout: READER_WINDOW_MS + 60_000,
      polling: 1_000,
    })
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })))
    expect(walletRequests).toEqual([])
    await expect(page.locator('onboard-v2')).toHaveCount(0)

    // A finger on Connect is intent: the dialog's code comes then.
    await app.connectButtons.filter({ visible: true }).first().dispatchEvent('touchstart')
    await expect.poll(() => walletRequests.length).toBeGreaterThan(0)
    context.off('request', record)
  })

  test('the ⋮ panel shows its frame at once while its code loads', async ({ app, page, context }) => {
    test.skip(app.isDesktop, 'the panel is a phone layout')
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => (release = resolve))
    let asked = false
    await context.route(/\/assets\/sidebar-right\.[0-9a-f]+\.js$/, async (route) => {
      asked = true
      await released
      await route.continue()
    })
    await app.open('/')
    await page.getByRole('button', { name: 'Names and actions' }).tap()
    const panel = page.locator('#sidebar-right')
    await expect(panel.getByRole('status', { name: 'Loading names and actions' })).toBeVisible()
    await expect.poll(() => asked).toBe(true)
    release()
    await expect(panel.getByRole('heading', { name: 'Get a .demo name' })).toBeVisible()
  })
})
