import { randomUUID } from 'node:crypto'
import { expect, test } from '../fixtures'
import { messageWith, nameHolder, postAs } from '../chat/chatDevnet'

/** Issue #17 item 10: deleting a reply is confirmed as a reply, not as 'The message has been deleted.' */
test('the author deletes a reply: the button, dialog and toast all say reply', async ({
  app,
  page,
  devnet,
  account,
}) => {
  const { account: author } = await nameHolder(devnet)
  const question = await postAs(devnet, author, `A question ${randomUUID().slice(0, 8)}`)
  await nameHolder(devnet, account)
  const reply = await postAs(devnet, account, `My answer ${randomUUID().slice(0, 8)}`, question.index)

  await app.open(`/post?id=${question.index}&channel=general`)
  await app.connect()
  const item = page.getByRole('region', { name: 'Replies' }).getByTestId('chat-message').filter({ hasText: reply.text })
  await expect(item).toBeVisible()
  await item.getByRole('button', { name: 'Delete reply' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this reply?' })
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(app.toast('The reply has been deleted.')).toBeVisible({ timeout: 30_000 })
  await expect(messageWith(page, reply.text)).toHaveCount(0)
  expect(await app.seenToasts()).not.toContain('The message has been deleted.')
})
