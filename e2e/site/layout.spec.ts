import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { seriousOrCritical } from '../support/axe'
import { colorMode, mainContent, openSettings, pageHeading, toggleTheme } from './site'

const leftSidebar = (page: Page) => page.getByRole('complementary', { name: 'Site navigation' })
const rightSidebar = (page: Page) => page.getByRole('complementary', { name: 'Names and referrals' })

test.describe('layout (spec §2)', () => {
  test('desktop shows both sidebars beside the content', async ({ app, page }) => {
    test.skip(!app.isDesktop, 'desktop layout')
    await app.open('/')
    await expect(leftSidebar(page)).toBeVisible()
    await expect(mainContent(page)).toBeVisible()
    await expect(rightSidebar(page)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible()
  })

  test('mobile sidebars are mutually exclusive and hide the content while open', async ({ app, page }) => {
    test.skip(app.isDesktop, 'mobile layout')
    await app.open('/')
    const leftToggle = page.getByRole('button', { name: 'Menu', exact: true })
    const rightToggle = page.getByRole('button', { name: 'Names and actions' })
    await expect(mainContent(page)).toBeVisible()
    await expect(leftSidebar(page)).toHaveCount(0)
    await expect(rightSidebar(page)).toHaveCount(0)
    await expect(
      page.getByRole('region', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }),
    ).toBeVisible()

    await leftToggle.click()
    await expect(leftSidebar(page)).toBeVisible()
    await expect(mainContent(page)).toHaveCount(0)
    await expect(rightSidebar(page)).toHaveCount(0)

    await rightToggle.click()
    await expect(rightSidebar(page)).toBeVisible()
    await expect(leftSidebar(page)).toHaveCount(0)
    await expect(mainContent(page)).toHaveCount(0)
    await expect(leftToggle).toHaveAttribute('aria-expanded', 'false')

    await rightToggle.click()
    await expect(mainContent(page)).toBeVisible()
    await expect(rightSidebar(page)).toHaveCount(0)
  })

  test('the skip link is the first stop and moves to the content', async ({ app, page }) => {
    await app.open('/')
    await expect(pageHeading(page)).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
  })
})

test.describe('what the site remembers (spec §3)', () => {
  test('the theme toggle persists across a reload', async ({ app, page }) => {
    await app.open('/')
    expect(await colorMode(page)).toBe('dark')
    await toggleTheme(app, page)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await app.openRightSidebar()
    await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible()
  })

  test('a change is kept when the page goes away before the store has written it', async ({ app, page }) => {
    await app.open('/')
    // redux-persist writes on a timer tick: one that never comes stands for a reload that beats it.
    await page.evaluate(() => {
      window.setInterval = (() => 0) as unknown as typeof window.setInterval
    })
    await toggleTheme(app, page)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  })

  test('swap settings persist across a reload', async ({ app, page }) => {
    await app.open('/')
    let dialog = await openSettings(app, page)
    await expect(dialog.getByRole('textbox', { name: 'Slippage' })).toHaveValue('0.5')
    await expect(dialog.getByRole('textbox', { name: 'Deadline' })).toHaveValue('20')
    await dialog.getByRole('textbox', { name: 'Slippage' }).fill('1.5')
    await dialog.getByRole('textbox', { name: 'Deadline' }).fill('45')
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await expect(dialog).toBeHidden()

    await page.reload()
    dialog = await openSettings(app, page)
    await expect(dialog.getByRole('textbox', { name: 'Slippage' })).toHaveValue('1.5')
    await expect(dialog.getByRole('textbox', { name: 'Deadline' })).toHaveValue('45')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test("'Delete browser storage' resets the site", async ({ app, page }) => {
    test.skip(app.isDesktop, 'the Actions dropdown is on mobile')
    await app.open('/')
    await toggleTheme(app, page)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await page.evaluate(() => window.sessionStorage.setItem('something', 'kept?'))

    await page.getByRole('button', { name: 'Actions', exact: true }).click()
    await expect(page.getByRole('menuitem')).toHaveText(['Delete browser storage'])
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('menuitem', { name: 'Delete browser storage' }).click(),
    ])

    await expect(pageHeading(page)).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    expect(await page.evaluate(() => window.sessionStorage.getItem('something'))).toBeNull()
  })

  test("'Disconnect wallet' shows in Actions only when connected", async ({ app, page }) => {
    test.skip(app.isDesktop, 'the Actions dropdown is on mobile')
    await app.open('/')
    await app.connect()
    await app.openRightSidebar()
    await page.getByRole('button', { name: 'Actions', exact: true }).click()
    await expect(page.getByRole('menuitem')).toHaveText(['Disconnect wallet', 'Delete browser storage'])
    await page.getByRole('menuitem', { name: 'Disconnect wallet' }).click()
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible()
  })

  const corrupted: [string, string][] = [
    ['invalid JSON', '{"settings":"{\\"colorMode'],
    [
      'wrong types',
      JSON.stringify({ settings: 42, cache: '[1,2]', referral: '{"referrer":{"x":1}}', _persist: 'null' }),
    ],
    [
      'a newer version',
      JSON.stringify({
        settings: JSON.stringify({ colorMode: 'light', extra: true }),
        _persist: JSON.stringify({ version: 99 }),
      }),
    ],
    [
      'prototype pollution',
      JSON.stringify({
        settings: '{"__proto__":{"colorMode":"light","polluted":1}}',
        cache: '{"usernames":{"__proto__":{"username":"x","storedAt":1}}}',
      }),
    ],
    ['a huge value', JSON.stringify({ settings: JSON.stringify({ colorMode: 'light', pad: 'x'.repeat(1_200_000) }) })],
  ]
  for (const [name, stored] of corrupted) {
    test(`a page with ${name} in localStorage still loads`, async ({ app, page, pageErrors }) => {
      await app.open('/')
      await page.evaluate((value) => {
        window.localStorage.setItem('persist:root', value)
        window.localStorage.setItem('connected-with', '<script>alert(1)</script>'.repeat(10))
      }, stored)
      await page.reload()
      await expect(pageHeading(page)).toBeVisible()
      await expect(page.getByRole('banner')).toBeVisible()
      expect(await page.evaluate(() => (Object.prototype as Record<string, unknown>).polluted)).toBeUndefined()
      expect(pageErrors).toEqual([])
      // The next write replaces what could not be read with a clean copy.
      await toggleTheme(app, page)
      await expect
        .poll(() => page.evaluate(() => JSON.parse(window.localStorage.getItem('persist:root') ?? '{}').settings))
        .toContain('colorMode')
    })
  }
})

test.describe('accessibility (axe-core)', () => {
  for (const mode of ['dark', 'light'] as const) {
    test(`the home page has no serious or critical violations in ${mode} mode, disconnected and connected`, async ({
      app,
      page,
    }) => {
      await app.open('/')
      if (mode === 'light') {
        await toggleTheme(app, page)
        // Back to the page itself (on mobile the toggle sits in the right sidebar).
        await page.keyboard.press('Escape')
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
      await expect(pageHeading(page)).toBeVisible()
      expect(await seriousOrCritical(page)).toEqual([])

      await app.connect()
      await expect(pageHeading(page)).toBeVisible()
      // web3-onboard's connect modal fades out after connecting; scan the page once it is gone.
      await expect(page.locator('onboard-v2').locator('a, button')).toHaveCount(0)
      expect(await seriousOrCritical(page)).toEqual([])

      // The open sidebars (mobile) and the settings dialog too.
      await app.openLeftSidebar()
      expect(await seriousOrCritical(page)).toEqual([])
      await openSettings(app, page)
      expect(await seriousOrCritical(page)).toEqual([])
    })
  }
})
