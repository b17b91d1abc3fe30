import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { nameHolder, postAs } from '../chat/chatDevnet'
import { expect, test } from '../fixtures'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/**
 * Serious and critical axe findings (WCAG 2.1 A/AA and best practices) on the page as it is now, or in `within`
 * only; there, with the label-in-name check too (axe's experimental `label-content-name-mismatch`, off by default).
 */
async function seriousOrCritical(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
  if (within) builder.include(within).withTags([...TAGS, 'experimental'])
  else builder.withTags(TAGS)
  const results = await builder.analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    )
}

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
    expect(await seriousOrCritical(app.page, '[data-testid="profile-card"]')).toEqual([])
  })
})
