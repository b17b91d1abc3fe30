import { expect, type Locator, type Page } from '@playwright/test'

/** The header's search field (issue #37); on phones (below 1000 px) it is behind the Search button, which this opens. */
export async function searchBox(page: Page): Promise<Locator> {
  const box = page.getByRole('searchbox', { name: 'Search messages' })
  const isPhone = (page.viewportSize()?.width ?? 0) < 1000
  if (isPhone && !(await box.isVisible())) {
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
  }
  await expect(box).toBeVisible()
  return box
}
