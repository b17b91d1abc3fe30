import { expect, type Locator, type Page } from '@playwright/test'
import { devnetConfig } from '../../src/config/devnet'
import type { AppDriver } from '../support/app'

/** The 16 routes of spec §2 with the page title configured for each. */
export const ROUTES = Object.entries(devnetConfig.pageMetadata).map(([path, metadata]) => ({
  path,
  title: metadata.title ?? '',
}))

export const SITE_TITLE = devnetConfig.projectMetadataTitle
export const pageTitle = (title: string) => `${title} | ${SITE_TITLE}`

/** The main content area (absent on mobile while a sidebar covers it). */
export const mainContent = (page: Page): Locator => page.getByRole('main')

/** The page's own heading, once its lazy module has loaded. */
export const pageHeading = (page: Page): Locator => mainContent(page).getByRole('heading', { level: 1 })

export const colorMode = (page: Page) => page.locator('html').getAttribute('data-theme')

/** Clicks the light/dark toggle where the layout has it: the navbar, or the right sidebar's toolbar on mobile. */
export async function toggleTheme(app: AppDriver, page: Page): Promise<void> {
  await app.openRightSidebar()
  await page.getByRole('button', { name: /^Switch to (light|dark) mode$/ }).click()
}

/** Opens the Swap Settings dialog through the user menu (navbar, or the right sidebar's toolbar on mobile). */
export async function openSettings(app: AppDriver, page: Page): Promise<Locator> {
  await app.openRightSidebar()
  await page.getByRole('button', { name: /^User menu/ }).click()
  await page.getByRole('menuitem', { name: 'Settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Swap Settings' })
  await expect(dialog).toBeVisible()
  return dialog
}
