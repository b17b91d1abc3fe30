import type { Locator } from '@playwright/test'
import { expect, test } from '../fixtures'
import { TEXT } from '../identity/specTexts'

/** True when the two boxes share any area. */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = await Promise.all([a.boundingBox(), b.boundingBox()])
  if (!boxA || !boxB) return false
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  )
}

/** Issue #39: one toast per transaction, updated in place through its stages, below the header. */
test('a mint keeps one toast from "Please confirm" to its outcome, below the header', async ({
  app,
  page,
  wallet,
  devnet,
}) => {
  const name = devnet.uniqueName()
  await app.open('/')
  await app.connect()
  await app.closeToasts()
  const before = (await app.seenToasts()).length
  const widget = await app.mintWidget()
  await widget.getByRole('textbox', { name: 'Name' }).fill(name)
  const tx = wallet.holdNextTransaction()
  await widget.getByRole('button', { name: TEXT.mintButton }).click()
  await tx.requested

  const header = page.getByRole('banner')
  await expect(app.toast(TEXT.confirmToast)).toBeVisible()
  await expect(app.toasts).toHaveCount(1)
  expect(await overlaps(app.toasts.first(), header), 'the toast covers the header').toBe(false)
  // The same element all along: the toast is updated, not replaced by a new one.
  const toast = await app.toasts.first().elementHandle()

  await tx.confirm()
  await expect(app.toast(TEXT.waitingToast)).toBeVisible()
  await expect(app.toasts).toHaveCount(1)
  expect(await toast?.evaluate((element) => element.isConnected)).toBe(true)
  await tx.broadcast()
  await expect(app.toast(TEXT.mintedToast)).toBeVisible({ timeout: 30_000 })
  await expect(app.toasts).toHaveCount(1)
  await expect(app.toast(/Please wait for your transaction/)).toHaveCount(0)
  expect(await toast?.evaluate((element) => element.isConnected && element.textContent)).toBe(TEXT.mintedToast)
  // Every stage was shown in that one toast: the page saw one toast for the transaction.
  expect((await app.seenToasts()).slice(before)).toEqual([TEXT.mintedToast])
  // The outcome closes by itself, as the spec's success toasts do.
  await expect(app.toasts).toHaveCount(0, { timeout: 30_000 })
})
