import { expect, test } from '../fixtures'
import { TEXT } from './specTexts'

test.describe('a rejected signature', () => {
  test('rejecting the mint in the wallet leaves no spinner, no stale confirm toast and no state change', async ({
    app,
    page,
    devnet,
    wallet,
  }) => {
    const name = devnet.uniqueName()
    await app.open('/')
    await app.connect()
    const balanceBefore = await devnet.provider.getBalance(wallet.address)
    const widget = await app.mintWidget()
    await widget.getByRole('textbox', { name: 'Name' }).fill(name)
    const mint = widget.getByRole('button', { name: TEXT.mintButton })

    const tx = wallet.holdNextTransaction()
    await mint.click()
    await tx.requested
    await expect(app.toast(TEXT.confirmToast)).toBeVisible()
    tx.reject()

    // The flow ends: the confirm toast goes, the button is usable again, nothing spins.
    await expect(app.toast(TEXT.confirmToast)).toHaveCount(0)
    await expect(mint).toBeEnabled()
    await expect(mint).not.toHaveAttribute('aria-busy')
    await expect(page.getByTestId('spinner')).toHaveCount(0)
    await expect(app.toast(TEXT.waitingToast)).toHaveCount(0)
    await expect(app.toast(TEXT.mintedToast)).toHaveCount(0)

    // No state change: the input keeps the name, no name on chain, no username, no ETH spent.
    await expect(widget.getByRole('textbox', { name: 'Name' })).toHaveValue(name)
    expect(await devnet.holderOf(name)).toBeNull()
    expect(await devnet.defaultName(wallet.address)).toBe('')
    expect(await devnet.provider.getBalance(wallet.address)).toBe(balanceBefore)
    await app.closeToasts()
    await expect(await app.profileCard()).toHaveCount(0)
    if (app.isDesktop) await expect(await app.openUserMenu()).not.toHaveText(`${name}.demo`)
  })

  test('after a rejection the user can mint on the next try (rejectNext)', async ({ app, devnet, wallet }) => {
    const name = devnet.uniqueName()
    await app.open('/')
    await app.connect()
    const widget = await app.mintWidget()
    await widget.getByRole('textbox', { name: 'Name' }).fill(name)
    const mint = widget.getByRole('button', { name: TEXT.mintButton })

    wallet.rejectNext('eth_sendTransaction')
    await mint.click()
    await expect.poll(() => wallet.requestsFor('eth_sendTransaction').length).toBe(1)
    await expect(mint).toBeEnabled()
    expect(await devnet.holderOf(name)).toBeNull()

    await mint.click()
    await expect(app.toast(TEXT.mintedToast)).toBeVisible()
    expect(await devnet.holderOf(name)).toBe(wallet.address)
  })
})
