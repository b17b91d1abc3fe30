import { MINTER_REFERRAL_BIPS } from '../../devnet/constants'
import { expect, test } from '../fixtures'
import { storedValue } from './support'

/** Spec §4 Startup (ref), §5 Referrer, §2 Referral dialog and widget. */
test.describe('referrals', () => {
  test('a visitor from ?ref=name.demo pays its holder the referral fee on their first mint', async ({
    app,
    page,
    devnet,
    wallet,
  }) => {
    const referrer = await devnet.createAccount()
    const { fullName } = await devnet.mintName(referrer, devnet.uniqueName())
    const name = devnet.uniqueName()
    const price = await devnet.namePrice(name)

    await app.open(`/?ref=${fullName}`)
    // Resolved at startup (the tld stripped, the holder looked up) and stored, so it survives a reload.
    await expect.poll(async () => (await storedValue(page, 'persist:root')) ?? '').toContain(referrer.address)
    await page.reload()
    await app.connect()
    const before = await devnet.provider.getBalance(referrer.address)
    const widget = await app.mintWidget()
    await widget.getByRole('textbox', { name: 'Name' }).fill(name)
    await widget.getByRole('button', { name: 'Mint username' }).click()
    await expect(app.toast('You have successfully minted a name!')).toBeVisible()

    await expect.poll(() => devnet.holderOf(name)).toBe(wallet.address)
    expect((await devnet.provider.getBalance(referrer.address)) - before).toBe((price * MINTER_REFERRAL_BIPS) / 10000n)
  })

  test('the referral link can be copied from the dialog (desktop) or the widget', async ({
    app,
    page,
    context,
    wallet,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await app.open('/memes-images')
    await app.connect()
    const expected = `${new URL(page.url()).origin}/memes-images?ref=${wallet.address}`

    let scope
    if (app.isDesktop) {
      await page.getByRole('button', { name: 'Earn referral fees!' }).click()
      scope = page.getByRole('dialog', { name: 'Share referral link' })
      await expect(
        scope.getByText('Share your referral link and earn referral fees (and activity points)'),
      ).toBeVisible()
    } else {
      await app.openRightSidebar()
      scope = page.getByRole('region', { name: 'Your referral link' })
      await expect(scope.getByText('Share your referral link and earn referral fees!')).toBeVisible()
    }
    const field = scope.getByRole('textbox', { name: 'Your referral link' })
    await expect(field).toHaveValue(expected)
    await expect(field).toHaveAttribute('readonly', '')

    await scope.getByRole('button', { name: 'Copy referral link' }).click()
    await expect(app.toast('Referral link copied to your clipboard!')).toBeVisible()
    await expect(scope.getByTestId('copied-check')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected)
  })
})
