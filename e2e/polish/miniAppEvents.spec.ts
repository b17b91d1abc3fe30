import { expect, test } from '../farcaster/fixtures'

const DETECTION = { timeout: 30_000 }
const DETAILS = { url: 'https://api.farcaster.example/v1/notify', token: 'e2e-token' }

/** Issue #17 item 12: host events other than back navigation reach the app, in the real host iframe. */
test('added, notifications on/off and removed are told to the user; a primary-button click reaches a listener', async ({
  farcasterHost,
}) => {
  const host = await farcasterHost.open()
  await host.waitForConnected(DETECTION)
  const toast = (text: string) => host.app.locator('.Toastify__toast').filter({ hasText: text })

  await host.emit({ event: 'notifications_enabled', notificationDetails: DETAILS })
  await expect(toast('Notifications on')).toBeVisible()
  await host.emit({ event: 'notifications_disabled' })
  await expect(toast('Notifications off')).toBeVisible()
  await host.emit({ event: 'miniapp_removed' })
  await expect(toast('Removed from your favorites.')).toBeVisible()
  await host.emit({ event: 'miniapp_added' })
  await expect(toast('Added to favorites!')).toHaveCount(1)

  const frame = host.appFrame()
  await frame.evaluate(() => {
    const win = window as unknown as { primaryClicks: number }
    win.primaryClicks = 0
    window.addEventListener('miniapp:primary-button', () => (win.primaryClicks += 1))
  })
  await host.emit({ event: 'primary_button_clicked' })
  await expect.poll(() => frame.evaluate(() => (window as unknown as { primaryClicks: number }).primaryClicks)).toBe(1)
})
