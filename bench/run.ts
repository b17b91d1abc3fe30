import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { Browser } from '@playwright/test'
import { checkBudgets, formatBudgets, type BudgetResult } from './budgets'
import { coldRun, type RunResult } from './coldRun'
import { feedScrollBudgets, formatFeedScroll, runFeedScroll, type FeedScrollResult } from './feedScroll'
import { runFailClosed, type BenchReport } from './gate'
import { formatLighthouse, launchBenchBrowser, runLighthouse, type LighthouseResult } from './lighthouse'
import { measurePolling, type PollingResult } from './polling'
import { formatPostTiming, measurePostTiming, type PostTimingResult } from './postTiming'
import { formatTable, summarize, type VariantSummary } from './report'
import { SCENARIOS, type ScenarioName } from './scenarios'
import { RESULTS_DIR, startBenchStack, type BenchStack } from './stack'
import { VARIANTS, type Variant } from './variants'
import { formatDialogTimings, measureDialogTimings, type DialogTiming } from './walletTiming'

const USAGE = `npm run bench [-- options]
  --check              exit 1 when a budget is missed, a step failed or none was checked (bench/README.md lists
                       them); the last line says "N budgets checked, N failed"
  --lighthouse         also run Lighthouse (mobile preset) on '/' (--lighthouse-runs, default 3)
  --runs N             cold loads per scenario and variant (default 5)
  --variant NAME       desktop or mobile (repeatable; default both)
  --scenario NAME      home, home-connected or profile (repeatable; default all)
  --skip-polling       leave out the ~6 min active/idle/hidden polling measurement (WebSocket, then HTTP)
  --skip-feed-scroll   leave out seeding 1,000 messages and scrolling back through them (bench/feedScroll.ts)
  --only-feed-scroll   run only that step (no cold runs, dialog, polling or post timing; their budgets show as missing)
  --skip-build         reuse dist/ (must be a devnet build)`

interface Options {
  check: boolean
  lighthouse: boolean
  lighthouseRuns: number
  runs: number
  variants: Variant[]
  scenarios: ScenarioName[]
  polling: boolean
  feedScroll: boolean
  onlyFeedScroll: boolean
  skipBuild: boolean
}

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      check: { type: 'boolean', default: false },
      lighthouse: { type: 'boolean', default: false },
      'lighthouse-runs': { type: 'string', default: '3' },
      runs: { type: 'string', default: '5' },
      variant: { type: 'string', multiple: true },
      scenario: { type: 'string', multiple: true },
      'skip-polling': { type: 'boolean', default: false },
      'skip-feed-scroll': { type: 'boolean', default: false },
      'only-feed-scroll': { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  const variantNames = values.variant ?? ['desktop', 'mobile']
  const variants = variantNames.map((name) => {
    const variant = VARIANTS[name as Variant['name']]
    if (!variant) throw new Error(`Unknown variant "${name}"\n${USAGE}`)
    return variant
  })
  const scenarios = (values.scenario ?? Object.keys(SCENARIOS)).map((name) => {
    if (!(name in SCENARIOS)) throw new Error(`Unknown scenario "${name}"\n${USAGE}`)
    return name as ScenarioName
  })
  const runs = Number(values.runs)
  const lighthouseRuns = Number(values['lighthouse-runs'])
  if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(lighthouseRuns) || lighthouseRuns < 1)
    throw new Error(`--runs and --lighthouse-runs take a positive integer\n${USAGE}`)
  return {
    check: values.check ?? false,
    lighthouse: values.lighthouse ?? false,
    lighthouseRuns,
    runs,
    variants,
    scenarios,
    polling: !values['skip-polling'],
    feedScroll: !values['skip-feed-scroll'],
    onlyFeedScroll: values['only-feed-scroll'] ?? false,
    skipBuild: values['skip-build'] ?? false,
  }
}

const log = (message: string) => console.log(`[bench] ${message}`)
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
const round = (value: number | null | undefined, digits = 0) =>
  typeof value === 'number' ? value.toFixed(digits) : '–'

/** One line per run while the bench works, so a long run shows progress. */
function runLine(variant: Variant, scenario: ScenarioName, index: number, result: RunResult): string {
  const step = result[scenario]
  const parts = [
    `FCP ${round(step?.fcpMs)} ms`,
    `ready ${round(step?.readyMs)} ms`,
    `JS ${round((step?.jsBeforeReady?.gzipBytes ?? Number.NaN) / 1000, 1)} KB gzip`,
    `RPC ${step?.rpcUntilReady?.httpRequests ?? '–'}/${step?.rpcWindow.httpRequests ?? '–'}`,
    `heap ${round(step?.heapMb, 1)} MB`,
  ]
  if (result['load-more']) parts.push(`load more ${round(result['load-more'].readyMs)} ms`)
  if (result.reload)
    parts.push(
      `reload ${round(result.reload.readyMs)} ms (chain's page ${round(result.reload.freshMs)} ms)`,
      `reload refetched ${result.reload.refetchedBodies}`,
    )
  const errors = [...(step?.pageErrors ?? []), ...(result.reload?.pageErrors ?? [])]
  if (errors.length > 0) parts.push(`page errors: ${errors.join(' | ')}`)
  return `${variant.name} ${scenario} #${index + 1}: ${parts.join(', ')}`
}

async function runScenarios(browser: Browser, stack: BenchStack, options: Options, errors: string[]) {
  const runs: Partial<Record<Variant['name'], RunResult[]>> = {}
  // One unrecorded load first: the static host's gzip cache, arlocal and anvil warm up, not the browser (each run
  // starts with an empty browser context).
  await coldRun({ browser, stack, variant: VARIANTS.desktop, scenario: SCENARIOS.home }).catch(() => undefined)
  for (const variant of options.variants) {
    const variantRuns: RunResult[] = []
    runs[variant.name] = variantRuns
    for (const name of options.scenarios) {
      for (let index = 0; index < options.runs; index++) {
        try {
          const result = await coldRun({ browser, stack, variant, scenario: SCENARIOS[name] })
          variantRuns.push(result)
          log(runLine(variant, name, index, result))
        } catch (error) {
          const message = `${variant.name} ${name} #${index + 1} failed: ${error instanceof Error ? error.message : String(error)}`
          errors.push(message)
          log(message)
        }
      }
    }
  }
  return runs
}

/** The whole bench; resolves once the tables and budgets are printed and the results file is written. */
async function main(options: Options): Promise<BenchReport> {
  const started = Date.now()
  const loadAtStart = loadAverage()
  log(`${os.cpus().length} CPUs, load average ${loadAtStart}`)
  const stack = await startBenchStack({ skipBuild: options.skipBuild, log })
  let browser: Browser | null = null
  const stopAll = async () => {
    await browser?.close().catch(() => undefined)
    await stack.stop()
  }
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)))

  const errors: string[] = []
  let runs: Partial<Record<Variant['name'], RunResult[]>> = {}
  const polling: PollingResult[] = []
  let feedScroll: FeedScrollResult[] = []
  let dialog: DialogTiming[] = []
  let postTiming: PostTimingResult | null = null
  let lighthouse: LighthouseResult | null = null
  let chromiumVersion = ''
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const resultsBase = path.join(RESULTS_DIR, stamp)
  try {
    browser = await launchBenchBrowser()
    chromiumVersion = browser.version()
    if (!options.onlyFeedScroll) {
      runs = await runScenarios(browser, stack, options, errors)
      dialog = await measureDialogTimings(browser, stack, options.variants, options.runs, log)
    }
    for (const transport of options.polling && !options.onlyFeedScroll ? (['heads', 'http'] as const) : []) {
      log(`polling (${transport}): 30 s active, 45 s + 1 min idle (scrolled away), 20 s hidden (connected, home)`)
      const pass = await measurePolling(browser, stack, transport).catch((error: unknown) => {
        errors.push(`polling (${transport}) failed: ${error instanceof Error ? error.message : String(error)}`)
        return null
      })
      if (pass) polling.push(pass)
    }
    if (!options.onlyFeedScroll) {
      log('post timing: two posts in General (connected, with a name)')
      postTiming = await measurePostTiming(browser, stack).catch((error: unknown) => {
        errors.push(`post timing failed: ${error instanceof Error ? error.message : String(error)}`)
        return null
      })
    }
    if (options.feedScroll) feedScroll = await runFeedScroll(browser, stack, options.variants, log, errors)
    await browser.close()
    browser = null
    if (options.lighthouse) {
      lighthouse = await runLighthouse(`${stack.appUrl}/`, options.lighthouseRuns, resultsBase, log).catch(
        (error: unknown) => {
          errors.push(`lighthouse failed: ${error instanceof Error ? error.message : String(error)}`)
          return null
        },
      )
    }
  } finally {
    await stopAll()
  }

  const summaries: Partial<Record<Variant['name'], VariantSummary>> = {}
  for (const variant of options.variants) summaries[variant.name] = summarize(runs[variant.name] ?? [])
  const budgets: BudgetResult[] = checkBudgets({
    summaries,
    variants: options.variants,
    runs,
    chunkMap: stack.chunkMap,
    polling,
    dialog,
  })
  budgets.push(...feedScrollBudgets(feedScroll))
  const loadAtEnd = loadAverage()

  console.log('')
  for (const variant of options.variants) console.log(`${formatTable(variant, summaries[variant.name] ?? {})}\n`)
  for (const pass of polling) {
    console.log(
      `Polling (connected, home, ${pass.transport}): active ${pass.activeRpc} RPC requests in` +
        ` ${Math.round(pass.activeMs / 1000)} s (${pass.activePerMinute}/min, closest two ${pass.minGapMs ?? '–'} ms` +
        ` apart); idle ${pass.idleRpc} in ${Math.round(pass.idleMs / 1000)} s (${pass.idlePerMinute}/min); hidden` +
        ` ${pass.hiddenRpc} RPC requests, ${pass.hiddenAll} requests in all; wallet ${pass.walletVisible} visible,` +
        ` ${pass.walletHidden} hidden; ${pass.headSockets} head socket(s), ${pass.headsPushed} heads pushed\n`,
    )
  }
  for (const result of feedScroll) console.log(`${formatFeedScroll(result)}\n`)
  console.log(`${formatDialogTimings(dialog)}\n`)
  if (postTiming) console.log(`${formatPostTiming(postTiming)}\n`)
  if (lighthouse) console.log(`${formatLighthouse(lighthouse)}\n`)
  console.log(`Budgets (medians for sizes and heap, worst run for counts):\n${formatBudgets(budgets)}\n`)
  for (const error of errors) console.log(`Error: ${error}`)

  const report = {
    date: new Date(started).toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? '',
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: loadAtEnd,
      chromium: chromiumVersion,
      node: process.version,
    },
    options: { ...options, variants: options.variants.map((variant) => variant.name) },
    variants: Object.fromEntries(options.variants.map((variant) => [variant.name, { ...variant }])),
    buildSeconds: stack.buildSeconds,
    hostProtocol: stack.protocol,
    summaries,
    polling,
    feedScroll,
    dialog,
    postTiming,
    lighthouse,
    budgets,
    errors,
    runs,
  }
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  fs.writeFileSync(`${resultsBase}.json`, JSON.stringify(report, null, 1))
  log(
    `results: ${path.relative(process.cwd(), `${resultsBase}.json`)} (${report.durationSeconds} s; load average ${loadAtStart} → ${loadAtEnd})`,
  )
  return { budgets, errors }
}

/** Parses the options (a bad one exits 1 with the usage) and runs the bench through the fail-closed gate. */
function start(): void {
  let options: Options
  try {
    options = parseOptions()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
    return
  }
  void runFailClosed(() => main(options), { check: options.check, log })
}

start()
