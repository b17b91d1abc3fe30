import type { Page, Request } from '@playwright/test'
import { gzipSizeOf } from './gzipSize'
import { DIST } from './stack'

/** Requests to permanent storage (the Arweave gateway path), counted since the last `reset()`. */
export interface StorageStats {
  /** GETs of a transaction's data made with fetch(): message bodies. */
  bodyGets: number
  /** Other GETs made with fetch() (e.g. the upload wallet's balance). */
  otherGets: number
  /** GETs made by <img> / Image(): pictures (avatars, images in messages). */
  imageGets: number
  /** HEAD requests: profile picture checks before issue #41 (a picture's own GET is its check now): should be 0. */
  heads: number
  /** The body URLs fetched, in order. */
  bodyUrls: string[]
}

const emptyStorage = (): StorageStats => ({ bodyGets: 0, otherGets: 0, imageGets: 0, heads: 0, bodyUrls: [] })

/**
 * Counts the page's storage traffic by kind: bodies are fetched with fetch(), pictures load as images, and picture
 * checks are HEAD requests. Playwright's `resourceType()` tells fetch from image at request time.
 */
export class StorageCounter {
  private stats = emptyStorage()

  constructor(
    page: Page,
    private readonly pathPrefix = '/devnet/arweave/',
  ) {
    page.on('request', (request) => this.onRequest(request))
  }

  reset(): void {
    this.stats = emptyStorage()
  }

  snapshot(): StorageStats {
    return { ...this.stats, bodyUrls: [...this.stats.bodyUrls] }
  }

  private onRequest(request: Request): void {
    const { pathname } = new URL(request.url())
    if (!pathname.startsWith(this.pathPrefix)) return
    const isTransactionData = /^[A-Za-z0-9_-]{43}$/.test(pathname.slice(this.pathPrefix.length))
    if (request.method() === 'HEAD') this.stats.heads += 1
    else if (request.method() !== 'GET') return
    else if (request.resourceType() !== 'fetch' && request.resourceType() !== 'xhr') this.stats.imageGets += 1
    else if (isTransactionData) {
      this.stats.bodyGets += 1
      this.stats.bodyUrls.push(request.url())
    } else this.stats.otherGets += 1
  }
}

/** Every request the page makes, by time (ms since the counter started) — for the hidden-tab window. */
export class RequestLog {
  readonly entries: { at: number; url: string; method: string }[] = []
  private readonly started = Date.now()

  constructor(page: Page) {
    page.on('request', (request) =>
      this.entries.push({ at: Date.now() - this.started, url: request.url(), method: request.method() }),
    )
  }

  /** Entries from `fromMs` (inclusive) to `toMs` (exclusive) since the start. */
  between(fromMs: number, toMs: number) {
    return this.entries.filter(({ at }) => at >= fromMs && at < toMs)
  }

  /** Ms since the counter started. */
  now(): number {
    return Date.now() - this.started
  }
}

/** One resource timing entry, as the bench reads it from the page. */
export interface ResourceEntry {
  name: string
  startTime: number
  responseEnd: number
  /** Bytes on the wire for the body (Brotli or gzip when the host compressed it). */
  encodedBodySize: number
  /** Bytes after decompression. */
  decodedBodySize: number
  /** Bytes on the wire with headers; 0 when the browser cache answered. */
  transferSize: number
  /** What asked for it: 'script' for a script element, 'link' for a `<link rel=preload>`, 'fetch', 'img'... */
  initiatorType: string
}

/** JavaScript files and their bytes: raw, gzip (how the budgets count) and as transferred (the host sends Brotli). */
export interface JsBytes {
  files: number
  rawBytes: number
  gzipBytes: number
  wireBytes: number
}

/** A fetched file's gzip size, from the built file (the wire may carry Brotli); the wire size if it is not in dist/. */
const gzipBytesOf = (entry: ResourceEntry) => gzipSizeOf(DIST, new URL(entry.name).pathname) ?? entry.encodedBodySize

const isJs = (entry: ResourceEntry) => new URL(entry.name).pathname.endsWith('.js')
const isFromCache = (entry: ResourceEntry) => entry.transferSize === 0

/**
 * Leaves out the files a `<link rel=preload>` fetched: a preload only downloads, and the script runs once the app
 * inserts it (webpack, when the page's code is asked for after the shell's paint), so they are not JS the first paint
 * ran (bench/README.md, "JS before first paint").
 */
export const withoutPreloads = (entries: readonly ResourceEntry[]) =>
  entries.filter((entry) => entry.initiatorType !== 'link')

/**
 * The JS fetched over the network (not from the browser cache) whose response had ended by `untilMs` and started at
 * or after `fromMs`, from resource timing.
 */
export function jsBytes(entries: readonly ResourceEntry[], untilMs: number, fromMs = 0): JsBytes {
  const files = entries.filter(
    (entry) => isJs(entry) && !isFromCache(entry) && entry.startTime >= fromMs && entry.responseEnd <= untilMs,
  )
  return {
    files: files.length,
    rawBytes: files.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
    gzipBytes: files.reduce((sum, entry) => sum + gzipBytesOf(entry), 0),
    wireBytes: files.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  }
}

/** One JS file a step fetched: its name under assets/, when it arrived (ms since the step began) and its gzip bytes. */
export interface ScriptFetch {
  file: string
  at: number
  gzipBytes: number
  /** Answered by the browser cache (a reload). */
  cached: boolean
}

/** The JS files fetched from `fromMs` on, in arrival order (for the JSON report and the on-demand check). */
export function scriptFetches(entries: readonly ResourceEntry[], fromMs = 0): ScriptFetch[] {
  return entries
    .filter((entry) => isJs(entry) && entry.startTime >= fromMs)
    .sort((a, b) => a.responseEnd - b.responseEnd)
    .map((entry) => ({
      file: new URL(entry.name).pathname.replace(/^\/assets\//, ''),
      at: Math.round(entry.responseEnd - fromMs),
      gzipBytes: gzipBytesOf(entry),
      cached: isFromCache(entry),
    }))
}

/** Reads the page's resource timing entries (the probe raised the buffer size so none are dropped). */
export function readResourceEntries(page: Page): Promise<ResourceEntry[]> {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const timing = entry as PerformanceResourceTiming
      return {
        name: timing.name,
        startTime: timing.startTime,
        responseEnd: timing.responseEnd,
        encodedBodySize: timing.encodedBodySize,
        decodedBodySize: timing.decodedBodySize,
        transferSize: timing.transferSize,
        initiatorType: timing.initiatorType,
      }
    }),
  )
}

/** First contentful paint in ms since navigation start, or null when the page has not painted content. */
export function readFcp(page: Page): Promise<number | null> {
  return page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null)
}
