import type { Page } from '@playwright/test'
import { Interface } from 'ethers'
import { CHAT_CHANNEL_ABI } from '../../src/services/chat/chatAbi'
import { expect, test } from '../fixtures'
import { recordRpcCalls } from './rpcCalls'

/** Message bodies the page fetched from the Arweave gateway (JSON data of a transaction id), by URL. */
function trackBodyFetches(page: Page): string[] {
  const fetched: string[] = []
  page.on('response', (response) => {
    const isTransaction = /^\/devnet\/arweave\/[A-Za-z0-9_-]{43}$/.test(new URL(response.url()).pathname)
    const isJson = (response.headers()['content-type'] ?? '').startsWith('application/json')
    if (isTransaction && isJson && response.request().method() === 'GET') fetched.push(response.url())
  })
  return fetched
}

const COUNT_POLL_SELECTOR = new Interface(CHAT_CHANNEL_ABI).getFunction('getMainMessageCount')?.selector ?? ''

/** Navigates inside the app (no reload), as the sidebar links do. */
const navigate = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)

/** Waits until the newest page is on screen with every body rendered; returns how many messages it shows. */
async function waitForPage(page: Page): Promise<number> {
  const messages = page.getByTestId('chat-message')
  await expect.poll(() => messages.count()).toBeGreaterThanOrEqual(8)
  await expect
    .poll(async () => (await page.getByTestId('message-text').count()) === (await messages.count()))
    .toBe(true)
  return messages.count()
}

test('loading a page of 10 messages: RPC requests, body fetches and time, then a reload', async ({
  app,
  page,
  rpc,
}, testInfo) => {
  const bodies = trackBodyFetches(page)
  const calls = recordRpcCalls(page)
  // The feed polls the message count once per block (to offer 'N new messages'); that poll may fall into any measured
  // window and is not what this test measures, so a request made only of it is not counted.
  rpc.ignoreReadsOf([COUNT_POLL_SELECTOR])
  await app.open('/about')
  // On desktop the right sidebar (its own chunk) reads the name prices a moment later: not part of what we measure.
  if (app.isDesktop) await expect((await app.mintWidget()).getByText(/^Price: /)).toBeVisible()
  await rpc.waitForQuiet()
  rpc.reset()
  bodies.length = 0
  calls.length = 0

  const started = Date.now()
  await navigate(page, '/')
  const shown = await waitForPage(page)
  const firstLoadMs = Date.now() - started
  // Counted as soon as the page is on screen: the page read, the authors' names and their pictures' data.
  const stats = await rpc.report(testInfo, 'page-of-10')
  await testInfo.attach('rpc-calls-page-of-10.txt', { body: calls.join('\n'), contentType: 'text/plain' })
  testInfo.annotations.push({
    type: 'chat',
    description: `first load: ${shown} messages on screen in ${firstLoadMs} ms, ${bodies.length} bodies fetched in parallel`,
  })
  expect(stats.httpRequests).toBeLessThanOrEqual(3)
  expect(bodies.length).toBeLessThanOrEqual(10)

  // 'Load more': one more page, with names already known.
  await rpc.waitForQuiet()
  rpc.reset()
  const loadMoreStarted = Date.now()
  await page.getByTestId('load-more').click()
  await expect.poll(() => page.getByTestId('chat-message').count()).toBeGreaterThan(shown)
  await expect
    .poll(
      async () => (await page.getByTestId('message-text').count()) === (await page.getByTestId('chat-message').count()),
    )
    .toBe(true)
  const loadMore = await rpc.report(testInfo, 'load-more')
  testInfo.annotations.push({ type: 'chat', description: `load more: ${Date.now() - loadMoreStarted} ms` })
  expect(loadMore.httpRequests).toBeLessThanOrEqual(3)

  // A reload: names, pictures and bodies come from the persistent caches.
  const before = new Set(bodies)
  bodies.length = 0
  rpc.reset()
  const reloadStarted = Date.now()
  await page.reload()
  await waitForPage(page)
  const reloadMs = Date.now() - reloadStarted
  const refetched = bodies.filter((url) => before.has(url))
  testInfo.annotations.push({
    type: 'chat',
    description: `reload: on screen in ${reloadMs} ms, ${bodies.length} bodies fetched (${refetched.length} already seen)`,
  })
  await rpc.report(testInfo, 'reload (whole app start)')
  expect(refetched).toEqual([])
})
