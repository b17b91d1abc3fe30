import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { nameHolder, postAs } from '../chat/chatDevnet'
import { expect, test } from '../fixtures'
import { seriousOrCritical } from '../support/axe'
import { readStack } from '../support/stackEnv'

/**
 * How long a post may take to reach the bell: mined, indexed, its body fetched by the index's body worker (a mention
 * is found in the body), then the bell's next poll (every 15 s). Generous: the machine is shared and busy.
 */
const NOTIFIED_WITHIN_MS = 90_000

/** The header's notification bell, whatever its count. */
const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ })

test.describe('notification inbox over the event index (issue #37)', () => {
  test('a reply and a mention raise the bell without a reload; Mark all read clears it and survives a reload', async ({
    app,
    page,
    devnet,
    account,
  }) => {
    test.setTimeout(300_000)
    expect(readStack().proxies['/devnet/index'], 'global setup started no event index (see its log)').toBeTruthy()
    // A: the connected user, with a name and a message of theirs in General.
    const { fullName } = await nameHolder(devnet, account)
    const label = fullName.slice(0, fullName.indexOf('.'))
    const word = `inbox${randomUUID().slice(0, 8)}`
    const mine = await postAs(devnet, account, `A question about ${word}`)

    await app.open('/')
    await app.connect()
    const bell = bellOf(page)
    // Shown once the index has answered for A: nothing concerns A yet.
    await expect(bell).toHaveAccessibleName('Notifications', { timeout: NOTIFIED_WITHIN_MS })

    // B (someone else, set up from Node) replies to A's message and mentions A in a message of their own.
    const { account: other } = await nameHolder(devnet)
    await postAs(devnet, other, `An answer about ${word}`, mine.index)
    await postAs(devnet, other, `Hey @${label}, more on ${word}`)

    // No reload: the bell's poll brings both.
    await expect(bell).toHaveAccessibleName('Notifications (2 unread)', { timeout: NOTIFIED_WITHIN_MS })
    await expect(page).toHaveTitle(/^\(2\) General discussion \| /)
    if (app.isDesktop) {
      await expect(bell).toContainText('2')
    } else {
      await expect(bell.getByTestId('inbox-dot')).toBeVisible()
      await expect(page.locator('#toggle-sidebar-left').getByTestId('inbox-dot')).toBeVisible()
    }

    // The panel lists both, newest first, each linking to its thread; Escape closes it back to the bell.
    await bell.click()
    const panel = page.getByRole('dialog', { name: 'Notifications' })
    const items = panel.getByRole('link')
    await expect(items).toHaveCount(2)
    await expect(items.nth(0)).toContainText('mentioned you')
    await expect(items.nth(0)).toContainText(`Hey @${label}, more on ${word}`)
    await expect(items.nth(1)).toContainText('replied to your message')
    await expect(items.nth(1)).toHaveAttribute('href', `/post?id=${mine.index}&channel=general`)
    expect(await seriousOrCritical(page, { include: ['[role="dialog"]'] })).toEqual([])
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(bell).toBeFocused()

    // Mark all read: the count leaves the bell, the dots and the title, and stays gone after a reload.
    await bell.click()
    await panel.getByRole('button', { name: 'Mark all read' }).click()
    await expect(bell).toHaveAccessibleName('Notifications')
    await expect(page).toHaveTitle(/^General discussion \| /)
    await expect(page.getByTestId('inbox-dot')).toHaveCount(0)
    await page.reload()
    await app.waitForConnected()
    await expect(bellOf(page)).toHaveAccessibleName('Notifications', { timeout: NOTIFIED_WITHIN_MS })
    await expect(page).toHaveTitle(/^General discussion \| /)

    // An item opens its place: the reply's thread.
    await bellOf(page).click()
    await panel.getByRole('link', { name: /replied to your message/ }).click()
    await expect(page).toHaveURL(new RegExp(`/post\\?id=${mine.index}&channel=general$`))
    await expect(panel).toBeHidden()
  })
})
