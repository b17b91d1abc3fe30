import { expect, test } from '../fixtures'
import { ROUTES, SITE_TITLE, mainContent, pageHeading, pageTitle } from './site'

test.describe('every route (spec §2)', () => {
  for (const { path, title } of ROUTES) {
    test(`${path} renders its page with the title '${title}'`, async ({ app, page }) => {
      await app.open(path)
      await expect(pageHeading(page)).toBeVisible()
      await expect(page).toHaveTitle(pageTitle(title))
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', pageTitle(title))
    })
  }

  test('the profile link form /profile/?id= is served as a deep link', async ({ app, page }) => {
    await app.open('/profile/?id=alice.demo')
    await expect(pageHeading(page)).toBeVisible()
    await expect(page).toHaveTitle(pageTitle('Profile'))
  })
})

test.describe('unknown paths (spec §2: 404)', () => {
  test("show 'Page not found' followed by the path", async ({ app, page }) => {
    await app.open('/no/such/page')
    await expect(mainContent(page).getByText('Page not found: /no/such/page')).toBeVisible()
    await expect(pageHeading(page)).toHaveText('404 Page Not Found')
    await expect(page).toHaveTitle(pageTitle('Page Not Found'))
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  test('give crawlers the site summary instead of an error page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    })
    try {
      const page = await context.newPage()
      await page.goto('/no/such/page')
      await expect(pageHeading(page)).toHaveText('Demo Social')
      await expect(mainContent(page).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about')
      await expect(page.getByText(/not found/i)).toHaveCount(0)
      await expect(page).toHaveTitle(SITE_TITLE)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    } finally {
      await context.close()
    }
  })
})

test.describe('a page chunk that cannot load (spec §4: reload at most once per 10 s per path)', () => {
  // After the reload the chunk is requested by the worker, as for a returning visitor.
  test.use({ serviceWorkers: 'allow' })
  test('reloads once, then shows the 500 page instead of reloading again', async ({ app, page, context }) => {
    await app.open('/')
    await expect(pageHeading(page)).toBeVisible()
    // On the context: after the reload the service worker (src/serviceWorker) fetches the chunk, and a page route
    // would not see that request.
    await context.route('**/assets/page-about.*.js', (route) => route.abort())
    let documentLoads = 0
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && new URL(request.url()).pathname === '/about') documentLoads += 1
    })
    await app.openLeftSidebar()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
    await expect(page.getByRole('alert')).toContainText('500 Internal Server Error')
    await expect(page.getByRole('alert')).toContainText('Part of the site could not be loaded')
    expect(documentLoads).toBe(1)
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible()
  })
})

test.describe('a newer build (spec §4: checked on an interval)', () => {
  test('is offered as a polite notice with a Reload button', async ({ app, page }) => {
    await page.clock.install()
    await app.open('/')
    await page.route('**/build.json', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }))
    const notice = page.getByRole('status').filter({ hasText: 'A new version of this site is available.' })
    // The check starts with its lazily loaded module, which a busy machine may load late: move the clock by one
    // interval at a time until the notice shows, so the test never depends on when the interval was set up.
    await expect
      .poll(
        async () => {
          await page.clock.fastForward('05:01')
          return notice.isVisible()
        },
        { timeout: 60_000, intervals: [250, 500, 1000] },
      )
      .toBe(true)
    await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible()
  })
})
