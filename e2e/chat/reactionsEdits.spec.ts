import { randomUUID } from 'node:crypto'
import type { Contract } from 'ethers'
import { expect, test } from '../fixtures'
import { messageWith, nameHolder, postAs } from './chatDevnet'

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`

/** Issue #38: reactions and edits on the devnet channels, through the app and the injected wallet. */
test.describe('reactions and edits', () => {
  test('reacts to a message, sees the count with who reacted, and takes the reaction back', async ({
    app,
    page,
    devnet,
  }) => {
    const { account: author } = await nameHolder(devnet)
    const message = await postAs(devnet, author, unique('React to me'))
    await app.open(`/post?id=${message.index}&channel=general`)
    await app.connect()
    const item = messageWith(page, message.text)
    await expect(item).toBeVisible()

    await item.getByRole('button', { name: 'Add reaction' }).click()
    await item.getByRole('group', { name: 'Reactions' }).getByRole('button', { name: 'Party', exact: true }).click()
    await expect(app.toast('Your reaction has been added.')).toBeVisible({ timeout: 30_000 })
    const chip = item.getByRole('button', { name: 'Party, 1: you' })
    await expect(chip).toBeVisible()
    await expect(chip).toHaveAttribute('aria-pressed', 'true')

    await chip.click()
    await expect(app.toast('Your reaction has been removed.')).toBeVisible({ timeout: 30_000 })
    await expect(item.getByRole('button', { name: /^Party, / })).toHaveCount(0)
  })

  test("another account's reaction shows live, within about a block, without a reload", async ({
    app,
    page,
    devnet,
  }) => {
    const { account: author } = await nameHolder(devnet)
    const message = await postAs(devnet, author, unique('Watch my reactions'))
    await app.open(`/post?id=${message.index}&channel=general`)
    const item = messageWith(page, message.text)
    await expect(item).toBeVisible()

    // The reader's tab follows the chain: the reaction's block brings one small read of what changed.
    const { account: reactor } = await nameHolder(devnet)
    const channel = devnet.contracts.chatChannels.general.connect(devnet.signer(reactor)) as Contract
    await (await channel.getFunction('reactToMessage')(message.index, 5, true)).wait()
    await expect(item.getByRole('button', { name: /^Party, 1\b/ })).toBeVisible({ timeout: 10_000 })
  })

  test('the author edits a message: "(edited)" and the earlier version; another account gets no Edit', async ({
    app,
    page,
    devnet,
    account,
    users,
  }) => {
    await nameHolder(devnet, account)
    const message = await postAs(devnet, account, unique('Frist draft'))
    await app.open(`/post?id=${message.index}&channel=general`)
    await app.connect()
    const item = messageWith(page, message.text)
    await expect(item).toBeVisible()

    const fixed = unique('First draft, fixed')
    await item.getByRole('button', { name: 'Edit message' }).click()
    const editor = page.getByRole('textbox', { name: 'Edit message' })
    await expect(editor).toHaveValue(message.text)
    await editor.fill(fixed)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(app.toast('Your message has been edited.')).toBeVisible({ timeout: 30_000 })

    const edited = messageWith(page, fixed)
    await expect(edited.getByTestId('message-text').first()).toHaveText(fixed)
    await expect(edited.getByText('(edited)')).toBeVisible()
    await edited.getByText('Earlier version').click()
    await expect(edited.getByRole('listitem').filter({ hasText: message.text })).toBeVisible()

    // Another account sees the edit, and is offered no Edit.
    const visitor = await users.create()
    await visitor.app.open(`/post?id=${message.index}&channel=general`)
    await visitor.app.connect()
    const seen = messageWith(visitor.page, fixed)
    await expect(seen.getByText('(edited)')).toBeVisible()
    await expect(seen.getByRole('button', { name: 'Add reaction' })).toBeVisible()
    await expect(seen.getByRole('button', { name: 'Edit message' })).toHaveCount(0)
  })
})
