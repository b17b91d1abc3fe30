import { randomUUID } from 'node:crypto'
import { expectMessageInFeed, messageWith, nameHolder, postAs } from '../chat/chatDevnet'
import { expect, test } from '../fixtures'
import { readStack } from '../support/stackEnv'

/** Mentions per page of the panel (src/features/chat/mentions/IndexedMentions.tsx). */
const PAGE = 10
/** How long the index may take to list every post: mined, indexed, its body fetched. The machine is busy. */
const INDEXED_WITHIN_MS = 120_000

test.describe('mentions across the whole history (issue #37)', () => {
  test('a mention from long ago is listed after Load more and opens highlighted; a new one is marked in the feed', async ({
    app,
    page,
    devnet,
    account,
  }) => {
    test.setTimeout(300_000)
    const index = readStack().proxies['/devnet/index']
    expect(index, 'global setup started no event index (see its log)').toBeTruthy()
    const { fullName } = await nameHolder(devnet, account)
    const label = fullName.slice(0, -devnet.tld.length)
    const word = `mention${randomUUID().slice(0, 8)}`
    // Someone mentions A once, long ago, then ten times more: the first lies beyond the feed's first page and the
    // panel's first page of mentions.
    const { account: other } = await nameHolder(devnet)
    const old = await postAs(devnet, other, `Long ago, @${label} asked about ${word}`)
    let newest = old
    for (let n = 1; n <= PAGE; n += 1) newest = await postAs(devnet, other, `Hey @${label}, ${word} number ${n}`)

    // Set-up, not under test: wait until the index lists all eleven (bodies fetched), so the panel's first read has them.
    await expect
      .poll(
        async () => {
          const answer = await fetch(`${index}/names/${label}/mentions?limit=100`)
          return answer.ok ? ((await answer.json()) as { messages: unknown[] }).messages.length : 0
        },
        { timeout: INDEXED_WITHIN_MS },
      )
      .toBe(PAGE + 1)

    await app.open('/')
    await app.connect()
    // The newest mention is marked in the feed, with words for screen readers.
    const inFeed = await expectMessageInFeed(page, newest)
    await expect(inFeed).toHaveAttribute('data-mention', 'true')
    await expect(inFeed.getByText('Mentions you')).toBeAttached()

    // The panel lists the index's first page, newest first; Load more brings the one from long ago.
    const panel = page.getByTestId('mentions')
    await expect(panel.getByTestId('mentions-badge')).toHaveText(`${PAGE}+`)
    await panel.getByText('Mentions of you').click()
    const items = panel.getByRole('listitem')
    await expect(items).toHaveCount(PAGE)
    await expect(items.first()).toContainText(`${word} number ${PAGE}`)
    await expect(panel.getByText(old.text)).toHaveCount(0)
    await panel.getByRole('button', { name: 'Load more' }).click()
    await expect(items).toHaveCount(PAGE + 1)
    const oldItem = items.last()
    await expect(oldItem).toContainText(old.text)

    // Its link opens the message, marked as mentioning A.
    await oldItem.getByRole('link', { name: 'General discussion' }).click()
    await expect(page).toHaveURL(new RegExp(`/post\\?id=${old.index}&channel=general$`))
    const opened = messageWith(page, old.text)
    await expect(opened).toHaveAttribute('data-mention', 'true')
    await expect(opened.getByText('Mentions you')).toBeAttached()
  })
})
