import { shortenAddress } from '../../src/lib/format'
import { expect, test } from '../fixtures'

test.describe('connecting a wallet', () => {
  test('a visitor connects the E2E Wallet through the Connect your wallet dialog', async ({ app, page, wallet }) => {
    await app.open('/')
    await app.connectButtons.first().click()
    await expect(app.connectDialog).toBeVisible()
    await app.pickWalletTile()
    await app.waitForConnected()

    expect(wallet.requestsFor('eth_requestAccounts')).toHaveLength(1)
    if (app.isDesktop) {
      // No name yet: the user menu header shows the address shortened to 6 + 4 characters.
      await expect(await app.openUserMenu()).toHaveText(shortenAddress(wallet.address))
    } else {
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
    }
  })
})
