import { randomUUID } from 'node:crypto'
import { expect, test } from '../fixtures'
import { deleteAs, expectMessageInFeed, messageWith, nameHolder, postAs } from './chatDevnet'

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`

test.describe('moderation and unread (issue #16)', () => {
  test('a mod restores a deleted message and suspends its author, who then sees why they cannot post', async ({
    app,
    page,
    devnet,
    account,
    users,
  }) => {
    const { account: author } = await nameHolder(devnet)
    const message = await postAs(devnet, author, unique('Removed by mistake'))
    await deleteAs(devnet, author, message.index)
    // The mod badge (ModToken) makes this fresh account a mod of every channel.
    await devnet.sendAsOwner('modToken', 'mint', [account.address])

    await app.open('/')
    await app.connect()
    const modBar = page.getByRole('group', { name: 'Moderation' })
    await expect(modBar).toBeVisible()
    await expect(messageWith(page, message.text)).toHaveCount(0)
    await modBar.getByRole('checkbox', { name: 'Show deleted messages' }).check()
    const deleted = await expectMessageInFeed(page, message)
    await expect(deleted.getByTestId('deleted-tag')).toHaveText('Deleted')

    await deleted.getByRole('button', { name: 'Restore message' }).click()
    const restoreDialog = page.getByRole('dialog', { name: 'Restore this message?' })
    await restoreDialog.getByRole('button', { name: 'Restore' }).click()
    await expect(app.toast('The message has been restored.')).toBeVisible({ timeout: 30_000 })
    await modBar.getByRole('checkbox', { name: 'Show deleted messages' }).uncheck()
    const restored = messageWith(page, message.text)
    await expect(restored).toBeVisible()
    await expect(restored.getByTestId('deleted-tag')).toHaveCount(0)

    await restored.getByRole('button', { name: 'Suspend author' }).click()
    await page.getByRole('dialog', { name: 'Suspend this author?' }).getByRole('button', { name: 'Suspend' }).click()
    await expect(app.toast('The user has been suspended from posting.')).toBeVisible({ timeout: 30_000 })
    await expect(restored.getByRole('button', { name: 'Unsuspend author' })).toBeVisible()
    await expect.poll(() => devnet.contracts.chatChannels.general.getFunction('suspended')(author.address)).toBe(true)

    const suspended = await users.create({ account: author })
    await suspended.app.open('/')
    await suspended.app.connect()
    await expect(suspended.page.getByRole('note')).toHaveText('You are suspended from posting in this channel.')
    await expect(suspended.page.getByRole('textbox', { name: 'Your message' })).toBeDisabled()
  })

  test('a channel with new messages gets an unread badge, cleared once its newest message is on screen', async ({
    app,
    page,
    devnet,
    users,
  }) => {
    test.skip(!app.isDesktop, 'the left sidebar is behind a toggle on mobile (same component)')
    await app.open('/shill')
    await expect(page.getByRole('heading', { name: 'Shill & discuss projects' })).toBeVisible()
    const general = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^General discussion/ })
    await expect(general).toBeVisible()
    await expect(general.getByTestId('unread-badge')).toHaveCount(0)

    const bob = await users.create()
    await nameHolder(devnet, bob.account)
    await bob.app.open('/')
    await bob.app.connect()
    const text = unique('Unread news')
    await bob.page.getByRole('textbox', { name: 'Your message' }).fill(text)
    await bob.page.getByRole('textbox', { name: 'Your message' }).press('Enter')
    await expect(messageWith(bob.page, text)).toBeVisible({ timeout: 30_000 })

    await expect(general.getByTestId('unread-badge')).toHaveText(/^\d+$/, { timeout: 30_000 })
    await expect(general).toHaveAccessibleName(/^General discussion \(\d+ unread\)$/)
    await general.click()
    await expect(messageWith(page, text)).toBeVisible()
    await expect(general.getByTestId('unread-badge')).toHaveCount(0)
    await expect(general).toHaveAccessibleName('General discussion')
  })
})
