import type { Browser } from '@playwright/test'
import { InjectedWallet } from '../e2e/support/wallet/injectedWallet'
import { NAME_HELPER, sleep } from './coldRun'
import { installProbe, type ProbeOptions, type ProbeState } from './probe'
import { FEED_READY_MESSAGES, NAMED_ACCOUNT, WALLET_LABEL } from './scenarios'
import type { BenchStack } from './stack'
import { RequestLog } from './traffic'

/** Active window: the reader at the newest message, pressing a key every ACTIVE_INPUT_EVERY_MS (issue #18). */
export const ACTIVE_WINDOW_MS = 30_000
const ACTIVE_INPUT_EVERY_MS = 3000
/**
 * Idle: the feed scrolled away from the newest, no input. The app counts the reader idle after 10 s without input and
 * backs off 2 -> 4 -> 8 -> 16 -> 30 s, so the window starts once that ramp is over (its steady rate is what an idle
 * tab left open costs) and lasts a minute, long enough to see 30 s gaps.
 */
const IDLE_SETTLE_MS = 45_000
export const IDLE_WINDOW_MS = 60_000
/** Hidden window (document.visibilityState = 'hidden' and a visibilitychange event, as a tab switch gives). */
export const HIDDEN_WINDOW_MS = 20_000
/** Block time of Base Sepolia and of the bench's devnet: the fastest the app may poll. */
export const BLOCK_TIME_MS = 2000
/** Requests already on their way when the tab hides are not the app's fault: ignored this long after the switch. */
const HIDE_GRACE_MS = 250
/** After the feed is ready, the page's trailing reads (sidebar, balances) finish before the windows start. */
const SETTLE_MS = 4000

/** How new blocks reach the page: pushed over the node's WebSocket, or found by polling over HTTP (socket refused). */
export type PollTransport = 'heads' | 'http'

export interface PollingResult {
  transport: PollTransport
  activeMs: number
  /** RPC HTTP requests to the site's node while active, per minute, and the shortest gap between two of them. */
  activeRpc: number
  activePerMinute: number
  minGapMs: number | null
  idleMs: number
  /** RPC HTTP requests while idle (scrolled away, no input, after the back-off ramp), and per minute. */
  idleRpc: number
  idlePerMinute: number
  hiddenMs: number
  /** RPC HTTP requests while hidden (after the grace period). */
  hiddenRpc: number
  /** Every request the page made while hidden (storage, build check, anything). */
  hiddenAll: number
  /** What the app asked the user's wallet while visible (active and idle) and while hidden. */
  walletVisible: number
  walletHidden: number
  /** WebSockets the page opened to the node (eth_subscribe newHeads), and the heads pushed through them. */
  headSockets: number
  headsPushed: number
  /** The paths of the hidden-window requests, for the JSON report. */
  hiddenUrls: string[]
}

const perMinute = (count: number, windowMs: number) => Math.round((count * 60_000 * 10) / windowMs) / 10

/**
 * Background traffic of the home page for a returning visitor with a name (the busiest case), issue #18: RPC requests
 * over 30 s with the reader active at the newest message (a key pressed every 3 s), over a minute idle (the feed
 * scrolled away from the newest, no input, once the back-off has settled), and over 20 s hidden. Desktop, no
 * throttling. WebSocket frames are counted apart: heads pushed by the node are not requests. `transport` 'http' refuses
 * the node's WebSocket, which measures the HTTP polling fallback (the production RPC offers no WebSocket).
 */
export async function measurePolling(
  browser: Browser,
  stack: BenchStack,
  transport: PollTransport,
): Promise<PollingResult> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
  })
  try {
    // 'http': the node refuses the socket (as the public Base Sepolia RPC, which has none), so the app polls over HTTP.
    if (transport === 'http') await context.routeWebSocket(/\/devnet\/rpc/, (socket) => socket.close({ code: 1011 }))
    await context.addInitScript(NAME_HELPER)
    const wallet = await InjectedWallet.install(context, {
      rpcUrl: stack.rpcUrl,
      accounts: [NAMED_ACCOUNT],
      authorized: true,
    })
    await context.addInitScript((label) => {
      if (window.top === window && !localStorage.getItem('connected-with'))
        localStorage.setItem('connected-with', label)
    }, WALLET_LABEL)
    await context.exposeBinding('__benchPollReady', () => undefined)
    const probe: ProbeOptions = {
      stateName: '__bench',
      readyBinding: '__benchPollReady',
      target: { kind: 'feed', minMessages: FEED_READY_MESSAGES },
      marks: {},
    }
    await context.addInitScript(installProbe, probe)
    const page = await context.newPage()
    const log = new RequestLog(page)
    let headSockets = 0
    let headsPushed = 0
    page.on('websocket', (socket) => {
      if (!new URL(socket.url()).pathname.startsWith('/devnet/rpc')) return
      headSockets += 1
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('eth_subscription')) headsPushed += 1
      })
    })
    await page.goto(`${stack.appUrl}/`, { waitUntil: 'commit' })
    await page.waitForFunction(
      () => ((window as unknown as { __bench?: ProbeState }).__bench?.readyAt ?? null) !== null,
      undefined,
      {
        timeout: 60_000,
        polling: 200,
      },
    )
    await sleep(SETTLE_MS)

    const isRpc = (url: string) => new URL(url).pathname.startsWith('/devnet/rpc')
    const rpcBetween = (from: number, to: number) =>
      log.between(from, to).filter(({ url, method }) => method === 'POST' && isRpc(url))
    const walletBefore = wallet.requests.length

    const activeFrom = log.now()
    for (let elapsed = 0; elapsed < ACTIVE_WINDOW_MS; elapsed += ACTIVE_INPUT_EVERY_MS) {
      await page.keyboard.press('Shift')
      await sleep(ACTIVE_INPUT_EVERY_MS)
    }
    const activeTo = log.now()

    // Away from the newest: the feed's far end, its top edge off screen (the scroll is the last input).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForFunction(() => {
      const edge = document.querySelector('[data-testid="feed-top"]')
      return edge !== null && edge.getBoundingClientRect().bottom < 80
    })
    await sleep(IDLE_SETTLE_MS)
    const idleFrom = log.now()
    await sleep(IDLE_WINDOW_MS)
    const idleTo = log.now()

    const walletAtHide = wallet.requests.length
    await page.evaluate(() => (window as unknown as { __bench: ProbeState }).__bench.setHidden(true))
    const hiddenFrom = log.now() + HIDE_GRACE_MS
    await sleep(HIDDEN_WINDOW_MS + HIDE_GRACE_MS)
    const hiddenTo = log.now()
    const walletAfter = wallet.requests.length

    const active = rpcBetween(activeFrom, activeTo)
    const gaps = active.slice(1).map((entry, index) => entry.at - (active[index]?.at ?? entry.at))
    const idle = rpcBetween(idleFrom, idleTo)
    const hidden = log.between(hiddenFrom, hiddenTo)
    return {
      transport,
      activeMs: activeTo - activeFrom,
      activeRpc: active.length,
      activePerMinute: perMinute(active.length, activeTo - activeFrom),
      minGapMs: gaps.length > 0 ? Math.min(...gaps) : null,
      idleMs: idleTo - idleFrom,
      idleRpc: idle.length,
      idlePerMinute: perMinute(idle.length, idleTo - idleFrom),
      hiddenMs: hiddenTo - hiddenFrom,
      hiddenRpc: hidden.filter(({ url, method }) => method === 'POST' && isRpc(url)).length,
      hiddenAll: hidden.length,
      walletVisible: walletAtHide - walletBefore,
      walletHidden: walletAfter - walletAtHide,
      headSockets,
      headsPushed,
      hiddenUrls: hidden.map(({ method, url }) => `${method} ${new URL(url).pathname}`),
    }
  } finally {
    await context.close()
  }
}
