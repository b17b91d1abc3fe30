import { expect, test } from '../fixtures'

test.describe('a user who already has a name', () => {
  test('sees it in the profile card with their activity points followed by AP', async ({ app, devnet, account }) => {
    const { fullName } = await devnet.mintName(account, devnet.uniqueName())
    await devnet.addActivityPoints(account.address, 12)
    await app.open('/')
    await app.connect()

    const card = await app.profileCard()
    await expect(card).toContainText(fullName)
    // 12 bonus points + 0.001 ETH spent on the name: 12.001, shown with 2 decimals under 100 (spec §5).
    await expect(card.getByRole('button', { name: 'Refresh activity points' })).toHaveText('12.00 AP')
  })
})
