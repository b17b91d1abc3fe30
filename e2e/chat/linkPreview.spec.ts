import { randomUUID } from 'node:crypto'
import type { Page, Response } from '@playwright/test'
import { expect, test } from '../fixtures'
import { seriousOrCritical } from '../support/axe'
import { previewPageUrl } from '../support/previewPages'
import { expectMessageInFeed, nameHolder } from './chatDevnet'

/** The app's request for `link`'s preview (through the devnet host's /devnet/upload proxy), once answered. */
const previewAnswer = (page: Page, link: string): Promise<Response> =>
  page.waitForResponse(
    (response) => {
      const url = new URL(response.url())
      return url.pathname.endsWith('/link-preview') && url.searchParams.get('url') === link
    },
    { timeout: 60_000 },
  )

test.describe('link previews under messages (issue #38)', () => {
  test('a posted link shows its page’s card (Open Graph and oEmbed); a blocked address shows none', async ({
    app,
    page,
    devnet,
    account,
  }) => {
    const tag = randomUUID().slice(0, 8)
    const fields = {
      title: `Preview journey ${tag}`,
      description: `A page this test serves on loopback, with Open Graph tags (${tag}).`,
      siteName: `E2E pages ${tag}`,
      // From the page's oEmbed answer, which the endpoint discovers and fetches through the same vetted path.
      author: `Author ${tag}`,
    }
    const link = previewPageUrl(fields)
    test.skip(
      link === null,
      'needs the page server of the e2e global setup (not there against a stack started by hand)',
    )
    if (link === null) return
    await nameHolder(devnet, account)
    await app.open('/')
    await app.connect()
    const composer = page.getByTestId('composer')
    const textbox = composer.getByRole('textbox', { name: 'Your message' })
    const post = async (text: string) => {
      await textbox.fill(text)
      await composer.getByRole('button', { name: 'Post' }).click()
      await expect(app.toast('Your message has been posted!')).toBeVisible({ timeout: 60_000 })
      await app.closeToasts()
    }
    await expect(composer).toContainText('Price: 0.00001 ETH', { timeout: 30_000 })

    // A page of the test's own: the card shows its title (the link), description, site name and, from the page's
    // oEmbed answer, its author.
    const answered = previewAnswer(page, link)
    const text = `Worth a read ${tag}: ${link}`
    await post(text)
    const message = await expectMessageInFeed(page, text)
    expect((await answered).status()).toBe(200)
    const card = message.getByTestId('link-preview')
    await expect(card).toBeVisible({ timeout: 30_000 })
    const title = card.getByRole('link', { name: fields.title })
    await expect(title).toHaveAttribute('href', link)
    await expect(title).toHaveAttribute('target', '_blank')
    await expect(title).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc')
    await expect(card).toContainText(fields.description)
    await expect(card).toContainText(`${fields.siteName} · ${fields.author}`)
    // Accessible as the rest of the site (issue #39's rules): one named link, readable colours.
    expect(await seriousOrCritical(page, { include: ['[data-testid="link-preview"]'] })).toEqual([])
    // It fits the message, the 390 px phone's included.
    const [cardBox, messageBox] = await Promise.all([card.boundingBox(), message.boundingBox()])
    expect(cardBox && messageBox && cardBox.x + cardBox.width <= messageBox.x + messageBox.width + 0.5).toBe(true)

    // The cloud metadata address: the endpoint refuses it (403), and the message shows its text and link only.
    const blocked = `http://169.254.169.254/latest/meta-data/${tag}`
    const refused = previewAnswer(page, blocked)
    const blockedText = `Not previewed ${tag}: ${blocked}`
    await post(blockedText)
    const blockedMessage = await expectMessageInFeed(page, blockedText)
    expect((await refused).status()).toBe(403)
    await expect(blockedMessage.getByRole('link', { name: blocked })).toBeVisible()
    await expect(blockedMessage.getByTestId('link-preview')).toHaveCount(0)
    await expect(blockedMessage.getByRole('alert')).toHaveCount(0)
    expect((await app.seenToasts()).filter((toast) => /preview|went wrong|failed|error/i.test(toast))).toEqual([])
    // The first card is still there: one refusal does not disturb the others.
    await expect(card).toBeVisible()
  })
})
