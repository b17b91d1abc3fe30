import { darkTheme, lightTheme } from '../../src/ui/theme'
import { expect, test } from '../fixtures'
import { toggleTheme } from '../site/site'

/** '#rrggbb' as the browser reports a computed colour ('rgb(r, g, b)'). */
const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16)
  return `rgb(${value >> 16}, ${(value >> 8) & 255}, ${value & 255})`
}

/** Issue #17 items 2 and 3: the connect dialog reads as part of the site, in both themes. */
test.describe('connect dialog', () => {
  test('uses the site colours in both themes, without the foreign banner, footer or a WalletConnect tile', async ({
    app,
    page,
  }) => {
    await app.open('/')
    const onboard = page.locator('onboard-v2')
    // The dialog's surface: web3-onboard paints it from --w3o-background-color.
    const surface = onboard.locator('.container').filter({ visible: true }).first()

    for (const [mode, theme] of [
      ['dark', darkTheme],
      ['light', lightTheme],
    ] as const) {
      if (mode === 'light') {
        await toggleTheme(app, page)
        await app.closeSidebars()
      }
      await app.connectButtons.filter({ visible: true }).first().click()
      await expect(app.connectDialog).toBeVisible()
      await expect(onboard.getByRole('button', { name: 'E2E Wallet' })).toBeVisible()
      await expect(surface).toHaveCSS('background-color', rgb(theme.colors.surface))
      await expect(surface).toHaveCSS('color', rgb(theme.colors.text))
      await expect(onboard.getByText("Why don't I see my wallet?")).toHaveCount(0)
      // The phone sheet's '7 connect your wallet' subheading is hidden.
      await expect(onboard.getByText(/^\d+ connect your wallet$/)).toBeHidden()
      await expect(onboard.getByText(/I don't have a wallet/i)).toHaveCount(0)
      await expect(onboard.locator('a[href*="thirdweb"], a[href*="blocknative"]')).toHaveCount(0)
      // Devnet builds have no WalletConnect project id: no tile (a production build without one fails instead).
      await expect(onboard.getByRole('button', { name: 'WalletConnect' })).toHaveCount(0)
      // web3-onboard's close control, named by the app (issue #39).
      await onboard.getByRole('button', { name: 'Close' }).filter({ visible: true }).first().click()
      await expect(app.onboardModal).toHaveCount(0)
    }
  })
})

/** Issue #39: the dialog by keyboard, and one primary Connect per width. */
test.describe('connect dialog, keyboard and focus', () => {
  test('closes on Escape and by its named Close button, and gives the focus back to its opener', async ({
    app,
    page,
  }) => {
    await app.open('/')
    const opener = app.connectButtons.filter({ visible: true }).first()
    await opener.focus()
    await page.keyboard.press('Enter')
    await expect(app.connectDialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(app.onboardModal).toHaveCount(0)
    await expect(opener).toBeFocused()

    await opener.click()
    await expect(app.connectDialog).toBeVisible()
    const close = page.locator('onboard-v2').getByRole('button', { name: 'Close' }).filter({ visible: true })
    await expect(close).toHaveCount(1)
    await close.focus()
    await page.keyboard.press('Enter')
    await expect(app.onboardModal).toHaveCount(0)
    await expect(opener).toBeFocused()
  })

  test("a visitor's first screen has one primary Connect Wallet", async ({ app, page }) => {
    await app.open('/')
    const primary = rgb(darkTheme.colors.primary)
    const viewport = page.viewportSize()
    // Wait for what the first screen shows at this width: the navbar's button, and on desktop the sidebar's too.
    await expect(app.connectButtons.filter({ visible: true }).first()).toBeVisible()
    if (app.isDesktop) await expect(app.connectButtons.filter({ visible: true })).not.toHaveCount(1)
    const onFirstScreen = await app.connectButtons
      .filter({ visible: true })
      .evaluateAll(
        (buttons, height) =>
          buttons
            .filter((button) => button.getBoundingClientRect().top < height)
            .map((button) => getComputedStyle(button).backgroundColor),
        viewport?.height ?? 0,
      )
    expect(onFirstScreen.filter((background) => background === primary)).toHaveLength(1)
  })
})
