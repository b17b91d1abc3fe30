import path from 'node:path'
import { expect, test } from '../fixtures'
import { toggleTheme } from '../site/site'

/**
 * Review screenshots for issue #17 (not a check): `E2E_SCREENSHOTS=1 npx playwright test e2e/polish/screenshots`
 * writes the home page in both themes, the mint widget and the connect dialog per project into screenshots/
 * (git-ignored by being outside the committed tree; do not commit them).
 */
const DIR = path.join(__dirname, '..', '..', 'screenshots')

test.skip(!process.env.E2E_SCREENSHOTS, 'review screenshots only on request (E2E_SCREENSHOTS=1)')

test('home, mint widget and connect dialog in both themes', async ({ app, page, devnet, account }, testInfo) => {
  const width = page.viewportSize()?.width ?? 0
  // Transitions (theme switch, the dialog's slide-in) are finished first: the picture shows the settled screen.
  const shot = (name: string) =>
    page.screenshot({ path: path.join(DIR, `${name}-${width}.png`), animations: 'disabled' })
  await devnet.mintName(account, devnet.uniqueName({ prefix: 'averyverylongname', length: 28 }))
  await app.open('/')
  await expect(page.getByRole('region', { name: 'Post a message' })).toBeVisible()
  await shot('home-dark')
  await app.connectButtons.filter({ visible: true }).first().click()
  await expect(app.connectDialog).toBeVisible()
  await expect(page.locator('onboard-v2').getByRole('button', { name: 'E2E Wallet' })).toBeVisible()
  await shot('connect-dialog-dark')
  await app.pickWalletTile()
  await app.waitForConnected()
  await app.closeToasts()
  await shot('home-connected-dark')
  const widget = await app.mintWidget()
  await widget.getByRole('textbox', { name: 'Name' }).fill('alice')
  await expect(widget.locator('#mint-name-message')).toContainText('already taken')
  await widget.screenshot({ path: path.join(DIR, `mint-widget-taken-dark-${width}.png`), animations: 'disabled' })
  await widget.getByRole('textbox', { name: 'Name' }).fill('')
  await widget.screenshot({ path: path.join(DIR, `mint-widget-empty-dark-${width}.png`), animations: 'disabled' })
  if (app.isDesktop)
    await (
      await app.profileCard()
    ).screenshot({ path: path.join(DIR, `profile-card-dark-${width}.png`), animations: 'disabled' })

  await toggleTheme(app, page)
  await app.closeSidebars()
  await shot('home-connected-light')
  const lightWidget = await app.mintWidget()
  await lightWidget.getByRole('textbox', { name: 'Name' }).fill('alice')
  await expect(lightWidget.locator('#mint-name-message')).toContainText('already taken')
  await lightWidget.screenshot({ path: path.join(DIR, `mint-widget-taken-light-${width}.png`), animations: 'disabled' })
  await app.closeSidebars()
  await page.evaluate(() => window.localStorage.setItem('connected-with', ''))
  await app.open('/')
  await expect(page.getByRole('region', { name: 'Post a message' })).toBeVisible()
  // The theme persisted; disconnected by forgetting the connector.
  await expect(app.connectButtons.first()).toBeVisible()
  await shot('home-light')
  await app.connectButtons.filter({ visible: true }).first().click()
  await expect(page.locator('onboard-v2').getByRole('button', { name: 'E2E Wallet' })).toBeVisible()
  await shot('connect-dialog-light')
  testInfo.annotations.push({ type: 'screenshots', description: DIR })
})
