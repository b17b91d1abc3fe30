import { localStore } from '../storage/localStore'
import type { LoadedBody } from './types'
import { earlyResponse } from '../../lib/earlyFetches'

/** Where bodies are fetched from: the configured gateways (may be relative to the page, as on the devnet). */
export interface BodyGateways {
  arweaveGateway: string
  ipfsGateway: string
}

const AR_URL = /^ar:\/\/([A-Za-z0-9_-]{43})$/
const IPFS_URL = /^ipfs:\/\/([A-Za-z0-9]{20,100}(?:\/[A-Za-z0-9._~-]+)*)$/
/** Bodies are small JSON; anything larger is not a message body. */
const MAX_BODY_BYTES = 1024 * 1024
/** Longest text shown from one body (the upload endpoint accepts 10 000). */
const MAX_TEXT_LENGTH = 20_000

const absolute = (url: string) =>
  /^https?:\/\//.test(url) || typeof window === 'undefined' ? url : new URL(url, window.location.origin).href

/**
 * The http(s) URL a body is read from: `ar://<txid>` on the Arweave gateway, `ipfs://<cid>[/path]` on the IPFS
 * gateway. Anything else (plain http(s) URLs included) gives null: readers' browsers never fetch arbitrary hosts a
 * poster chose (reference weakness §6.6: tracking, huge payloads).
 */
export function bodyHttpUrl(url: string, { arweaveGateway, ipfsGateway }: BodyGateways): string | null {
  const ar = AR_URL.exec(url)
  if (ar) return `${absolute(arweaveGateway)}${ar[1]}`
  const ipfs = IPFS_URL.exec(url)
  if (ipfs) return `${absolute(ipfsGateway)}${ipfs[1]}`
  return null
}

/** Reads the `text` of a body (chain-interface.md JSON `{author, text, timestamp}`); null when it is not one. */
export function parseBody(raw: string): LoadedBody | null {
  try {
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null || !('text' in parsed) || typeof parsed.text !== 'string')
      return null
    return { text: parsed.text.slice(0, MAX_TEXT_LENGTH) }
  } catch {
    return null
  }
}

/** A body that could not be loaded (missing, not a body, too large, timed out, or a URL we do not fetch). */
export class BodyUnavailableError extends Error {}

/** The localStorage key of the stored bodies: `{ v: BODY_STORAGE_VERSION, entries: [url, text][] }`. */
export const BODY_STORAGE_KEY = 'chat-bodies'
export const BODY_STORAGE_VERSION = 1
const MAX_STORED_ENTRIES = 300
const MAX_STORED_TEXT = 4000
const MAX_STORED_TOTAL = 300_000
/**
 * Bodies kept in memory (least recently used dropped first): by count, and by text length, as a body may hold up to
 * MAX_TEXT_LENGTH characters. 1,000 chat-sized bodies take ~0.2 MB; the cap keeps a reader of long texts near 4 MB.
 * A body dropped here comes back from localStorage, the service worker's storage cache or the HTTP cache.
 */
const MAX_MEMORY_ENTRIES = 5000
const MAX_MEMORY_TEXT = 2_000_000

/**
 * Bodies are immutable (the URL names the bytes), so they are cached by URL forever: in memory for the session (a
 * bounded LRU), and the most recently used small ones in localStorage (bounded in count and size), so a reload
 * fetches none again.
 */
export class BodyCache {
  private readonly memory = new Map<string, LoadedBody>()
  private memoryText = 0
  private stored = new Map<string, string>()
  private saveTimer: ReturnType<typeof setTimeout> | null = null

  constructor(
    private readonly storageKey = BODY_STORAGE_KEY,
    private readonly limits = { entries: MAX_MEMORY_ENTRIES, text: MAX_MEMORY_TEXT },
  ) {
    this.stored = this.readStored()
  }

  /** A cached body (memory, else localStorage), marked as just used; undefined when not cached. */
  get(url: string): LoadedBody | undefined {
    const inMemory = this.memory.get(url)
    if (inMemory) {
      this.remember(url, inMemory)
      return inMemory
    }
    const text = this.stored.get(url)
    if (text === undefined) return undefined
    const body = { text }
    this.remember(url, body)
    return body
  }

  set(url: string, body: LoadedBody): void {
    this.remember(url, body)
    if (body.text.length > MAX_STORED_TEXT) return
    this.stored.delete(url)
    this.stored.set(url, body.text)
    this.scheduleSave()
  }

  /** Bodies in memory (tests). */
  get memorySize(): number {
    return this.memory.size
  }

  /** Puts a body last in the memory LRU, dropping the least recently used ones beyond the limits. */
  private remember(url: string, body: LoadedBody): void {
    const previous = this.memory.get(url)
    if (previous) {
      this.memory.delete(url)
      this.memoryText -= previous.text.length
    }
    this.memory.set(url, body)
    this.memoryText += body.text.length
    while (this.memory.size > 1 && (this.memory.size > this.limits.entries || this.memoryText > this.limits.text)) {
      const [oldestUrl, oldest] = this.memory.entries().next().value as [string, LoadedBody]
      this.memory.delete(oldestUrl)
      this.memoryText -= oldest.text.length
    }
  }

  private readStored(): Map<string, string> {
    const entries = new Map<string, string>()
    try {
      const parsed: unknown = JSON.parse(localStore.get(this.storageKey) ?? 'null')
      if (typeof parsed !== 'object' || parsed === null || !('v' in parsed) || parsed.v !== BODY_STORAGE_VERSION)
        return entries
      const list = 'entries' in parsed && Array.isArray(parsed.entries) ? (parsed.entries as unknown[]) : []
      for (const entry of list.slice(-MAX_STORED_ENTRIES)) {
        if (!Array.isArray(entry)) continue
        const [url, text] = entry as unknown[]
        if (typeof url === 'string' && typeof text === 'string' && text.length <= MAX_STORED_TEXT && AR_URL.test(url)) {
          entries.set(url, text)
        }
      }
    } catch {
      // A corrupt entry only costs a refetch.
    }
    return entries
  }

  private scheduleSave(): void {
    this.saveTimer ??= setTimeout(() => {
      this.saveTimer = null
      this.save()
    }, 300)
  }

  /** Writes the newest entries that fit the caps (oldest dropped first). */
  save(): void {
    const kept: [string, string][] = []
    let total = 0
    for (const [url, text] of [...this.stored].reverse()) {
      if (kept.length >= MAX_STORED_ENTRIES || total + text.length > MAX_STORED_TOTAL) break
      kept.push([url, text])
      total += text.length
    }
    kept.reverse()
    this.stored = new Map(kept)
    localStore.set(this.storageKey, JSON.stringify({ v: BODY_STORAGE_VERSION, entries: kept }))
  }
}

export interface BodyLoaderOptions {
  gateways: BodyGateways
  cache: BodyCache
  timeoutMs?: number
  fetchImpl?: typeof fetch
}

/**
 * Loads message bodies: from the cache, else one GET on the gateway with a timeout and a size cap, shared by every
 * caller asking for the same URL meanwhile. `load` rejects with BodyUnavailableError; `prefetch` starts loads
 * without waiting (a feed page starts all its bodies at once, in parallel).
 */
export function createBodyLoader({ gateways, cache, timeoutMs = 8000, fetchImpl = fetch }: BodyLoaderOptions) {
  const inFlight = new Map<string, Promise<LoadedBody>>()

  async function fetchBody(url: string): Promise<LoadedBody> {
    const httpUrl = bodyHttpUrl(url, gateways)
    if (!httpUrl) throw new BodyUnavailableError(`Not a storage URL: ${url}`)
    let response: Response
    try {
      // The landing channel's newest bodies may have left with index.html's early reads (lib/earlyFetches.ts).
      response =
        (await earlyResponse('GET', httpUrl, timeoutMs)) ??
        (await fetchImpl(httpUrl, {
          signal: AbortSignal.timeout(timeoutMs),
          credentials: 'omit',
          referrerPolicy: 'no-referrer',
        }))
    } catch {
      throw new BodyUnavailableError(`Could not fetch ${url}`)
    }
    if (!response.ok) throw new BodyUnavailableError(`${url} answered ${response.status}`)
    if (Number(response.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
      throw new BodyUnavailableError(`${url} is too large`)
    const raw = await response.text().catch(() => '')
    const body = raw.length <= MAX_BODY_BYTES ? parseBody(raw) : null
    if (!body) throw new BodyUnavailableError(`${url} is not a message body`)
    cache.set(url, body)
    return body
  }

  function load(url: string): Promise<LoadedBody> {
    const cached = cache.get(url)
    if (cached) return Promise.resolve(cached)
    let pending = inFlight.get(url)
    if (!pending) {
      pending = fetchBody(url).finally(() => inFlight.delete(url))
      inFlight.set(url, pending)
    }
    return pending
  }

  return {
    load,
    prefetch(urls: readonly string[]): void {
      for (const url of urls) load(url).catch(() => {})
    },
  }
}
