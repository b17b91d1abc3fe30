import type { Page } from '@playwright/test'
import { expect, test, type AppDriver } from '../fixtures'

/** Spec §2 Layout, >= 1000 px: logo, Connect, user menu, theme toggle; both sidebars beside the content. */
async function checkDesktopLayout(app: AppDriver, page: Page) {
  const navbar = page.getByRole('banner')
  await expect(navbar.getByRole('link', { name: 'Demo Social home' })).toHaveAttribute('href', '/')
  await expect(navbar.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(navbar.getByRole('button', { name: 'User menu' })).toBeVisible()
  await expect(navbar.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(0)
  // Disconnected: only the connect button, no referral link or network switcher (spec §6).
  await expect(navbar.getByRole('button', { name: 'Earn referral fees!' })).toHaveCount(0)
  await expect(navbar.getByRole('button', { name: /^Network:/ })).toHaveCount(0)

  await expect(page.getByRole('complementary', { name: 'Site navigation' })).toBeVisible()
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Get a .demo name' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'General discussion' })).toHaveAttribute('aria-current', 'page')

  // The user menu of a visitor: header 'Profile', no entries that need a wallet.
  await expect(await app.openUserMenu()).toHaveText('Profile')
  const menu = page.getByRole('menu', { name: 'User menu' })
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Settings', 'Find user'])
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()

  // The theme toggle switches the colour mode (dark by default) and says what it will do next.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await navbar.getByRole('button', { name: 'Switch to light mode' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await expect(navbar.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible()
}

/** Spec §2 Layout, < 1000 px: two sidebar toggles around the logo, the connect card under the bar. */
async function checkMobileLayout(page: Page) {
  const navbar = page.getByRole('banner')
  const left = navbar.getByRole('button', { name: 'Menu', exact: true })
  const right = navbar.getByRole('button', { name: 'Names and actions' })
  await expect(left).toBeVisible()
  await expect(navbar.getByRole('link', { name: 'Demo Social home' })).toBeVisible()
  await expect(right).toBeVisible()
  await expect(navbar.getByRole('button', { name: 'User menu' })).toHaveCount(0)
  // The connect card sits under the bar, outside it.
  await expect(
    page.getByRole('region', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }),
  ).toBeVisible()
  await expect(navbar.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)

  // Sidebars are collapsed: only the content shows.
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.getByRole('complementary')).toHaveCount(0)

  // Opening one sidebar hides the content; opening the other closes the first; closing restores the content.
  await left.click()
  await expect(page.getByRole('complementary', { name: 'Site navigation' })).toBeVisible()
  await expect(page.getByRole('main')).toHaveCount(0)
  await right.click()
  await expect(page.getByRole('complementary', { name: 'Names and referrals' })).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Site navigation' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Actions', exact: true })).toBeVisible()
  await right.click()
  await expect(page.getByRole('complementary')).toHaveCount(0)
  await expect(page.getByRole('main')).toBeVisible()
}

test.describe('home page for a visitor', () => {
  test('renders with the navbar and sidebars of its layout', async ({ app, page }) => {
    await app.open('/')
    if (app.isDesktop) await checkDesktopLayout(app, page)
    else await checkMobileLayout(page)
  })

  test('an unknown path shows Page not found with the path', async ({ app, page }) => {
    await app.open('/no-such-page')
    await expect(page.getByRole('main').getByText(/^Page not found\W*\/no-such-page$/)).toBeVisible()
  })
})
