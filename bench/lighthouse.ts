import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { spread, type Spread } from './report'

/**
 * Chromium flags of every bench browser: headless, a closed network (no background traffic, updates or sync), and
 * trust in the bench host's throwaway certificate (bench/localCert.ts).
 */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--ignore-certificate-errors',
]

/** The system Chromium with the bench's flags, driven by Playwright (the bench's runs and bench/trace.ts). */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  })
}

/** The parts of a Lighthouse result the bench reads. */
interface Lhr {
  lighthouseVersion: string
  environment?: { benchmarkIndex?: number }
  categories: { performance?: { score: number | null; auditRefs: { id: string; group?: string }[] } }
  audits: Record<
    string,
    {
      id: string
      title: string
      score: number | null
      scoreDisplayMode: string
      displayValue?: string
      numericValue?: number
      details?: { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number }
      metricSavings?: Record<string, number>
    }
  >
  runWarnings?: string[]
}

/** One thing Lighthouse suggests (an insight or diagnostic that did not pass). */
export interface LighthouseFinding {
  id: string
  title: string
  displayValue: string
  score: number | null
}

export interface LighthouseRun {
  score: number
  metrics: Record<string, number>
  findings: LighthouseFinding[]
  benchmarkIndex: number | null
  warnings: string[]
}

export interface LighthouseResult {
  version: string
  runs: LighthouseRun[]
  score: Spread | null
  /** Median of each metric over the runs (ms; CLS unitless). */
  metrics: Record<string, number>
  /** The findings of the median-score run. */
  findings: LighthouseFinding[]
  reportFile: string
}

const METRIC_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
]

function readRun(lhr: Lhr): LighthouseRun {
  const performance = lhr.categories.performance
  const metrics: Record<string, number> = {}
  for (const id of METRIC_AUDITS) {
    const value = lhr.audits[id]?.numericValue
    if (typeof value === 'number') metrics[id] = value
  }
  const findings: LighthouseFinding[] = []
  for (const ref of performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id]
    if (!audit || ref.group === 'metrics' || METRIC_AUDITS.includes(ref.id)) continue
    if (
      audit.scoreDisplayMode === 'notApplicable' ||
      audit.scoreDisplayMode === 'manual' ||
      audit.scoreDisplayMode === 'informative'
    )
      continue
    if (audit.score === null || audit.score >= 0.9) continue
    findings.push({ id: audit.id, title: audit.title, displayValue: audit.displayValue ?? '', score: audit.score })
  }
  return {
    score: Math.round((performance?.score ?? 0) * 100),
    metrics,
    findings,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
  }
}

/**
 * Lighthouse (default config = the mobile preset: Moto G Power screen, simulated slow 4G and 4× CPU) on `url`, in
 * the system Chromium, `runs` times; each run in a fresh browser. The full report of the median run is written next
 * to the bench results.
 */
export async function runLighthouse(
  url: string,
  runs: number,
  resultsBase: string,
  log: (message: string) => void,
): Promise<LighthouseResult> {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const results: { run: LighthouseRun; lhr: Lhr; version: string }[] = []
  for (let index = 0; index < runs; index++) {
    const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS })
    try {
      const outcome = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      })
      if (!outcome) throw new Error('Lighthouse returned nothing')
      const lhr = outcome.lhr as unknown as Lhr
      const run = readRun(lhr)
      results.push({ run, lhr, version: lhr.lighthouseVersion })
      log(`lighthouse run ${index + 1}/${runs}: performance ${run.score}`)
    } finally {
      await chrome.kill()
    }
  }
  const byScore = [...results].sort((a, b) => a.run.score - b.run.score)
  const medianRun = byScore[Math.floor((byScore.length - 1) / 2)]
  const reportFile = `${resultsBase}-lighthouse.json`
  if (medianRun) {
    fs.mkdirSync(path.dirname(reportFile), { recursive: true })
    fs.writeFileSync(reportFile, JSON.stringify(medianRun.lhr))
  }
  const metrics: Record<string, number> = {}
  for (const id of METRIC_AUDITS) {
    const value = spread(results.map(({ run }) => run.metrics[id]).filter((v): v is number => typeof v === 'number'))
    if (value) metrics[id] = value.median
  }
  return {
    version: results[0]?.version ?? '',
    runs: results.map(({ run }) => run),
    score: spread(results.map(({ run }) => run.score)),
    metrics,
    findings: medianRun?.run.findings ?? [],
    reportFile,
  }
}

export function formatLighthouse(result: LighthouseResult): string {
  const score = result.score
  const lines = [
    `Lighthouse ${result.version}, mobile preset, '/': performance ${score?.median ?? '?'}` +
      (score && score.min !== score.max ? ` (runs: ${result.runs.map((run) => run.score).join(', ')})` : ''),
    '  ' +
      Object.entries(result.metrics)
        .map(
          ([id, value]) => `${id}: ${id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`}`,
        )
        .join(', '),
  ]
  if (result.findings.length > 0) {
    lines.push('  Opportunities and diagnostics of the median run:')
    for (const finding of result.findings)
      lines.push(`  - ${finding.title}${finding.displayValue ? `: ${finding.displayValue}` : ''}`)
  }
  lines.push(`  Full report: ${result.reportFile}`)
  return lines.join('\n')
}
