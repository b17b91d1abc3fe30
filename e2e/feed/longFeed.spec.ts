import type { Page } from '@playwright/test'
import { CHAT_PRICE } from '../../devnet/constants'
import { uploadToStorage } from '../../src/services/chat/upload'
import { devnetUploadSigning, nameHolder, postAs } from '../chat/chatDevnet'
import { expect, test, type DevnetHelpers } from '../fixtures'
import { readStack } from '../support/stackEnv'

/** Replies in the long thread: 13 pages of 10, past the feed's cap of 10 pages kept (issue #18). */
const REPLIES = 130
/** Elements the whole document may hold at any point of the scroll (the bench's budget, bench/feedScroll.ts). */
const MAX_DOM_ELEMENTS = 600

/** The rendered replies' indexes and positions, in DOM order, and the document's element count. */
const feedState = (page: Page) =>
  page.evaluate(() => {
    const feed = document.querySelector('[role="feed"][aria-label="Replies"]')
    const articles = [...(feed?.querySelectorAll<HTMLElement>('article[data-index]') ?? [])]
    return {
      dom: document.getElementsByTagName('*').length,
      indexes: articles.map((article) => Number(article.dataset.index)),
      positions: articles.map((article) => Number(article.getAttribute('aria-posinset'))),
      sizes: [...new Set(articles.map((article) => article.getAttribute('aria-setsize')))],
    }
  })

const isDescending = (values: readonly number[]) => values.every((value, i) => i === 0 || value < (values[i - 1] ?? 0))

/**
 * Set-up from Node: a main message in General by a fresh name holder, then `count` replies sharing one stored body,
 * sent with consecutive nonces without waiting for each (automine mines them on arrival). Returns the thread's index
 * and its author.
 */
async function longThread(devnet: DevnetHelpers, count: number, text: string) {
  const { account: author } = await nameHolder(devnet)
  const thread = await postAs(devnet, author, `${text} ${Date.now()}`)
  const signer = devnet.signer(author)
  const uploadUrl = devnet.proxies['/devnet/upload'] ?? `${readStack().appUrl}/devnet/upload`
  const body = { author: author.address, text: 'A reply in a long thread', timestamp: Date.now() }
  const data = new TextEncoder().encode(JSON.stringify(body))
  const url = await uploadToStorage({
    uploadUrl,
    signer,
    data,
    contentType: 'application/json',
    ...devnetUploadSigning(),
  })
  const channel = devnet.contracts.chatChannels.general.connect(signer)
  let nonce = await signer.getNonce('pending')
  let last = ''
  for (let n = 0; n < count; n += 1)
    last = (await channel.getFunction('createReply').send(thread.index, url, { value: CHAT_PRICE, nonce: nonce++ }))
      .hash
  await devnet.provider.waitForTransaction(last)
  return { index: thread.index, author }
}

/** Presses 'Load more' until the oldest page is in, each time waiting for an older reply than before to render. */
async function loadAll(page: Page, onPage: () => Promise<void> = async () => {}) {
  const loadMore = page.getByTestId('load-more')
  while ((await loadMore.count()) > 0) {
    const lowest = Math.min(...(await feedState(page)).indexes)
    await loadMore.click()
    await expect.poll(async () => Math.min(...(await feedState(page)).indexes)).toBeLessThan(lowest)
    await onPage()
  }
}

test.describe('a long feed stays light (issue #18)', () => {
  test('scrolling back through 130 replies keeps the DOM bounded, the order and Page Up / Page Down right, and comes back to the newest', async ({
    app,
    page,
    devnet,
  }) => {
    test.setTimeout(240_000)
    const thread = await longThread(devnet, REPLIES, 'A long thread')

    await app.open(`/post?id=${thread.index}&channel=general`)
    const replies = page.getByRole('feed', { name: 'Replies' })
    await expect(replies.locator(`article[data-index="${REPLIES - 1}"]`)).toBeVisible()
    const first = await feedState(page)
    expect(first.sizes).toEqual([String(REPLIES)])
    expect(first.positions[0]).toBe(1)

    // Back to the oldest reply with 'Load more' (12 pages): the DOM stays bounded, the order right at every page.
    let maxDom = first.dom
    await loadAll(page, async () => {
      const state = await feedState(page)
      maxDom = Math.max(maxDom, state.dom)
      expect(isDescending(state.indexes)).toBe(true)
      expect(state.positions).toEqual(state.indexes.map((index) => REPLIES - index))
    })
    // The oldest page landed below the button's place: scroll down to it.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        return (await feedState(page)).indexes.includes(0)
      })
      .toBe(true)
    const atOldest = await feedState(page)
    expect(maxDom).toBeLessThan(MAX_DOM_ELEMENTS)
    expect(atOldest.indexes.length).toBeLessThan(REPLIES / 2)
    // The newest pages were dropped by the cap (10 pages kept).
    expect(atOldest.indexes).not.toContain(REPLIES - 1)

    // Page Up / Page Down move between replies, from a link inside one or from the reply itself.
    await replies.locator('article[data-index="5"]').getByRole('link').first().focus()
    await page.keyboard.press('PageDown')
    await expect(replies.locator('article[data-index="4"]')).toBeFocused()
    await page.keyboard.press('PageUp')
    await page.keyboard.press('PageUp')
    await expect(replies.locator('article[data-index="6"]')).toBeFocused()

    // Forward again: reaching the top reads the dropped pages again until the newest reply is back.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, 0))
          return (await feedState(page)).indexes.includes(REPLIES - 1)
        },
        { timeout: 60_000 },
      )
      .toBe(true)
    const atNewest = await feedState(page)
    expect(isDescending(atNewest.indexes)).toBe(true)
    expect(atNewest.dom).toBeLessThan(MAX_DOM_ELEMENTS)
  })

  test("past the page cap, 'N new replies' jumps back to the newest", async ({ app, page, devnet }) => {
    test.setTimeout(180_000)
    const { index, author } = await longThread(devnet, 110, 'Another long thread')

    await app.open(`/post?id=${index}&channel=general`)
    const replies = page.getByRole('feed', { name: 'Replies' })
    await expect(replies.locator('article[data-index="109"]')).toBeVisible()
    await loadAll(page)
    expect((await feedState(page)).indexes).not.toContain(109)

    await postAs(devnet, author, 'The newest reply', index)
    const button = page.getByTestId('new-messages')
    await expect(button).toHaveText('1 new reply', { timeout: 30_000 })
    await button.click()
    await expect(replies.locator('article[data-index="110"]')).toBeInViewport()
    await expect(replies.locator('article[data-index="110"]')).toContainText('The newest reply')
  })
})
