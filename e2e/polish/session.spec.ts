import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'

const stored = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key)

/** Issue #17 item 9: 'connected-with' holds connector ids (spec §3); old label values are migrated. */
test.describe("'connected-with' connector ids", () => {
  test("a connect through the dialog stores 'injected' (and the wallet's label beside it)", async ({ app, page }) => {
    await app.open('/')
    await app.connect()
    expect(await stored(page, 'connected-with')).toBe('injected')
    expect(await stored(page, 'connected-wallet-label')).toBe('E2E Wallet')
  })

  test('a label stored by an older version is migrated and still reconnects without the dialog', async ({
    app,
    page,
    wallet,
  }) => {
    // A returning visitor: the wallet holds the site's permission from the earlier visit.
    wallet.grantPermission()
    await page.addInitScript(() => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.setItem('connected-with', 'E2E Wallet')
        window.sessionStorage.setItem('seeded', '1')
      }
    })
    await app.open('/')
    await app.waitForConnected()
    await expect(app.connectDialog).toBeHidden()
    expect(wallet.requestsFor('eth_accounts').length).toBeGreaterThan(0)
    expect(await stored(page, 'connected-with')).toBe('injected')
    expect(await stored(page, 'connected-wallet-label')).toBe('E2E Wallet')

    await page.reload()
    await app.waitForConnected()
    expect(await stored(page, 'connected-with')).toBe('injected')
  })
})
