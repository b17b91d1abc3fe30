import { randomUUID } from 'node:crypto'
import { expect, test } from '../fixtures'
import { expectMessageInFeed, messageWith, nameHolder, postAs } from './chatDevnet'

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`

test.describe('threads and deletion', () => {
  test('replies on the post page', async ({ app, page, devnet, account }) => {
    const { account: author, fullName: authorName } = await nameHolder(devnet)
    const question = await postAs(devnet, author, unique('A question'))
    await nameHolder(devnet, account)

    await app.open(`/post?id=${question.index}&channel=general`)
    const main = messageWith(page, question.text)
    await expect(main).toBeVisible()
    await expect(main).toContainText(authorName)
    await expect(page.getByText('No replies yet.')).toBeVisible()
    await app.connect()

    const answer = unique('An answer')
    const replyBox = page.getByRole('textbox', { name: 'Your reply' })
    await replyBox.fill(answer)
    await page.getByRole('button', { name: 'Reply', exact: true }).click()
    await expect(app.toast('Your reply has been posted!')).toBeVisible({ timeout: 30_000 })
    const replies = page.getByRole('region', { name: 'Replies' })
    await expect(replies.getByTestId('chat-message').filter({ hasText: answer })).toBeVisible()
    await expect(main.getByTestId('replies-link')).toHaveText('1 reply')

    // The feed shows the count too, and the time links back to this page.
    await app.open('/')
    const inFeed = await expectMessageInFeed(page, question)
    await expect(inFeed.getByTestId('replies-link')).toHaveText('1 reply')
    await inFeed.getByRole('link', { name: /ago|just now/ }).click()
    await expect(page).toHaveURL(new RegExp(`/post\\?id=${question.index}&channel=general$`))
  })

  test('the author deletes a message and it disappears', async ({ app, page, devnet, account }) => {
    await nameHolder(devnet, account)
    const message = await postAs(devnet, account, unique('Delete me'))
    await app.open('/')
    await app.connect()
    const item = await expectMessageInFeed(page, message)
    await item.getByRole('button', { name: 'Delete message' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete this message?' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(app.toast('The message has been deleted.')).toBeVisible({ timeout: 30_000 })
    await expect(messageWith(page, message.text)).toHaveCount(0)

    await app.open(`/post?id=${message.index}&channel=general`)
    await expect(page.getByText('This message has been deleted.')).toBeVisible()
  })

  test('only the author or a mod is offered Delete', async ({ app, page, devnet }) => {
    const { account: author } = await nameHolder(devnet)
    const message = await postAs(devnet, author, unique('Not yours'))
    await app.open('/')
    await app.connect()
    const item = await expectMessageInFeed(page, message)
    await expect(item.getByRole('button', { name: 'Delete message' })).toHaveCount(0)
  })

  test('a post link names a channel, never an address', async ({ app, page }) => {
    await app.open('/post?id=0&channel=0x8A791620dd6260079BF849Dc5567aDC3F2FdC318')
    await expect(page.getByText('This link does not point to a message.')).toBeVisible()
    await app.open('/post?id=999999&channel=general')
    await expect(page.getByText('This message does not exist.')).toBeVisible()
  })

  test('a hostile message renders as harmless text in the browser', async ({ app, page, devnet }) => {
    const { account: attacker } = await nameHolder(devnet)
    const payload = [
      unique('xss'),
      '<img src=x onerror="window.__xss=1"> <script>window.__xss=2</script>',
      'https://a.b/c/x"onerror="window.__xss=3".png',
      'https://evil.example/"onmouseover="window.__xss=4"x=',
      'javascript:window.__xss=5 [x](javascript:alert(1)) <svg onload=alert(1)>',
    ].join('\n')
    const message = await postAs(devnet, attacker, payload)
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs++
      void dialog.dismiss()
    })
    await app.open(`/post?id=${message.index}&channel=general`)
    const text = messageWith(page, payload.split('\n')[0] ?? '').getByTestId('message-text')
    await expect(text).toContainText('<script>window.__xss=2</script>')
    await text.hover()
    const report = await text.evaluate((element) => ({
      handlers: [...element.querySelectorAll('*')]
        .flatMap((node) => [...node.attributes].map((a) => a.name))
        .filter((name) => name.startsWith('on')),
      dangerous: element.querySelectorAll('script, svg, iframe, object, embed').length,
      xss: (window as unknown as { __xss?: number }).__xss ?? 0,
    }))
    expect(report).toEqual({ handlers: [], dangerous: 0, xss: 0 })
    expect(dialogs).toBe(0)
  })
})
