import type { Browser, Page } from '@playwright/test'
import { InjectedWallet } from '../e2e/support/wallet/injectedWallet'
import { NAME_HELPER } from './coldRun'
import { NAMED_ACCOUNT, WALLET_LABEL } from './scenarios'
import type { BenchStack } from './stack'

/** One post's latency from the click on 'Post' (ms, measured in the page with performance.now()). */
export interface PostTiming {
  label: string
  /** Click → the message is in the feed, marked as sending (the optimistic entry, issue #16). */
  visibleMs: number
  /** Click → the message is in the feed as a confirmed message and the sending entry is gone. */
  settledMs: number
  /** Wallet requests the post made: the sign-in (first post only) and the transaction. */
  personalSigns: number
  transactions: number
}

export interface PostTimingResult {
  posts: PostTiming[]
}

interface PageMarks {
  click: number | null
  visible: number | null
  settled: number | null
}

declare global {
  interface Window {
    __postTiming?: PageMarks
  }
}

/**
 * Watches the feed for a post of `text` from the next click on: when it shows as sending (`pending-message`) and when
 * it has settled (a `chat-message`, no pending entry). A MutationObserver stamps the first frame's DOM change, so the
 * figures do not depend on how often the bench polls.
 */
function watchPost(text: string): void {
  const marks: PageMarks = { click: null, visible: null, settled: null }
  window.__postTiming = marks
  window.addEventListener('click', () => (marks.click ??= performance.now()), { capture: true, once: true })
  const withText = (selector: string) =>
    [...document.querySelectorAll(`[data-testid="${selector}"]`)].some((node) => node.textContent?.includes(text))
  const observer = new MutationObserver(() => {
    if (marks.click === null) return
    const isPending = withText('pending-message')
    if (isPending && marks.visible === null) marks.visible = performance.now()
    if (!isPending && withText('chat-message')) {
      marks.settled = performance.now()
      observer.disconnect()
    }
  })
  observer.observe(document.body, { subtree: true, childList: true, characterData: true })
}

async function timePost(page: Page, wallet: InjectedWallet, label: string): Promise<PostTiming> {
  const text = `Bench post ${label} ${Date.now().toString(36)}`
  const requestsBefore = wallet.requests.length
  await page.getByRole('textbox', { name: 'Your message' }).fill(text)
  await page.evaluate(watchPost, text)
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await page.waitForFunction(() => (window.__postTiming?.settled ?? null) !== null, undefined, {
    timeout: 90_000,
    polling: 250,
  })
  const marks = (await page.evaluate(() => window.__postTiming)) as PageMarks
  const methods = wallet.requests.slice(requestsBefore).map((request) => request.method)
  const click = marks.click ?? Number.NaN
  return {
    label,
    visibleMs: Math.round((marks.visible ?? Number.NaN) - click),
    settledMs: Math.round((marks.settled ?? Number.NaN) - click),
    personalSigns: methods.filter((method) => method === 'personal_sign').length,
    transactions: methods.filter((method) => method === 'eth_sendTransaction').length,
  }
}

/**
 * Post-to-visible latency (issue #16): a returning visitor with a name (desktop, no throttling, the wallet answers at
 * once) posts twice in General: the first post signs in to the upload endpoint, the second reuses the session. For
 * each: click → visible as sending, and click → settled after its transaction confirmed (one devnet block).
 */
export async function measurePostTiming(browser: Browser, stack: BenchStack): Promise<PostTimingResult> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
  })
  try {
    await context.addInitScript(NAME_HELPER)
    // A returning visitor's wallet holds the site's permission: the light reconnect asks eth_accounts (issue #18).
    const wallet = await InjectedWallet.install(context, {
      rpcUrl: stack.rpcUrl,
      accounts: [NAMED_ACCOUNT],
      authorized: true,
    })
    await context.addInitScript((label) => {
      if (window.top === window && !localStorage.getItem('connected-with'))
        localStorage.setItem('connected-with', label)
    }, WALLET_LABEL)
    const page = await context.newPage()
    await page.goto(`${stack.appUrl}/`)
    // Reconnected, with the name read ('Post' is enabled once text is in; the click waits for that).
    await page.getByRole('textbox', { name: 'Your message' }).waitFor({ timeout: 60_000 })
    await page.getByRole('button', { name: /^Network: / }).waitFor({ timeout: 60_000 })
    const posts = [await timePost(page, wallet, 'first'), await timePost(page, wallet, 'second')]
    return { posts }
  } finally {
    await context.close()
  }
}

/** One line per post for the bench's output. */
export const formatPostTiming = ({ posts }: PostTimingResult): string =>
  `Post timing (desktop, connected with a name; click 'Post' →):\n${posts
    .map(
      (post) =>
        `  ${post.label} post: visible as sending ${post.visibleMs} ms, settled ${post.settledMs} ms` +
        ` (${post.personalSigns} signature${post.personalSigns === 1 ? '' : 's'}, ${post.transactions} transaction)`,
    )
    .join('\n')}`
