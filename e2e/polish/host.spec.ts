import { expect, test } from '../fixtures'

/** Issue #17 item 11: the project's static host does what docs/HOSTING.md asks. */
test.describe('static host', () => {
  test('a missing chunk or file is a 404, never index.html; routes and deep links get the app', async ({
    app,
    page,
  }) => {
    for (const path of [
      '/assets/main.00000000.js',
      '/assets/gone',
      '/img/none.png',
      '/nothing-here.js',
      '/robots.txt',
    ]) {
      const response = await page.request.get(path)
      expect([path, response.status()]).toEqual([path, 404])
      expect(await response.text()).not.toContain('<!doctype html>')
    }
    for (const path of ['/profile/?id=alice.demo', '/post?id=0&channel=general', '/no/such/page']) {
      const response = await page.request.get(path)
      expect([path, response.status()]).toEqual([path, 200])
      expect(response.headers()['content-type']).toContain('text/html')
    }
    await app.open('/profile/?id=alice.demo')
    await expect(page.getByRole('main')).toContainText('alice.demo')
  })
})
