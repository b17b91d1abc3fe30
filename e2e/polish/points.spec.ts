import { expect, test } from '../fixtures'

/** Issue #17 item 8: the points page says what paying for a name earned, though spec §5 rounds it away. */
test('after paying 0.001 ETH for a name, the points page says the exact 0.001 AP', async ({ app, devnet, account }) => {
  const { priceWei } = await devnet.mintName(account, devnet.uniqueName({ length: 12 }))
  expect(priceWei).toBe(10n ** 15n)
  await expect.poll(() => devnet.activityPoints(account.address)).toBe(10n ** 15n)
  await app.open('/activity-points')
  await app.connect()
  const value = app.page.getByTestId('activity-points-value')
  // Spec §5: points under 1 are rounded to 2 decimals, so the figure itself stays '0 AP'.
  await expect(value).toHaveText('0 AP')
  await expect(value).toHaveAttribute('title', '0.001 AP')
  await expect(app.page.getByTestId('activity-points-exact')).toHaveText(
    'You have exactly 0.001 AP. Points under 1 are shown rounded to 2 decimals, so a small amount earned by paying for a name can show as 0 above.',
  )
})
