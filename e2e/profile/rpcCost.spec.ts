import { expect, test } from '../fixtures'
import { namedUser, profilePath } from './helpers'

test.describe('RPC cost of the profile screens', () => {
  test('a profile page reads the name, holder, balances, points and picture in a few batched round trips', async ({
    app,
    rpc,
    devnet,
  }, testInfo) => {
    const member = await namedUser(devnet)
    await app.open('/about')
    await rpc.waitForQuiet()

    rpc.reset()
    await app.page.goto(profilePath(member.fullName))
    await expect(app.page.getByTestId('profile-points')).toHaveText('7.00 AP')
    await rpc.waitForQuiet()
    const stats = await rpc.report(testInfo, 'profile-page')
    // Holder, then main name, then balances + points + picture data together: a handful of eth_calls in all (5 on
    // an idle machine). Reads join a batch within a short window, and on a busy one a read can miss it and go in
    // the next eth_call (6 seen in a CI run under stress); the bench holds the exact figure.
    expect(stats.ethCalls).toBeLessThanOrEqual(7)
    expect(stats.ethCalls).toBeLessThan(stats.contractReads)
  })

  test('the leaderboard reads every user’s points in a few batches', async ({ app, rpc }, testInfo) => {
    await app.open('/about')
    await rpc.waitForQuiet()
    rpc.reset()
    await app.page.goto('/activity-points')
    await expect(app.page.getByTestId('leaderboard-row').first()).toBeVisible()
    await rpc.waitForQuiet()
    const stats = await rpc.report(testInfo, 'leaderboard')
    // Count, pages of users, points (one aggregate3 per 500 users), the leaders' names and pictures.
    expect(stats.multicallBatches).toBeGreaterThanOrEqual(2)
    expect(stats.ethCalls).toBeLessThanOrEqual(8)
  })
})
