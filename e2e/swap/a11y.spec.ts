import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { seriousOrCritical as scan } from '../support/axe'
import { openSwap } from './swapHelpers'

/** Serious and critical axe findings in the swap card and its dialogs. */
const seriousOrCritical = (page: Page) => scan(page, { include: ['main', '[role="dialog"]'] })

test('the swap screens have no serious accessibility violations', async ({ app, devnet, account, page }) => {
  await devnet.giveChatTokens(account.address, 5)
  const s = await openSwap(app)
  await s.amount.fill('0.5')
  await expect(s.route).toHaveText('ETH → DEMO')
  expect(await seriousOrCritical(page), 'quote with a warning').toEqual([])

  await page.getByRole('button', { name: /^From token: / }).click()
  await expect(page.getByRole('dialog', { name: 'Select the token to swap from' })).toBeVisible()
  expect(await seriousOrCritical(page), 'token picker').toEqual([])
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^DEMO\b/ })
    .click()
  await page.getByRole('button', { name: /^To token: / }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^ETH\b/ })
    .click()
  await s.amount.fill('1')
  await expect(s.button('Approve DEMO')).toBeVisible()
  expect(await seriousOrCritical(page), 'approval step').toEqual([])

  await app.open('/swap/cow')
  await expect(page.getByRole('link', { name: 'Swap on Uniswap V2 instead' })).toBeVisible()
  expect(await seriousOrCritical(page), '/swap/cow').toEqual([])
})
