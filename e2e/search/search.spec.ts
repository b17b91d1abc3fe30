import { randomUUID } from 'node:crypto'
import { messageWith, nameHolder, postAs } from '../chat/chatDevnet'
import { expect, test } from '../fixtures'
import { seriousOrCritical } from '../support/axe'
import { readStack } from '../support/stackEnv'
import { searchBox } from './searchBox'

/** The bodies reach the index through its body worker (fetch from arlocal, retries): allow it on a busy machine. */
const INDEXED_WITHIN_MS = 60_000

test.describe('header search over the event index (issues #36, #37)', () => {
  test('finds a posted message by a word and by its author, opens it, and says when the index is down until Retry heals it', async ({
    app,
    page,
    devnet,
  }) => {
    expect(readStack().proxies['/devnet/index'], 'global setup started no event index (see its log)').toBeTruthy()
    const { account, fullName } = await nameHolder(devnet)
    // One word no other message has: letters and digits, as the index's 'simple' configuration splits words.
    const word = `needle${randomUUID().slice(0, 8)}`
    const posted = await postAs(devnet, account, `Looking for the ${word} in the index`)

    await app.open('/')
    const box = await searchBox(page)
    await box.fill(word)
    const results = page.getByRole('region', { name: 'Search results' })
    // Open results refresh every few seconds, so the message shows once its body is indexed, without retyping.
    const hit = results.getByRole('link', { name: new RegExp(word) })
    await expect(hit).toBeVisible({ timeout: INDEXED_WITHIN_MS })
    await expect(hit.locator('mark')).toHaveText(word)
    expect(await seriousOrCritical(page, { include: ['[role="search"]'] })).toEqual([])
    // from: keeps one author's messages: someone else's name finds nothing, the poster's finds the message.
    await box.fill(`${word} from:nobody${randomUUID().slice(0, 8)}`)
    await expect(results.getByRole('status')).toHaveText('No messages match.')
    await box.fill(`${word} from:${fullName}`)
    await hit.click()
    await expect(page).toHaveURL(new RegExp(`/post\\?id=${posted.index}&channel=general$`))
    await expect(messageWith(page, word)).toBeVisible()

    // The index goes down: search says so, the feed keeps working from the chain.
    await page.route('**/devnet/index/**', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }))
    await page.getByRole('banner').getByRole('link', { name: /home$/ }).click()
    await expect(page.getByTestId('chat-message').first()).toBeVisible()
    const again = await searchBox(page)
    await again.fill(`${word} index`)
    await expect(results.getByRole('status')).toHaveText('Search is unavailable right now')
    const retry = results.getByRole('button', { name: 'Retry' })
    await expect(retry).toBeVisible()
    await expect(page.getByTestId('chat-message').first()).toBeVisible()

    // Back up: Retry answers in the same page, no reload.
    await page.unroute('**/devnet/index/**')
    await retry.click()
    await expect(results.getByRole('link', { name: new RegExp(word) })).toBeVisible()
    await expect(results.getByText('Search is unavailable right now')).toHaveCount(0)
  })
})
