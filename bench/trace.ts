import path from 'node:path'
import { parseArgs } from 'node:util'
import type { Browser } from '@playwright/test'
import { startDevnetStack } from '../scripts/devnetStack'
import { startStaticHost } from '../scripts/staticHost'
import { deferred, NAME_HELPER, sleep, withTimeout } from './coldRun'
import { launchBenchBrowser } from './lighthouse'
import { makeLocalCert } from './localCert'
import { installProbe, type ProbeOptions } from './probe'
import { formatSpread, spread } from './report'
import { READY_BUDGETS_MS } from './returning'
import { DIST } from './stack'
import { readFcp } from './traffic'
import { applyThrottling, VARIANTS } from './variants'

const USAGE = `npx tsx bench/trace.ts [--dist DIR ...] [--loads N] [--verbose]
  Cold loads of '/' on the bench's mobile variant, each traced over CDP. With several --dist folders (devnet builds),
  the loads alternate between them, each served by its own host on the same devnet: an A/B of builds under the same
  machine load. Default: dist/, 6 loads.`

/** One response of a traced load, in ms since the navigation started. */
interface TracedResponse {
  url: string
  type: string
  sentMs: number
  /** When the throttled link handed over its headers, and its last byte. */
  headersMs: number | null
  endMs: number | null
  encodedBytes: number
}

interface TracedLoad {
  fcpMs: number | null
  readyMs: number | null
  responses: TracedResponse[]
}

const STATE = '__trace'
const READY_BINDING = '__traceReady'
const READY_TIMEOUT_MS = 30_000
/** After ready, the page's later requests (post-paint code, the virtual list) are still traced this long. */
const AFTER_READY_MS = 1500

const isMainScript = (url: string) => /\/main\.[0-9a-f]+\.js$/.test(url)

/**
 * One cold load of '/' (bench/probe.ts's ready: 10 messages with bodies, names and pictures) in a fresh context with
 * the mobile variant's throttling, and every response's timing from CDP: when it was asked for, when the throttled
 * link handed over its headers and its last byte, its size on the wire. For seeing what shares the link with what;
 * the bench's runs stay the figures that count.
 */
async function traceLoad(browser: Browser, appUrl: string): Promise<TracedLoad> {
  const variant = VARIANTS.mobile
  const context = await browser.newContext({ ...variant.context, locale: 'en-US', timezoneId: 'UTC' })
  try {
    await context.addInitScript(NAME_HELPER)
    const ready = deferred<number>()
    await context.exposeBinding(READY_BINDING, (_source, at: number) => ready.resolve(at))
    const probe: ProbeOptions = {
      stateName: STATE,
      readyBinding: READY_BINDING,
      target: { kind: 'feed', minMessages: 10 },
      marks: {},
    }
    await context.addInitScript(installProbe, probe)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await applyThrottling(cdp, variant)
    const byId = new Map<string, TracedResponse>()
    let origin: number | null = null
    const ms = (timestamp: number) => Math.round((timestamp - (origin ?? timestamp)) * 1000)
    cdp.on('Network.requestWillBeSent', (event) => {
      origin ??= event.timestamp
      byId.set(event.requestId, {
        url: event.request.url,
        type: event.type ?? '',
        sentMs: ms(event.timestamp),
        headersMs: null,
        endMs: null,
        encodedBytes: 0,
      })
    })
    cdp.on('Network.responseReceived', (event) => {
      const response = byId.get(event.requestId)
      if (response) response.headersMs = ms(event.timestamp)
    })
    cdp.on('Network.loadingFinished', (event) => {
      const response = byId.get(event.requestId)
      if (!response) return
      response.endMs = ms(event.timestamp)
      response.encodedBytes = event.encodedDataLength
    })
    await page.goto(`${appUrl}/`, { waitUntil: 'commit', timeout: variant.timeoutMs })
    const readyMs = await withTimeout(ready.promise, READY_TIMEOUT_MS)
    await sleep(AFTER_READY_MS)
    return { fcpMs: await readFcp(page), readyMs, responses: [...byId.values()] }
  } finally {
    await context.close()
  }
}

const shortName = (url: string) => {
  const last = new URL(url).pathname.split('/').filter(Boolean).pop() ?? '/'
  return last.length > 20 ? `${last.slice(0, 10)}…${last.slice(-8)}` : last
}

function printLoad(label: string, load: TracedLoad, verbose: boolean): void {
  const main = load.responses.find((response) => isMainScript(response.url))
  const round = (value: number | null | undefined) => (value === null || value === undefined ? '–' : Math.round(value))
  console.log(
    `${label}: first paint ${round(load.fcpMs)} ms, ready ${round(load.readyMs)} ms, main.js ${round(main?.sentMs)} → ${round(main?.endMs)} ms`,
  )
  if (!verbose) return
  const byEnd = [...load.responses].sort((a, b) => (a.endMs ?? Infinity) - (b.endMs ?? Infinity))
  for (const response of byEnd)
    console.log(
      `    ${shortName(response.url).padEnd(22)} ${response.type.padEnd(9)} asked ${String(response.sentMs).padStart(5)}  headers ${String(round(response.headersMs)).padStart(5)}  end ${String(round(response.endMs)).padStart(5)}  ${(response.encodedBytes / 1000).toFixed(1).padStart(6)} KB`,
    )
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', multiple: true },
      loads: { type: 'string', default: '6' },
      verbose: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) return console.log(USAGE)
  const dists = (values.dist ?? [DIST]).map((dist) => path.resolve(dist))
  const loads = Number(values.loads)
  if (!Number.isInteger(loads) || loads < 1) throw new Error(`--loads takes a positive integer\n${USAGE}`)

  const log = (message: string) => console.log(`[trace] ${message}`)
  const stack = await startDevnetStack({
    writeAddresses: false,
    blockTimeSec: 2,
    log: (line) => log(`devnet: ${line}`),
  })
  const tls = makeLocalCert() ?? undefined
  const hosts = []
  let browser: Browser | null = null
  try {
    for (const root of dists) hosts.push(await startStaticHost({ root, proxies: stack.proxies, tls }))
    browser = await launchBenchBrowser()
    for (const host of hosts) await traceLoad(browser, host.url)
    const readies = dists.map(() => [] as number[])
    for (let load = 0; load < loads; load += 1) {
      for (const [index, host] of hosts.entries()) {
        const traced = await traceLoad(browser, host.url)
        if (traced.readyMs !== null) readies[index]?.push(traced.readyMs)
        printLoad(`load ${load + 1} ${path.basename(dists[index] ?? '')}`, traced, values.verbose ?? false)
      }
    }
    for (const [index, dist] of dists.entries()) {
      const ready = readies[index] ?? []
      const over = ready.filter((at) => at > READY_BUDGETS_MS.cold).length
      console.log(
        `${dist}: ready ${formatSpread(spread(ready), 'ms')} ms, ${over} of ${ready.length} over ${READY_BUDGETS_MS.cold} ms`,
      )
    }
  } finally {
    await browser?.close()
    for (const host of hosts) await host.close()
    await stack.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
