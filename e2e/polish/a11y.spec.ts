import { nameHolder, postAs } from '../chat/chatDevnet'
import { expect, test } from '../fixtures'
import { seriousOrCritical } from '../support/axe'

/** Issue #39's axe findings: /stake's countdowns, /post's empty replies, the profile card's points button. */
test.describe('accessibility findings of issue #39', () => {
  test('/stake has no serious violation, connected or not (its countdowns sit inside their dd)', async ({
    app,
    page,
  }) => {
    await app.open('/stake')
    const nextPeriod = page.getByTestId('stake-next-period')
    await expect(nextPeriod.getByRole('timer')).toHaveText(/\d/)
    expect(await seriousOrCritical(page), 'not connected').toEqual([])

    await app.connect()
    await expect(page.getByTestId('stake-lock').getByRole('timer')).toHaveText('Nothing staked')
    expect(await seriousOrCritical(page), 'connected').toEqual([])
  })

  test('/post of a message without replies says so, with no empty feed', async ({ app, page, devnet }) => {
    const { account: author } = await nameHolder(devnet)
    const message = await postAs(devnet, author, `Nobody answers ${devnet.uniqueName()}`)
    await app.open(`/post?id=${message.index}&channel=general`)
    await expect(page.getByText('No replies yet.')).toBeVisible()
    await expect(page.getByRole('feed', { name: 'Replies' })).toHaveCount(0)
    expect(await seriousOrCritical(page)).toEqual([])
  })

  test("the profile card's points button is named after what it shows", async ({ app, devnet, account }) => {
    await devnet.mintName(account, devnet.uniqueName())
    await app.open('/')
    await app.connect()
    const card = await app.profileCard()
    const points = card.getByTestId('profile-card-points')
    await expect(points).toHaveText('0 AP')
    await expect(points).toHaveAccessibleName('0 AP, refresh activity points')
    // With the label-in-name check too (axe's experimental `label-content-name-mismatch`).
    expect(
      await seriousOrCritical(app.page, { include: ['[data-testid="profile-card"]'], experimental: true }),
    ).toEqual([])
  })
})
