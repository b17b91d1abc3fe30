import path from 'node:path'
import type { Browser, Page, Request } from '@playwright/test'
import { CHAT_PRICE, devnetAccount, devnetProvider, devnetSigner, readDevnetAddresses } from '../devnet'
import { seedStorage } from '../devnet/chatSeed'
import { attachDevnetContracts } from '../devnet/devnetContracts'
import { withAutomine } from '../devnet/mining'
import { DEVNET_DIR } from '../devnet/paths'
import type { BudgetResult } from './budgets'
import { BUDGETS } from './budgets'
import { NAME_HELPER, sleep } from './coldRun'
import type { BenchStack } from './stack'
import type { Variant } from './variants'

/** Messages seeded in the long channel (issue #18: scrolling back through 1,000 messages). */
export const LONG_CHANNEL_MESSAGES = 1000
/** The channel that gets them (General keeps its 33 for the other scenarios) and its route. */
const LONG_CHANNEL = 'shill' as const
const LONG_CHANNEL_PATH = '/shill'
/** alice, bob and carol: authors with names and pictures, as in the seeded General. */
const AUTHORS = [1, 2, 3] as const
/** Signed body uploads are kept here by content hash (gitignored): only the first bench run pays the RSA signing. */
const BODIES_CACHE = path.join(DEVNET_DIR, '.state', 'feed-scroll-bodies.json')
/** Fixed body timestamp: the same bytes every run, so the signed uploads stay valid in the cache. */
const BODY_TIMESTAMP_MS = Date.UTC(2026, 0, 1)
/** Uploads to arlocal in flight at once. */
const UPLOAD_PARALLEL = 4

export interface FeedScrollResult {
  variant: Variant['name']
  /** Messages on screen from the newest to the oldest, and 'Load more' clicks it took. */
  messagesSeen: number
  loadMoreClicks: number
  /** Elements in the document: the most seen after any page, and at the end (at the oldest message). */
  domMax: number
  domEnd: number
  /** JS heap after a forced GC at the oldest message (MB, 10^6 bytes), and the most seen at the samples. */
  heapMb: number
  heapMaxMb: number
  /** Messages always in order (newest first, aria-posinset ascending) at every sample. */
  isOrderRight: boolean
  /** Scrolling forward again: pages the page cap had dropped and the feed read again to reach the newest. */
  newerPagesRead: number
  /** Body GETs in all, and bodies fetched more than once (must be 0: bodies are immutable). */
  bodyGets: number
  bodiesFetchedTwice: number
  /** For each body fetched more than once, how its GETs ended ('200 then 200': a cache miss; an error: a retry). */
  twiceOutcomes: string[]
  seconds: number
}

/**
 * Seeds LONG_CHANNEL_MESSAGES main messages in the long channel, fast: the bodies are stored on arlocal four at a time
 * (signed once, then served from devnet/.state), and the messages are sent as raw transactions with nonce, gas and
 * fees filled in (one RPC request each) under anvil's automine, each mined on arrival. Returns the seconds it took.
 */
export async function seedLongChannel(stack: BenchStack): Promise<number> {
  const started = Date.now()
  const store = await seedStorage(stack.arweaveUrl, BODIES_CACHE)
  const bodies = Array.from({ length: LONG_CHANNEL_MESSAGES }, (_, n) => {
    const author = devnetAccount(AUTHORS[n % AUTHORS.length] ?? 1).address
    // Lengths vary like a real conversation: one to three sentences.
    const text = [`Long channel message ${n + 1}.`, 'Scrolling back should stay light.', 'Every body is its own.']
      .slice(0, 1 + (n % 3))
      .join(' ')
    return Buffer.from(JSON.stringify({ author, text, timestamp: BODY_TIMESTAMP_MS + n * 1000 }))
  })
  const urls: string[] = new Array<string>(bodies.length)
  let next = 0
  const worker = async () => {
    while (next < bodies.length) {
      const index = next++
      urls[index] = await store(bodies[index] as Buffer, 'application/json')
    }
  }
  await Promise.all(Array.from({ length: UPLOAD_PARALLEL }, worker))
  store.saveCache()

  const provider = devnetProvider(stack.rpcUrl)
  try {
    await withAutomine(provider, async () => {
      const contracts = await attachDevnetContracts(readDevnetAddresses(), provider)
      const channel = contracts.chatChannels[LONG_CHANNEL]
      const nonces = new Map<number, number>()
      let lastHash = ''
      for (const [n, url] of urls.entries()) {
        const account = AUTHORS[n % AUTHORS.length] ?? 1
        const signer = devnetSigner(provider, account)
        const nonce = nonces.get(account) ?? (await provider.getTransactionCount(signer.address, 'pending'))
        nonces.set(account, nonce + 1)
        const sent = await channel.connect(signer).getFunction('createMessage').send(url, {
          value: CHAT_PRICE,
          nonce,
          gasLimit: 600_000n,
          maxFeePerGas: 10_000_000_000n,
          maxPriorityFeePerGas: 1_000_000_000n,
        })
        lastHash = sent.hash
      }
      // Automine mines each on arrival, but on a loaded machine anvil may lag the sends: wait until every author's
      // nonce is in a block (mining one more block now and then), then check the last receipt.
      const deadline = Date.now() + 180_000
      for (;;) {
        const mined = await Promise.all(
          [...nonces].map(async ([account, next]) => {
            const address = devnetAccount(account).address
            return (await provider.getTransactionCount(address, 'latest')) >= next
          }),
        )
        if (mined.every(Boolean)) break
        if (Date.now() > deadline) throw new Error('The long channel seed was not mined within 3 min')
        await provider.send('evm_mine', [])
      }
      const receipt = await provider.getTransactionReceipt(lastHash)
      if (receipt?.status !== 1) throw new Error(`The long channel seed failed: ${receipt ? 'reverted' : 'no receipt'}`)
    })
  } finally {
    provider.destroy()
  }
  return (Date.now() - started) / 1000
}

/** What the page holds right now: element count, and the rendered messages' indexes and positions in DOM order. */
const sample = (page: Page) =>
  page.evaluate(() => {
    const articles = [...document.querySelectorAll<HTMLElement>('[data-testid="chat-feed"] article[data-index]')]
    return {
      dom: document.getElementsByTagName('*').length,
      indexes: articles.map((article) => Number(article.dataset.index)),
      positions: articles.map((article) => Number(article.getAttribute('aria-posinset'))),
      hasLoadMore: document.querySelector('[data-testid="load-more"]') !== null,
    }
  })

/** Longest wait for the page to reach a state (ms): generous, for a busy machine. */
const PAGE_STATE_TIMEOUT_MS = 30_000
/** Pause between two looks at the page while waiting (ms). */
const PAGE_STATE_POLL_MS = 50
/** Animation frames the 'Load more' button must hold still before it is clicked. */
const LOAD_MORE_STILL_FRAMES = 4
/** Clicks on 'Load more' that may hit something else (the list still moving) before the step gives up. */
const LOAD_MORE_CLICK_TRIES = 20

/**
 * Waits until `isThere()` (a plain `page.evaluate`) resolves true. Not Playwright's locators or `waitForFunction`:
 * they install its ~330 KB injected script (source and compiled code) in the page's isolate, which the heap figure
 * would count as the app's.
 */
async function until(isThere: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + PAGE_STATE_TIMEOUT_MS
  while (!(await isThere())) {
    if (Date.now() > deadline) throw new Error(`Feed scroll: ${what} did not happen within ${PAGE_STATE_TIMEOUT_MS} ms`)
    await sleep(PAGE_STATE_POLL_MS)
  }
}

/** Whether any message with an index below (or above) `bound` is rendered. */
const hasIndexBeyond = ({ bound, below }: { bound: number; below: boolean }) =>
  [...document.querySelectorAll<HTMLElement>('article[data-index]')].some((article) =>
    below ? Number(article.dataset.index) < bound : Number(article.dataset.index) > bound,
  )

/**
 * Clicks the enabled 'Load more' as a reader would (real pointer events, no injected script), once its box has held
 * still for a few frames with the button under its centre: the virtual list settles item heights after a scroll, which
 * moves the button. Resolves whether the click reached the button (false: try again).
 */
async function clickLoadMore(page: Page): Promise<boolean> {
  const target = await page.evaluate(async (stillFramesNeeded) => {
    const button = document.querySelector<HTMLButtonElement>('[data-testid="load-more"]')
    if (!button || button.disabled) return null
    button.scrollIntoView({ block: 'center' })
    let last = ''
    let stillFrames = 0
    for (let frame = 0; frame < 120; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
      const box = button.getBoundingClientRect()
      const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 }
      const hit = document.elementFromPoint(centre.x, centre.y)
      stillFrames = JSON.stringify(centre) === last && hit && button.contains(hit) ? stillFrames + 1 : 0
      if (stillFrames === stillFramesNeeded) {
        // The next click anywhere is checked: one that missed the button (the list moved) is stopped, as
        // Playwright's hit-target check does, so it cannot follow a message's link.
        delete button.dataset.benchClicked
        const guard = (event: MouseEvent) => {
          window.removeEventListener('click', guard, true)
          if (event.target instanceof Node && button.contains(event.target)) button.dataset.benchClicked = 'yes'
          else {
            event.preventDefault()
            event.stopImmediatePropagation()
          }
        }
        window.addEventListener('click', guard, true)
        return centre
      }
      last = JSON.stringify(centre)
    }
    return null
  }, LOAD_MORE_STILL_FRAMES)
  if (!target) return false
  await page.mouse.click(target.x, target.y)
  return page.evaluate(() => document.querySelector<HTMLElement>('[data-bench-clicked="yes"]') !== null)
}

const isNewestFirst = (indexes: readonly number[], positions: readonly number[]) =>
  indexes.every((index, i) => i === 0 || index < (indexes[i - 1] ?? 0)) &&
  positions.every((position, i) => i === 0 || position > (positions[i - 1] ?? 0))

/**
 * Scrolls a fresh visitor (no throttling: this measures memory, not the network) of the long channel back to its
 * oldest message with 'Load more', sampling the DOM and, at the end, the heap after a forced GC; then forward again to
 * the newest, which the page cap makes the feed read again page by page, counting body GETs by URL all along.
 */
export async function measureFeedScroll(
  browser: Browser,
  stack: BenchStack,
  variant: Variant,
): Promise<FeedScrollResult> {
  const started = Date.now()
  const context = await browser.newContext({ ...variant.context, locale: 'en-US', timezoneId: 'UTC' })
  try {
    await context.addInitScript(NAME_HELPER)
    const page = await context.newPage()
    page.setDefaultTimeout(30_000)
    const cdp = await context.newCDPSession(page)
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage')
      const { usedSize } = await cdp.send('Runtime.getHeapUsage')
      return usedSize / 1e6
    }
    const bodyGets = new Map<string, number>()
    // How each body GET ended (status or network error), to tell a refetch after a failure from a cache miss.
    const bodyOutcomes = new Map<string, string[]>()
    const isBodyGet = (request: Request) =>
      request.resourceType() === 'fetch' && request.url().includes('/devnet/arweave/')
    const outcome = (request: Request, what: string) => {
      if (isBodyGet(request)) bodyOutcomes.set(request.url(), [...(bodyOutcomes.get(request.url()) ?? []), what])
    }
    page.on('request', (request) => {
      if (isBodyGet(request)) bodyGets.set(request.url(), (bodyGets.get(request.url()) ?? 0) + 1)
    })
    page.on(
      'requestfinished',
      (request) =>
        void request.response().then((response) => outcome(request, String(response?.status() ?? 'no answer'))),
    )
    page.on('requestfailed', (request) => outcome(request, request.failure()?.errorText ?? 'failed'))
    await page.goto(`${stack.appUrl}${LONG_CHANNEL_PATH}`)
    await until(() => page.evaluate(() => document.querySelectorAll('article[data-index]').length >= 10), '10 messages')
    const first = await sample(page)
    const newest = first.indexes[0] ?? 0
    let domMax = first.dom
    let heapMaxMb = 0
    let isOrderRight = isNewestFirst(first.indexes, first.positions)
    const seen = new Set(first.indexes)
    let loadMoreClicks = 0
    for (;;) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const now = await sample(page)
      now.indexes.forEach((index) => seen.add(index))
      domMax = Math.max(domMax, now.dom)
      isOrderRight &&= isNewestFirst(now.indexes, now.positions)
      if (now.indexes.includes(0) && !now.hasLoadMore) break
      const lowest = Math.min(...now.indexes)
      for (let tries = 1; !(await clickLoadMore(page)); tries++)
        if (tries === LOAD_MORE_CLICK_TRIES) throw new Error(`Feed scroll: 'Load more' not clicked in ${tries} tries`)
      loadMoreClicks += 1
      // The next page is in once a lower index is rendered (the list keeps the reader where the button was).
      await until(() => page.evaluate(hasIndexBeyond, { bound: lowest, below: true }), 'an older page')
      if (loadMoreClicks % 25 === 0) heapMaxMb = Math.max(heapMaxMb, await heap())
    }
    const end = await sample(page)
    const heapMb = await heap()
    heapMaxMb = Math.max(heapMaxMb, heapMb)

    // Forward again to the newest: each time the top is reached the feed reads the page the cap dropped.
    let newerPagesRead = 0
    let top = await sample(page)
    while (!top.indexes.includes(newest) && newerPagesRead < 200) {
      const highest = Math.max(...top.indexes)
      await page.evaluate(() => window.scrollTo(0, 0))
      await until(() => page.evaluate(hasIndexBeyond, { bound: highest, below: false }), 'a newer page')
      newerPagesRead += 1
      const now = (top = await sample(page))
      domMax = Math.max(domMax, now.dom)
      isOrderRight &&= isNewestFirst(now.indexes, now.positions)
    }
    return {
      variant: variant.name,
      messagesSeen: seen.size,
      loadMoreClicks,
      domMax,
      domEnd: end.dom,
      heapMb,
      heapMaxMb,
      isOrderRight,
      newerPagesRead,
      bodyGets: [...bodyGets.values()].reduce((sum, count) => sum + count, 0),
      bodiesFetchedTwice: [...bodyGets.values()].filter((count) => count > 1).length,
      twiceOutcomes: [...bodyGets]
        .filter(([, count]) => count > 1)
        .map(([url]) => (bodyOutcomes.get(url) ?? []).join(' then ')),
      seconds: (Date.now() - started) / 1000,
    }
  } finally {
    await context.close()
  }
}

/** One line per variant for the bench's output. */
export const formatFeedScroll = (result: FeedScrollResult): string =>
  `Feed scroll (${result.variant}, ${result.messagesSeen} messages, ${result.loadMoreClicks} 'Load more'): ` +
  `DOM max ${result.domMax} / end ${result.domEnd} elements, heap ${result.heapMb.toFixed(1)} MB after GC ` +
  `(max ${result.heapMaxMb.toFixed(1)}), order ${result.isOrderRight ? 'right' : 'WRONG'}, ` +
  `${result.newerPagesRead} newer pages read again, ${result.bodyGets} body GETs (${result.bodiesFetchedTwice} twice` +
  `${result.twiceOutcomes.length ? `: ${result.twiceOutcomes.join('; ')}` : ''}), ` +
  `${result.seconds.toFixed(0)} s`

/** The feed budgets of issue #18: heap and DOM bounded, every message seen in order, no body fetched twice. */
export function feedScrollBudgets(results: readonly FeedScrollResult[]): BudgetResult[] {
  return results.flatMap((result) => {
    const tag = `[${result.variant}] feed scroll through ${LONG_CHANNEL_MESSAGES} messages:`
    return [
      {
        name: `${tag} JS heap after GC`,
        limit: `< ${BUDGETS.feedScrollHeapMb} MB`,
        actual: `${result.heapMb.toFixed(1)} MB`,
        pass: result.heapMb < BUDGETS.feedScrollHeapMb,
      },
      {
        name: `${tag} DOM elements (most at any page)`,
        limit: `< ${BUDGETS.feedScrollDomElements}`,
        actual: String(result.domMax),
        pass: result.domMax < BUDGETS.feedScrollDomElements,
      },
      {
        name: `${tag} every message shown, in order`,
        limit: `${LONG_CHANNEL_MESSAGES}, in order`,
        actual: `${result.messagesSeen}, ${result.isOrderRight ? 'in order' : 'out of order'}`,
        pass: result.messagesSeen >= LONG_CHANNEL_MESSAGES && result.isOrderRight,
      },
      {
        name: `${tag} bodies fetched twice`,
        limit: '0',
        actual: String(result.bodiesFetchedTwice),
        pass: result.bodiesFetchedTwice === 0,
      },
    ]
  })
}

/**
 * The bench's feed-scroll step (bench/run.ts): seeds the long channel once, then measures each variant's viewport.
 * A failure is recorded in `errors` and leaves that variant out (its budgets then show as missing).
 */
export async function runFeedScroll(
  browser: Browser,
  stack: BenchStack,
  variants: readonly Variant[],
  log: (message: string) => void,
  errors: string[],
): Promise<FeedScrollResult[]> {
  const results: FeedScrollResult[] = []
  try {
    const seconds = await seedLongChannel(stack)
    log(`feed scroll: ${LONG_CHANNEL_MESSAGES} messages seeded in ${LONG_CHANNEL} in ${seconds.toFixed(1)} s`)
    for (const variant of variants) {
      const result = await measureFeedScroll(browser, stack, variant)
      log(formatFeedScroll(result))
      results.push(result)
    }
  } catch (error) {
    const message = `feed scroll failed: ${error instanceof Error ? error.message : String(error)}`
    errors.push(message)
    log(message)
  }
  return results
}
