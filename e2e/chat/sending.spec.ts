import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { expectMessageInFeed, messageWith, nameHolder, postAs } from './chatDevnet'

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`

/** The user's own posts in flight, at the top of the feed. */
const pendingWith = (page: Page, text: string) => page.getByTestId('pending-message').filter({ hasText: text })

/** Sends what is in the textbox the way this device does: Enter with a keyboard, the button on a touch screen. */
async function send(page: Page, isDesktop: boolean, button = 'Post') {
  if (isDesktop) await page.getByRole('textbox', { name: /^Your (message|reply)$/ }).press('Enter')
  else await page.getByRole('button', { name: button, exact: true }).click()
}

test.describe('chat that feels like chat (issue #16)', () => {
  test('a post shows at once with its stage, the composer is free, and it settles in place', async ({
    app,
    page,
    devnet,
    account,
    wallet,
  }) => {
    await nameHolder(devnet, account)
    await app.open('/')
    await app.connect()
    const textbox = page.getByRole('textbox', { name: 'Your message' })
    const text = unique('Optimistic hello')
    await textbox.fill(text)
    const tx = wallet.holdNextTransaction()
    await send(page, app.isDesktop)

    // Visible before anything is signed or mined, the composer already empty and usable.
    const pending = pendingWith(page, text)
    await expect(pending).toBeVisible()
    await expect(textbox).toHaveValue('')
    await expect(textbox).toBeEnabled()

    await tx.requested
    await expect(pending).toContainText('Sending: confirm the transaction in your wallet…')
    await tx.confirm()
    await expect(pending).toContainText('Sending: confirming on chain…')
    await expect(pending).toHaveAttribute('data-stage', 'confirming')
    expect(await messageWith(page, text).count()).toBe(0)

    await tx.broadcast()
    await expect(messageWith(page, text)).toBeVisible({ timeout: 30_000 })
    await expect(pending).toHaveCount(0)
    await expect(app.toast('Your message has been posted!')).toBeVisible()
  })

  test('a rejected post stays with Retry and Discard; Retry sends it without storing it again', async ({
    app,
    page,
    devnet,
    account,
    wallet,
  }) => {
    await nameHolder(devnet, account)
    await app.open('/')
    await app.connect()
    const text = unique('Second thoughts')
    await page.getByRole('textbox', { name: 'Your message' }).fill(text)
    wallet.rejectNext('eth_sendTransaction')
    await send(page, app.isDesktop)

    const pending = pendingWith(page, text)
    await expect(pending).toHaveAttribute('data-stage', 'failed')
    await expect(pending).toContainText('Not sent.')
    await expect(pending.getByRole('button', { name: 'Discard' })).toBeVisible()
    expect(wallet.requestsFor('personal_sign')).toHaveLength(1)

    await pending.getByRole('button', { name: 'Retry' }).click()
    await expect(messageWith(page, text)).toBeVisible({ timeout: 30_000 })
    await expect(pending).toHaveCount(0)
    // The body stored by the first attempt is reused: one upload signature in all.
    expect(wallet.requestsFor('personal_sign')).toHaveLength(1)
    expect(wallet.requestsFor('eth_sendTransaction')).toHaveLength(2)
  })

  test('signs in once: a second post in the same session asks the wallet only for its transaction', async ({
    app,
    page,
    devnet,
    account,
    wallet,
  }) => {
    await nameHolder(devnet, account)
    await app.open('/')
    await app.connect()
    const textbox = page.getByRole('textbox', { name: 'Your message' })
    const first = unique('First of two')
    await textbox.fill(first)
    await send(page, app.isDesktop)
    await expect(messageWith(page, first)).toBeVisible({ timeout: 30_000 })
    const signIns = wallet.requestsFor('personal_sign')
    expect(signIns).toHaveLength(1)
    const signedHex = String((signIns[0]?.params as unknown[] | undefined)?.[0] ?? '')
    expect(Buffer.from(signedHex.slice(2), 'hex').toString('utf8')).toContain(
      'wants you to sign in with your Ethereum account',
    )

    const second = unique('Second of two')
    await textbox.fill(second)
    await send(page, app.isDesktop)
    await expect(messageWith(page, second)).toBeVisible({ timeout: 30_000 })
    expect(wallet.requestsFor('personal_sign')).toHaveLength(1)
    expect(wallet.requestsFor('eth_sendTransaction')).toHaveLength(2)

    // A reload keeps the session for the tab.
    await page.reload()
    await app.waitForConnected()
    const third = unique('After a reload')
    await page.getByRole('textbox', { name: 'Your message' }).fill(third)
    await send(page, app.isDesktop)
    await expect(messageWith(page, third)).toBeVisible({ timeout: 30_000 })
    expect(wallet.requestsFor('personal_sign')).toHaveLength(1)
  })

  test('@ suggests a name the app has seen; the mention links to the profile; my mentions are listed', async ({
    app,
    page,
    devnet,
    account,
  }) => {
    const { account: other, fullName } = await nameHolder(devnet)
    const { fullName: myName } = await nameHolder(devnet, account)
    const greeting = await postAs(devnet, other, `${unique('Say my name')} @${myName.slice(0, -devnet.tld.length)}`)
    // The index's mentions fail here, so the panel shows its own scan of the loaded pages (e2e/inbox covers the index's).
    await page.route('**/names/*/mentions*', (route) => route.fulfill({ status: 503, json: { error: 'unavailable' } }))
    await app.open('/')
    await app.connect()
    await expect((await expectMessageInFeed(page, greeting)).getByText(fullName)).toBeVisible()

    // The message mentioning me is counted and listed, with how far back the app looked.
    const mentions = page.getByTestId('mentions')
    await expect(mentions.getByTestId('mentions-badge')).toHaveText('1')
    await mentions.getByText('Mentions of you').click()
    await expect(mentions.getByRole('listitem')).toContainText(greeting.text)
    await expect(mentions).toContainText(/Looked at the \d+ messages loaded in this visit, back to /)

    const name = fullName.slice(0, -devnet.tld.length)
    const textbox = page.getByRole('textbox', { name: 'Your message' })
    await textbox.pressSequentially(`Hi @${name.slice(0, 8)}`)
    const option = page
      .getByRole('listbox', { name: 'Mention suggestions' })
      .getByRole('option', { name: `@${fullName}` })
    await expect(option).toBeVisible()
    if (app.isDesktop) await textbox.press('Enter')
    else await option.click()
    await expect(textbox).toHaveValue(`Hi @${name} `)
    await textbox.pressSequentially('welcome')
    await send(page, app.isDesktop)

    // A first post in a session signs in, stores and mines: the same allowance as the other posts here.
    const posted = messageWith(page, `@${name} welcome`)
    await expect(posted).toBeVisible({ timeout: 30_000 })
    const mention = posted.getByTestId('mention')
    await expect(mention).toHaveText(`@${name}`)
    await expect(mention).toHaveAttribute('href', `/profile/?id=${encodeURIComponent(fullName)}`)
    await mention.click()
    await expect(page).toHaveURL(new RegExp(`/profile/\\?id=${encodeURIComponent(fullName)}$`))
  })

  test('Discard drops a failed post', async ({ app, page, devnet, account, wallet }) => {
    await nameHolder(devnet, account)
    await app.open('/')
    await app.connect()
    const text = unique('Never mind')
    await page.getByRole('textbox', { name: 'Your message' }).fill(text)
    wallet.rejectNext('personal_sign')
    await send(page, app.isDesktop)
    const pending = pendingWith(page, text)
    await expect(pending).toContainText('You rejected the signature: nothing was uploaded.')
    await pending.getByRole('button', { name: 'Discard' }).click()
    await expect(pending).toHaveCount(0)
  })

  test('Enter sends and Shift+Enter starts a new line, as the hint says', async ({ app, page, devnet, account }) => {
    test.skip(!app.isDesktop, 'on touch screens the button sends (next test)')
    await nameHolder(devnet, account)
    await app.open('/')
    await app.connect()
    await expect(page.getByTestId('composer-hint')).toHaveText('Enter to send, Shift+Enter for a new line.')
    const textbox = page.getByRole('textbox', { name: 'Your message' })
    const first = unique('First line')
    await textbox.fill(first)
    await textbox.press('Shift+Enter')
    await textbox.pressSequentially('second line')
    await expect(textbox).toHaveValue(`${first}\nsecond line`)
    await textbox.press('Enter')
    await expect(messageWith(page, first)).toContainText('second line', { timeout: 30_000 })
  })

  test('a wallet disconnect ends the upload session on the endpoint; the next post signs in again (issue #35)', async ({
    app,
    page,
    devnet,
    account,
    wallet,
  }) => {
    await nameHolder(devnet, account)
    await app.open('/')
    await app.connect()
    const textbox = page.getByRole('textbox', { name: 'Your message' })
    const first = unique('Before the disconnect')
    await textbox.fill(first)
    await send(page, app.isDesktop)
    await expect(messageWith(page, first)).toBeVisible({ timeout: 30_000 })
    const stored = await page.evaluate(() => sessionStorage.getItem('upload-sessions') ?? '{}')
    const [session] = Object.values(JSON.parse(stored) as Record<string, { token: string }>)
    expect(session?.token).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const revoked = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().endsWith('/devnet/upload/session'),
    )
    await wallet.disconnectAccounts()
    expect((await revoked).status()).toBe(204)
    await expect(app.connectButtons.first()).toBeVisible()
    expect(await page.evaluate(() => sessionStorage.getItem('upload-sessions'))).toBe('{}')
    // The token is worth nothing now, even to someone who copied it.
    const uploadUrl = devnet.proxies['/devnet/upload'] ?? ''
    const refused = await fetch(uploadUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session?.token ?? ''}` },
      body: JSON.stringify({ author: account.address, text: 'with a stolen token', timestamp: Date.now() }),
    })
    expect(refused.status).toBe(401)

    await app.connect()
    const second = unique('After the disconnect')
    await page.getByRole('textbox', { name: 'Your message' }).fill(second)
    await send(page, app.isDesktop)
    await expect(messageWith(page, second)).toBeVisible({ timeout: 30_000 })
    expect(wallet.requestsFor('personal_sign')).toHaveLength(2)
  })

  test('on a touch screen Enter is a new line and the button sends', async ({ app, page, devnet, account }) => {
    test.skip(app.isDesktop, 'desktop sends with Enter (previous test)')
    await nameHolder(devnet, account)
    await app.open('/')
    await app.connect()
    await expect(page.getByTestId('composer-hint')).toHaveText('Tap Post to send. Enter starts a new line.')
    const textbox = page.getByRole('textbox', { name: 'Your message' })
    const first = unique('Thumb typing')
    await textbox.fill(first)
    await textbox.press('Enter')
    await expect(textbox).toHaveValue(`${first}\n`)
    await page.getByRole('button', { name: 'Post', exact: true }).click()
    await expect(messageWith(page, first)).toBeVisible({ timeout: 30_000 })
  })

  test('drafts of a channel and of a reply thread survive a reload', async ({ app, page, devnet, account }) => {
    await nameHolder(devnet, account)
    const { account: author } = await nameHolder(devnet)
    const question = await postAs(devnet, author, unique('Ask me'))
    await app.open('/')
    await app.connect()
    const channelDraft = unique('Channel draft')
    await page.getByRole('textbox', { name: 'Your message' }).fill(channelDraft)
    await app.open(`/post?id=${question.index}&channel=general`)
    const replyDraft = unique('Reply draft')
    await page.getByRole('textbox', { name: 'Your reply' }).fill(replyDraft)

    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveValue(replyDraft)
    await app.open('/')
    await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveValue(channelDraft)
  })

  test("a reader at the newest message sees another user's post appear without a click", async ({
    app,
    page,
    devnet,
    users,
  }) => {
    await app.open('/')
    await expect(page.getByTestId('chat-message').first()).toBeVisible()
    await expect(page.getByTestId('feed-top')).toBeInViewport()

    const bob = await users.create()
    await nameHolder(devnet, bob.account)
    await bob.app.open('/')
    await bob.app.connect()
    const text = unique('Live from bob')
    await bob.page.getByRole('textbox', { name: 'Your message' }).fill(text)
    await send(bob.page, bob.app.isDesktop)
    await expect(messageWith(bob.page, text)).toBeVisible({ timeout: 30_000 })

    await expect(messageWith(page, text)).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('new-messages')).toHaveCount(0)
    await expect(page.getByTestId('feed-announcement')).toHaveText(/^\d+ new messages?$/)
  })

  test('a reader scrolled away gets the "N new messages" button instead', async ({ app, page, devnet }) => {
    await app.open('/')
    await expect(page.getByTestId('chat-message').first()).toBeVisible()
    // Retried: a moment after the first messages show, the virtual list takes over from the plain one, and 'Load more'
    // becomes a new element (src/features/chat/feed/VirtualFeedList.tsx).
    await expect(async () => page.getByTestId('load-more').scrollIntoViewIfNeeded()).toPass()
    await expect(page.getByTestId('feed-top')).not.toBeInViewport()
    const { account: other } = await nameHolder(devnet)
    const text = unique('While you were away')
    const posted = await postAs(devnet, other, text)
    const button = page.getByTestId('new-messages')
    await expect(button).toHaveText(/^\d+ new messages?$/)
    await button.click()
    await expectMessageInFeed(page, posted)
  })
})
