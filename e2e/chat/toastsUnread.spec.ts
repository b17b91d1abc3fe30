import { randomUUID } from 'node:crypto'
import { expect, test } from '../fixtures'
import { messageWith, nameHolder, postAs } from './chatDevnet'

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`
const POSTED = 'Your message has been posted!'

test.describe('posting toasts and unread badges (issue #38)', () => {
  test('a post shows its stages in its bubble and raises one toast, its outcome', async ({
    app,
    page,
    devnet,
    account,
    wallet,
  }) => {
    await nameHolder(devnet, account)
    await app.open('/')
    await app.connect()
    await app.closeToasts()
    const before = (await app.seenToasts()).length
    const textbox = page.getByRole('textbox', { name: 'Your message' })
    const text = unique('One toast')
    await textbox.fill(text)
    const tx = wallet.holdNextTransaction()
    await page.getByRole('button', { name: 'Post', exact: true }).click()

    const pending = page.getByTestId('pending-message').filter({ hasText: text })
    await tx.requested
    await expect(pending).toContainText('Sending: confirm the transaction in your wallet…')
    await tx.confirm()
    await expect(pending).toHaveAttribute('data-stage', 'confirming')
    // The bubble says it all: no confirm or waiting toast over the header.
    await expect(app.toasts).toHaveCount(0)
    await tx.broadcast()

    await expect(messageWith(page, text)).toBeVisible({ timeout: 30_000 })
    await expect(app.toast(POSTED)).toBeVisible()
    expect((await app.seenToasts()).slice(before)).toEqual([POSTED])
  })

  test("mobile: the menu's unread badge follows new posts while it is open, and counts those before it was opened", async ({
    app,
    page,
    devnet,
  }) => {
    test.skip(app.isDesktop, 'the menu covers the feed on mobile only')
    const { account: author } = await nameHolder(devnet)
    await app.open('/shill')
    await expect(page.getByRole('heading', { name: 'Shill & discuss projects' })).toBeVisible()
    // The feed has read every channel's count once: General now has its read mark, though its link was never shown.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const root = JSON.parse(window.localStorage.getItem('persist:root') ?? '{}') as Record<string, string>
          const local = JSON.parse(root.chatLocal ?? 'null') as { lastRead?: Record<string, number> } | null
          return local?.lastRead?.general !== undefined
        }),
      )
      .toBe(true)

    // Posted before the menu is first opened: still unread when General's link shows up.
    await postAs(devnet, author, unique('Before the menu'))
    await app.openLeftSidebar()
    const general = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^General discussion/ })
    await expect(general.getByTestId('unread-badge')).toHaveText(/^[1-9]\d*$/, { timeout: 30_000 })
    const first = Number(await general.getByTestId('unread-badge').textContent())

    // Posted while the menu stays open (the feed is hidden under it): the badge follows.
    await postAs(devnet, author, unique('While the menu is open'))
    // Other tests post in General at the same time: at least this one more.
    await expect
      .poll(async () => Number(await general.getByTestId('unread-badge').textContent()), { timeout: 30_000 })
      .toBeGreaterThan(first)
  })
})
