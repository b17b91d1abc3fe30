import { shortenAddress } from '../../src/lib/format'
import { expect, test } from '../fixtures'
import { storedValue } from './support'

/** Spec §4 Startup and Wallet session, in the browser with the injected E2E Wallet. */
const ALREADY_CONNECTED = 'ConnectorAlreadyConnectedError Error, please try connecting again.'

test.describe('remembered wallet', () => {
  test("reconnects after a reload without the dialog, with the connector id kept under 'connected-with'", async ({
    app,
    page,
    wallet,
  }) => {
    await app.open('/')
    await app.connect()
    expect(await storedValue(page, 'connected-with')).toBe('injected')
    const requestsBefore = wallet.requestsFor('eth_requestAccounts').length

    const accountsBefore = wallet.requestsFor('eth_accounts').length

    await page.reload()
    await app.waitForConnected()
    await expect(app.connectDialog).toBeHidden()
    // Issue #18: the remembered injected wallet is asked eth_accounts (no prompt), not eth_requestAccounts.
    expect(wallet.requestsFor('eth_requestAccounts').length).toBe(requestsBefore)
    expect(wallet.requestsFor('eth_accounts').length).toBeGreaterThan(accountsBefore)
    if (app.isDesktop) await expect(await app.openUserMenu()).toHaveText(shortenAddress(wallet.address))
  })

  test('is forgotten on disconnect, so a reload stays disconnected', async ({ app, page, wallet }) => {
    await app.open('/')
    await app.connect()
    await app.disconnect()
    await expect(app.connectButtons.first()).toBeVisible()
    expect(await storedValue(page, 'connected-with')).toBe('')

    const requestsBefore = wallet.requestsFor('eth_requestAccounts').length
    await page.reload()
    await expect(app.connectButtons.first()).toBeVisible()
    expect(wallet.requestsFor('eth_requestAccounts').length).toBe(requestsBefore)
  })
})

test.describe('changes made in the wallet', () => {
  test('an account switch shows the other account’s name', async ({ app, devnet, account, wallet }) => {
    const first = await devnet.mintName(account, devnet.uniqueName())
    const other = await devnet.createAccount()
    const second = await devnet.mintName(other, devnet.uniqueName())
    await app.open('/')
    await app.connect()
    const card = await app.profileCard()
    await expect(card).toContainText(first.fullName)

    await wallet.switchAccount(other)
    await expect(card).toContainText(second.fullName)
    await expect(card).not.toContainText(first.fullName)
    if (app.isDesktop) await expect(await app.openUserMenu()).toHaveText(second.fullName)
  })

  test('an empty account list (site disconnected in the wallet) disconnects the app', async ({ app, page, wallet }) => {
    await app.open('/')
    await app.connect()
    await wallet.disconnectAccounts()
    await expect(app.connectButtons.first()).toBeVisible()
    expect(await storedValue(page, 'connected-with')).toBe('')
  })

  test('a chain switch away shows Unsupported network, and Switch to Base Sepolia brings it back', async ({
    app,
    page,
    wallet,
  }) => {
    await app.open('/')
    await app.connect()
    await wallet.setChain(1)
    if (app.isDesktop) await expect(page.getByRole('button', { name: 'Network: Unsupported network' })).toBeVisible()
    else await expect(page.getByRole('status').filter({ hasText: 'Unsupported network' })).toBeVisible()

    const widget = await app.mintWidget()
    await widget.getByRole('button', { name: 'Switch to Base Sepolia' }).click()
    await expect.poll(() => wallet.chainId).toBe(84532)
    await expect(widget.getByRole('button', { name: 'Switch to Base Sepolia' })).toHaveCount(0)
    await expect(widget.getByRole('button', { name: /Mint username|Balance too low|Loading data/ })).toBeVisible()
    expect(wallet.requestsFor('wallet_switchEthereumChain').at(-1)?.params).toEqual([{ chainId: '0x14a34' }])
  })

  test('switching back to a chain the wallet forgot adds it first', async ({ app, page, wallet }) => {
    test.skip(
      !app.isDesktop,
      'the network switcher menu is in the desktop navbar; the mobile switch button is covered above',
    )
    await app.open('/')
    await app.connect()
    await wallet.setChain(1, { known: false })
    await page.getByRole('button', { name: 'Network: Unsupported network' }).click()
    await page.getByRole('menuitem', { name: 'Switch to Base Sepolia' }).click()
    await expect.poll(() => wallet.chainId).toBe(84532)
    // The refused switch (4902), then the add; web3-onboard then asks to switch once more (its chainNotInWallet), so
    // the refused one is the first, not the last: which one the expect saw last depended on timing.
    const switches = wallet.requestsFor('wallet_switchEthereumChain').map(({ outcome }) => outcome)
    expect(switches[0]).toMatchObject({ error: { code: 4902 } })
    expect(wallet.requestsFor('wallet_addEthereumChain')).toHaveLength(1)
    await expect(page.getByRole('button', { name: 'Network: Base Sepolia' })).toBeVisible()
  })
})

test.describe("'already connected'", () => {
  test('connecting while the wallet is busy shows the spec toast, forces a disconnect, and a retry works', async ({
    app,
    page,
    wallet,
  }) => {
    await app.open('/')
    wallet.failNext('eth_requestAccounts', {
      code: -32002,
      message: 'Already processing eth_requestAccounts. Please wait.',
    })
    await app.connectButtons.first().click()
    await app.pickWalletTile()
    await expect(app.toast(ALREADY_CONNECTED)).toBeVisible()
    expect(await storedValue(page, 'connected-with')).toBe('')
    expect(wallet.isConnected).toBe(false)

    // web3-onboard's dialog explains the pending request (desktop: 'Back to wallets'); picking the wallet again works.
    if (app.isDesktop) await page.locator('onboard-v2').getByRole('button', { name: 'Back to wallets' }).click()
    await app.pickWalletTile()
    await app.waitForConnected()
    expect(await storedValue(page, 'connected-with')).toBe('injected')
  })

  test('the remembered wallet answering "already processing" at startup gives the toast and forgets it', async ({
    app,
    page,
    wallet,
  }) => {
    await app.open('/')
    await app.connect()
    // The startup reconnect asks eth_accounts (issue #18).
    wallet.failNext('eth_accounts', {
      code: -32002,
      message: 'Already processing eth_requestAccounts. Please wait.',
    })
    await page.reload()
    await expect(app.toast(ALREADY_CONNECTED)).toBeVisible()
    await expect(app.connectButtons.first()).toBeVisible()
    await expect.poll(() => storedValue(page, 'connected-with')).toBe('')
  })
})
