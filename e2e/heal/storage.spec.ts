import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { AppDriver } from '../support/app'

/**
 * Issue #19 item 3: storage that cannot lock a user out. Every key the site or its libraries write (found by using
 * the site, plus the keys written only in some flows or configurations: web3-onboard's own, and the site's pending
 * transactions) is corrupted, one by one and all at once, and the site still boots and connects. Before the fix, `onboard.js:agreement` = `null` or non-JSON
 * made Connect Wallet do nothing, with uncaught errors, on every reload.
 */
const SOMETIMES_WRITTEN_KEYS = ['onboard.js:agreement', 'onboard.js:last_connected_wallet', 'pending-transactions']
const CORRUPTED = { null: 'null', 'non-JSON': '{"cut off' } as const

interface StoredKeys {
  local: Record<string, string>
  session: Record<string, string>
}

/** Uses the site as a user would (connect, read the feed, change a setting) and returns what it stored. */
async function storedAfterUse(app: AppDriver, page: Page): Promise<StoredKeys> {
  await app.open('/')
  await app.connect()
  await expect.poll(() => page.getByTestId('chat-message').count()).toBeGreaterThan(0)
  await app.openRightSidebar()
  await page.getByRole('button', { name: /^Switch to (light|dark) mode$/ }).click()
  await app.closeSidebars()
  return page.evaluate(() => {
    const dump = (storage: Storage) =>
      Object.fromEntries(Object.keys(storage).map((key) => [key, storage.getItem(key) ?? '']))
    return { local: dump(window.localStorage), session: dump(window.sessionStorage) }
  })
}

/** Puts `stored` back (the remembered wallet left out, so each round connects through the dialog), then corrupts. */
async function corrupt(page: Page, stored: StoredKeys, corrupted: Record<string, string>): Promise<void> {
  await page.evaluate(
    ({ stored, corrupted }) => {
      window.localStorage.clear()
      window.sessionStorage.clear()
      for (const [key, value] of Object.entries(stored.local)) window.localStorage.setItem(key, value)
      for (const [key, value] of Object.entries(stored.session)) window.sessionStorage.setItem(key, value)
      window.localStorage.removeItem('connected-with')
      for (const [key, value] of Object.entries(corrupted)) {
        if (key in stored.session) window.sessionStorage.setItem(key, value)
        else window.localStorage.setItem(key, value)
      }
    },
    { stored, corrupted },
  )
}

/** Reloads and connects (or finds the wallet reconnected by itself); no uncaught error on the way. */
async function bootsAndConnects(app: AppDriver, page: Page, pageErrors: string[], what: string): Promise<void> {
  await page.reload()
  await expect(page.getByRole('banner'), what).toBeVisible()
  await expect(async () => {
    if ((await app.connectButtons.count()) > 0) await app.connect()
    await app.waitForConnected()
  }, what).toPass({ timeout: 30_000 })
  expect(pageErrors, what).toEqual([])
}

const keysToCorrupt = (stored: StoredKeys) => [
  ...new Set([...Object.keys(stored.local), ...Object.keys(stored.session), ...SOMETIMES_WRITTEN_KEYS]),
]

test.describe('corrupted storage cannot lock a user out', () => {
  test.describe.configure({ timeout: 240_000 })

  test.describe('one by one', () => {
    // ~30 s of reloads each, checking the same keys and boot code on both layouts; 'every key corrupted at once'
    // still runs on mobile. Skipped before the fixtures, so no account is funded for nothing.
    test.skip(({ isMobile }) => isMobile, 'desktop only: the storage and boot code is the same on both layouts')

    for (const [label, value] of Object.entries(CORRUPTED)) {
      test(`each key set to ${label}, one by one`, async ({ app, page, pageErrors }, testInfo) => {
        const stored = await storedAfterUse(app, page)
        const keys = keysToCorrupt(stored)
        testInfo.annotations.push({ type: 'storage', description: `corrupted one by one: ${keys.join(', ')}` })
        expect(keys).toEqual(expect.arrayContaining(['persist:root', 'connected-with', ...SOMETIMES_WRITTEN_KEYS]))
        for (const key of keys) {
          await corrupt(page, stored, { [key]: value })
          await bootsAndConnects(app, page, pageErrors, `${key} = ${value}`)
        }
      })
    }
  })

  test('every key corrupted at once', async ({ app, page, pageErrors }) => {
    const stored = await storedAfterUse(app, page)
    for (const value of Object.values(CORRUPTED)) {
      await corrupt(page, stored, Object.fromEntries(keysToCorrupt(stored).map((key) => [key, value])))
      await bootsAndConnects(app, page, pageErrors, `every key = ${value}`)
    }
  })
})
