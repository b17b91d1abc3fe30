import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures'

/** The page's top of a region (its first pixel, in CSS px from the top of the document). */
async function topOf(page: Page, region: Locator): Promise<number> {
  await region.scrollIntoViewIfNeeded()
  const box = await region.boundingBox()
  if (!box) throw new Error('The region is not laid out')
  return box.y + (await page.evaluate(() => window.scrollY))
}

test.describe('Stake & Earn: what comes first (issue #39)', () => {
  test('a visitor meets the APR with its basis and the staking actions before the figures', async ({ app, page }) => {
    await app.open('/stake')
    await expect(page.getByTestId('stake-apr')).toHaveText(
      /^APR ≈ [\d,.]+ % \(from the last (period's|\d periods') rewards over the staked value\)$/,
    )
    const actions = page.getByRole('region', { name: 'Stake LP, earn ETH' })
    const overview = page.getByRole('region', { name: 'Your stake' })
    await expect(actions.getByRole('tab', { name: 'Deposit' })).toBeVisible()
    // The first action sits on the first screen, at either width: no run of label/value pairs above it.
    const firstAction = await actions.getByRole('tab', { name: 'Deposit' }).boundingBox()
    const viewport = page.viewportSize()
    expect(firstAction && viewport && firstAction.y + firstAction.height).toBeLessThanOrEqual(viewport?.height ?? 0)
    expect(await topOf(page, actions)).toBeLessThan(await topOf(page, overview))
  })

  test('a wallet without LP meets "Get LP tokens" before a disabled Deposit', async ({ app, page }) => {
    await app.open('/stake')
    await app.connect()
    const liquidity = page.getByRole('region', { name: 'Get LP tokens' })
    const actions = page.getByRole('region', { name: 'Stake LP, earn ETH' })
    await expect(page.getByTestId('stake-lp-balance')).toHaveText('0 LP')
    await expect(actions.getByRole('button', { name: 'Deposit', exact: true })).toBeDisabled()
    expect(await topOf(page, liquidity)).toBeLessThan(await topOf(page, actions))
    expect(await topOf(page, actions)).toBeLessThan(await topOf(page, page.getByRole('region', { name: 'Your stake' })))
  })
})
