import { expect, test } from '../fixtures'
import { nameAccount } from './helpers'

test.describe('activity points', () => {
  test('shows the visitor’s points, how to earn them, the referral link and the leaderboard', async ({
    app,
    devnet,
    account,
  }) => {
    const { fullName } = await nameAccount(devnet, account)
    // Far above the seeded users, so the new account is in the top 10 whatever other tests add in parallel.
    await devnet.addActivityPoints(account.address, 1_000_000_000)
    await app.open('/')
    await app.connect()
    await app.open('/activity-points')

    await expect(app.page.getByTestId('activity-points-value')).toHaveText(/^1000000000\s*AP$/)
    await expect(app.page.getByText('Mint a .demo name: what you pay for it is added to your points.')).toBeVisible()
    await expect(app.page.locator('#referral-link-points')).toHaveValue(
      new RegExp(`ref=${fullName.replace('.', '\\.')}$`),
    )

    const myRow = app.page.getByTestId('leaderboard-row').filter({ hasText: fullName })
    await expect(myRow).toContainText('you')
    await expect(myRow).toContainText('1000000000 AP')
    await expect(app.page.getByTestId('leaderboard')).toContainText('alice.demo')
  })

  test('a logged-out visitor sees the leaderboard and is asked to connect for their own points', async ({ app }) => {
    await app.open('/activity-points')
    await expect(app.page.getByText('Connect your wallet to see your points.')).toBeVisible()
    await expect(app.page.getByTestId('leaderboard-row').first()).toBeVisible()
  })
})
