import type { Browser } from '@playwright/test'
import { InjectedWallet } from '../e2e/support/wallet/injectedWallet'
import { NAME_HELPER } from './coldRun'
import { installProbe, type ProbeOptions, type ProbeState } from './probe'
import { FEED_READY_MESSAGES, NAMED_ACCOUNT, WALLET_LABEL } from './scenarios'
import type { BenchStack } from './stack'
import { RequestLog } from './traffic'

/** Length of the visible and of the hidden window. */
export const POLL_WINDOW_MS = 20_000
/** Block time of Base Sepolia and of the bench's devnet: the fastest the app may poll. */
export const BLOCK_TIME_MS = 2000
/** Requests already on their way when the tab hides are not the app's fault: ignored this long after the switch. */
const HIDE_GRACE_MS = 250
/** After the feed is ready, the page's trailing reads (sidebar, balances) finish before the windows start. */
const SETTLE_MS = 4000

export interface PollingResult {
  windowMs: number
  /** RPC HTTP requests to the site's node while the tab was visible, and the shortest gap between two of them. */
  visibleRpc: number
  minGapMs: number | null
  /** RPC HTTP requests while hidden (after the grace period). */
  hiddenRpc: number
  /** Every request the page made while hidden (storage, build check, anything). */
  hiddenAll: number
  /** What the app asked the user's wallet while visible and while hidden (web3-onboard's own polling shows here). */
  walletVisible: number
  walletHidden: number
  /** The paths of the visible-window RPC and hidden-window requests, for the JSON report. */
  hiddenUrls: string[]
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Background traffic of the home page for a returning visitor with a name (the busiest case): RPC requests over 20 s
 * with the tab visible, then over 20 s with it hidden (document.visibilityState = 'hidden' and a visibilitychange
 * event, as a tab switch gives). Desktop, no throttling.
 */
export async function measurePolling(browser: Browser, stack: BenchStack): Promise<PollingResult> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
  })
  try {
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
    const visibleFrom = log.now()
    const walletBefore = wallet.requests.length
    await sleep(POLL_WINDOW_MS)
    const visibleTo = log.now()
    const walletAtHide = wallet.requests.length
    await page.evaluate(() => (window as unknown as { __bench: ProbeState }).__bench.setHidden(true))
    const hiddenFrom = log.now() + HIDE_GRACE_MS
    await sleep(POLL_WINDOW_MS + HIDE_GRACE_MS)
    const hiddenTo = log.now()
    const walletAfter = wallet.requests.length

    const visible = log.between(visibleFrom, visibleTo).filter(({ url, method }) => method === 'POST' && isRpc(url))
    const gaps = visible.slice(1).map((entry, index) => entry.at - (visible[index]?.at ?? entry.at))
    const hidden = log.between(hiddenFrom, hiddenTo)
    return {
      windowMs: POLL_WINDOW_MS,
      visibleRpc: visible.length,
      minGapMs: gaps.length > 0 ? Math.min(...gaps) : null,
      hiddenRpc: hidden.filter(({ url, method }) => method === 'POST' && isRpc(url)).length,
      hiddenAll: hidden.length,
      walletVisible: walletAtHide - walletBefore,
      walletHidden: walletAfter - walletAtHide,
      hiddenUrls: hidden.map(({ method, url }) => `${method} ${new URL(url).pathname}`),
    }
  } finally {
    await context.close()
  }
}
