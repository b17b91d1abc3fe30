import { expect, test } from '../fixtures'

/** Issue #17 item 1: one clear Connect call to action on the home page. */
test.describe('home page call to action', () => {
  test('a visitor sees one Connect Wallet button in the first screen, and the composer says why', async ({
    app,
    page,
  }) => {
    await app.open('/')
    const composer = page.getByRole('region', { name: 'Post a message' })
    await expect(composer.getByText('Connect your wallet to post.')).toBeVisible()
    if (app.isDesktop) {
      // Desktop: the composer is the main column's only call to action (the navbar's is small, the sidebars' belong
      // to their widgets).
      await expect(page.getByRole('main').getByRole('button', { name: 'Connect Wallet' })).toHaveCount(1)
    } else {
      // Mobile: the card under the navbar holds it; the composer does not repeat it.
      await expect(app.connectButtons.filter({ visible: true })).toHaveCount(1)
      await expect(
        page.getByRole('region', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }),
      ).toBeVisible()
      await expect(composer.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
    }
    await app.connect()
    await expect(app.connectButtons).toHaveCount(0)
  })
})
