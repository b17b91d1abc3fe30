import { randomUUID } from 'node:crypto'
import { avatarPng } from '../../devnet/chatImages'
import { expect, test } from '../fixtures'
import { expectMessageInFeed, messageWith, nameHolder } from './chatDevnet'

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`

test.describe('posting in General discussion', () => {
  test('a name holder posts text and an uploaded image, and a second browser sees both', async ({
    app,
    page,
    devnet,
    account,
    users,
  }) => {
    await nameHolder(devnet, account)
    await app.open('/')
    await app.connect()
    const composer = page.getByTestId('composer')
    const textbox = composer.getByRole('textbox', { name: 'Your message' })
    await expect(composer).toContainText('Price: 0.00001 ETH')

    const text = unique('Hello from e2e')
    await textbox.fill(text)
    await composer.getByRole('button', { name: 'Post' }).click()
    await expect(app.toast('Your message has been posted!')).toBeVisible({ timeout: 30_000 })
    await expect(messageWith(page, text)).toBeVisible()
    await expect(textbox).toHaveValue('')

    // The image: picked, signed and stored, its ar:// URL (with the ?img marker) lands in the text with a thumbnail.
    await composer
      .getByTestId('image-input')
      .setInputFiles({ name: 'picture.png', mimeType: 'image/png', buffer: avatarPng(randomUUID()) })
    await expect(textbox).toHaveValue(/^ar:\/\/[A-Za-z0-9_-]{43}\?img$/, { timeout: 30_000 })
    const imageUrl = await textbox.inputValue()
    const imageId = imageUrl.slice('ar://'.length, -'?img'.length)
    await expect(composer.getByRole('img', { name: 'Image 1 preview' })).toHaveAttribute(
      'src',
      new RegExp(`/devnet/arweave/${imageId}`),
    )
    const caption = unique('Look at this')
    await textbox.fill(`${caption}\n${imageUrl}`)
    await textbox.press('Control+Enter')
    const imageMessage = messageWith(page, caption)
    await expect(imageMessage.getByRole('img', { name: 'Image shared in the message' })).toHaveAttribute(
      'src',
      new RegExp(`/devnet/arweave/${imageId}`),
    )

    const visitor = await users.create()
    await visitor.app.open('/')
    await expectMessageInFeed(visitor.page, text)
    const seen = await expectMessageInFeed(visitor.page, caption)
    const image = seen.getByRole('img', { name: 'Image shared in the message' })
    await expect(image).toBeVisible()
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true)
  })

  test('rejecting the signature uploads nothing and sends no transaction', async ({
    app,
    page,
    devnet,
    account,
    wallet,
  }) => {
    await nameHolder(devnet, account)
    await app.open('/')
    await app.connect()
    const uploads: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/devnet/upload'))
        uploads.push(request.url())
    })
    wallet.rejectNext('personal_sign')
    const textbox = page.getByRole('textbox', { name: 'Your message' })
    const text = unique('never stored')
    await textbox.fill(text)
    await page.getByRole('button', { name: 'Post' }).click()
    await expect(app.toast('You rejected the signature: nothing was uploaded.')).toBeVisible()
    expect(uploads).toEqual([])
    expect(wallet.requestsFor('eth_sendTransaction')).toHaveLength(0)
    // The text is not lost: the post stays in the feed with Retry (e2e/chat/sending.spec.ts).
    const pending = page.getByTestId('pending-message').filter({ hasText: text })
    await expect(pending.getByRole('button', { name: 'Retry' })).toBeVisible()
  })

  test("a visitor without a name sees 'Get yourself a .demo name to post'", async ({ app, page }) => {
    await app.open('/')
    await expect(page.getByText('Connect your wallet to post.')).toBeVisible()
    await app.connect()
    await expect(page.getByRole('button', { name: 'Get yourself a .demo name to post' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveCount(0)
  })
})
