import type { Locator } from '@playwright/test'
import { expect, test } from '../fixtures'

/** How many lines an element's text takes (its height over its line height). */
const lines = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element)
    const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2
    const range = document.createRange()
    range.selectNodeContents(element)
    return Math.round(range.getBoundingClientRect().height / lineHeight)
  })

/** Issue #17 items 7 and 10: the left sidebar's profile card at 1280-1400 px and on phones. */
test.describe('profile card layout', () => {
  for (const width of [1280, 1400]) {
    test(`a long name ends in an ellipsis with a tooltip; balance and Add to wallet keep to one line (desktop ${width} px, mobile)`, async ({
      app,
      page,
      devnet,
      account,
    }) => {
      test.skip(!app.isDesktop && width !== 1280, 'the phone layout has one width')
      if (app.isDesktop) await page.setViewportSize({ width, height: 800 })
      const { fullName } = await devnet.mintName(
        account,
        devnet.uniqueName({ prefix: 'averyverylongname', length: 30 }),
      )
      await app.open('/')
      await app.connect()
      const card = await app.profileCard()
      const name = card.getByTestId('profile-card-name')
      await expect(name).toHaveText(fullName)
      await expect(name).toHaveAttribute('title', fullName)
      await expect(name).toHaveCSS('text-overflow', 'ellipsis')
      await expect(name).toHaveCSS('white-space', 'nowrap')
      expect(await lines(name)).toBe(1)

      const balance = card.getByTestId('chat-token-balance')
      await expect(balance).toHaveText(/ DEMO$/)
      expect(await lines(balance)).toBe(1)
      // Named by its visible text (WCAG 2.5.3); the token it adds is in the tooltip.
      const add = card.getByRole('button', { name: 'Add to wallet', exact: true })
      await expect(add).toHaveAttribute('title', 'Add DEMO to your wallet')
      expect(await lines(add)).toBe(1)
    })
  }
})
