import { expect, test } from '../fixtures'
import { TEXT } from './specTexts'

// The dialog opens from the user dropdown, which only the desktop navbar has (spec §2): below 1000 px there is no
// way to reach it (reported to the lead).
test.skip(({ isMobile }) => isMobile, "no user dropdown on mobile, so no 'Change username' entry")

test.describe('Change your username', () => {
  test('switching to another owned name changes the username everywhere', async ({
    app,
    page,
    devnet,
    account,
    wallet,
  }) => {
    const first = await devnet.mintName(account, devnet.uniqueName())
    const second = await devnet.mintName(account, devnet.uniqueName())
    await app.open('/')
    await app.connect()
    await expect(await app.openUserMenu()).toHaveText(first.fullName)

    await app.chooseUserMenuItem('Change username')
    const dialog = page.getByRole('dialog', { name: TEXT.changeUsernameTitle })
    await expect(dialog).toContainText(TEXT.changeUsernameText)
    const input = dialog.getByRole('textbox', { name: 'New main username' })
    const submit = dialog.getByRole('button', { name: 'Submit' })
    await expect(input).toHaveAttribute('placeholder', 'enter name')
    await expect(submit).toBeDisabled()

    // While invalid, the red message shows and Submit stays disabled (spec §5).
    await input.fill('bad name')
    await expect(dialog.getByText('Spaces not allowed')).toBeVisible()
    await expect(submit).toBeDisabled()

    // With the tld and in upper case: the tld is stripped and the name lower-cased before sending.
    await input.fill(second.fullName.toUpperCase())
    const tx = wallet.holdNextTransaction()
    await submit.click()
    await tx.requested
    await expect(app.toast(TEXT.confirmToast)).toBeVisible()
    await expect(submit).toHaveAttribute('aria-busy', 'true')
    await tx.confirm()
    await expect(app.toast(TEXT.waitingToast)).toBeVisible()
    await tx.broadcast()
    await expect(app.toast(TEXT.usernameChangedToast)).toBeVisible()
    await expect(dialog).toBeHidden()

    expect(await devnet.defaultName(account.address)).toBe(second.name)
    await expect(await app.openUserMenu()).toHaveText(second.fullName)
    await page.keyboard.press('Escape')
    await expect((await app.profileCard()).getByRole('link', { name: second.fullName })).toBeVisible()
  })

  test('a name they do not own gives You do not own this domain. and asks the wallet nothing', async ({
    app,
    page,
    devnet,
    account,
    wallet,
  }) => {
    const own = await devnet.mintName(account, devnet.uniqueName())
    await app.open('/')
    await app.connect()
    await app.chooseUserMenuItem('Change username')
    const dialog = page.getByRole('dialog', { name: TEXT.changeUsernameTitle })
    const input = dialog.getByRole('textbox', { name: 'New main username' })

    // Held by someone else (the seeded alice), and held by nobody. The dialog stays open for another try.
    const submit = dialog.getByRole('button', { name: 'Submit' })
    await input.fill('alice')
    await submit.click()
    await expect(app.toast(TEXT.notOwnerToast)).toBeVisible()
    await expect(submit).toBeEnabled()
    await input.fill(devnet.uniqueName())
    await submit.click()
    await expect
      .poll(async () => (await app.seenToasts()).filter((text) => text === TEXT.notOwnerToast))
      .toHaveLength(2)
    await expect(dialog).toBeVisible()
    expect(wallet.requestsFor('eth_sendTransaction')).toHaveLength(0)
    expect(await devnet.defaultName(account.address)).toBe(own.name)

    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(await app.openUserMenu()).toHaveText(own.fullName)
  })
})
