import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { PreviewCache, PreviewOutcome } from './cache'
import type { LinkPreviewErrorBody, LinkPreviewErrorCode } from '../../protocol/linkPreview'
import { LINK_PREVIEW_ERRORS, LINK_PREVIEW_PATH } from '../../protocol/linkPreview'
import type { FetchErrorCode } from './errors'
import { PreviewRefused } from './errors'
import type { FetchPreviewOptions } from './fetchPreview'
import { fetchLinkPreview } from './fetchPreview'
import { parsePreviewUrl } from './previewUrl'

/** How long outcomes are cached (ms). */
export interface PreviewTtls {
  /** A preview. */
  previewMs: number
  /** A refusal that will not change soon: `blocked_address`, `not_html`, `too_large`, `bad_url` (a redirect's). */
  refusedMs: number
  /** A failure that may pass: `upstream_error`, `timeout`. */
  failedMs: number
}

export const DEFAULT_PREVIEW_TTLS: PreviewTtls = {
  previewMs: 6 * 60 * 60 * 1000,
  refusedMs: 60 * 60 * 1000,
  failedMs: 2 * 60 * 1000,
}

/** A rate-limit decision: allowed, or refused with the wait until a request would be allowed (ms). */
export type PreviewLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number }

export interface LinkPreviewRoutesOptions {
  /** Outcomes per link: shared in Redis, or in memory (createMemoryPreviewCache). */
  cache: PreviewCache
  /** Counts one preview request by a client IP at `now` (ms); rejects when the limit store cannot be reached. */
  hitLimit: (ip: string, now: number) => Promise<PreviewLimitDecision>
  /** The fetcher's limits and, in tests, its resolver and loopback allow-list. */
  fetch?: FetchPreviewOptions
  ttls?: Partial<PreviewTtls>
  /** Clock (ms). */
  now?: () => number
  log?: (line: string) => void
}

const FAILURES: ReadonlySet<FetchErrorCode> = new Set(['upstream_error', 'timeout'])

/** A stable, bounded cache key for a normalised link. */
const cacheKey = (href: string) => createHash('sha256').update(href).digest('base64url')

/**
 * Registers `GET /link-preview?url=<encoded http(s) link>` (issue #38) on `app` (the upload endpoint's app: its CORS,
 * origin check and Redis serve it too). Answers `200 { url, title, description, siteName, author, image }`
 * (fetchPreview.ts: plain text, nulls for what the page lacks) or `{ error: { code, message } }` with the status of
 * LINK_PREVIEW_ERRORS: 400 `bad_url`, 403 `blocked_address`, 422 `not_html` / `too_large`, 429 `rate_limited`
 * (+ Retry-After), 502 `upstream_error`, 503 `limits_unavailable` (+ Retry-After), 504 `timeout`. Every request
 * counts against the per-IP limit; outcomes, refusals included, are cached for `ttls`, and concurrent requests for
 * one link share one fetch.
 */
export function registerLinkPreviewRoutes(app: FastifyInstance, options: LinkPreviewRoutesOptions): void {
  const { cache, hitLimit, fetch = {}, now = Date.now, log = () => {} } = options
  const ttls = { ...DEFAULT_PREVIEW_TTLS, ...options.ttls }
  const extraPorts = fetch.testOnlyAllow?.ports ?? []
  const inFlight = new Map<string, Promise<PreviewOutcome>>()

  function refuse(
    reply: FastifyReply,
    code: LinkPreviewErrorCode,
    message: string,
    headers: Record<string, string> = {},
  ): FastifyReply {
    log(`link preview refused: ${code}`)
    const body: LinkPreviewErrorBody = { error: { code, message } }
    return reply.code(LINK_PREVIEW_ERRORS[code]).headers(headers).send(body)
  }
  const unavailable = (reply: FastifyReply) =>
    refuse(reply, 'limits_unavailable', 'Link previews are unavailable right now. Try again shortly.', {
      'retry-after': '5',
    })

  async function fetchAndCache(key: string, href: string): Promise<PreviewOutcome> {
    let outcome: PreviewOutcome
    let ttlMs: number
    try {
      outcome = { ok: true, preview: await fetchLinkPreview(href, fetch) }
      ttlMs = ttls.previewMs
    } catch (error) {
      if (!(error instanceof PreviewRefused)) throw error
      outcome = { ok: false, code: error.code, message: error.message }
      ttlMs = FAILURES.has(error.code) ? ttls.failedMs : ttls.refusedMs
    }
    // The answer stands even when it cannot be cached.
    await cache.put(key, outcome, now(), ttlMs).catch((error: unknown) => {
      log(`link preview not cached: ${error instanceof Error ? error.message : String(error)}`)
    })
    return outcome
  }

  /** One fetch per link at a time in this process: concurrent requests wait for the same outcome. */
  function fetchOnce(key: string, href: string): Promise<PreviewOutcome> {
    const running = inFlight.get(key)
    if (running) return running
    const started = fetchAndCache(key, href).finally(() => inFlight.delete(key))
    inFlight.set(key, started)
    return started
  }

  app.get(LINK_PREVIEW_PATH, async (request: FastifyRequest, reply) => {
    let decision: PreviewLimitDecision
    try {
      decision = await hitLimit(request.ip, now())
    } catch {
      return unavailable(reply)
    }
    if (!decision.allowed) {
      const retryAfter = String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000)))
      return refuse(reply, 'rate_limited', 'Too many link previews. Try again later.', { 'retry-after': retryAfter })
    }
    const raw = (request.query as Record<string, unknown>).url
    if (typeof raw !== 'string') return refuse(reply, 'bad_url', 'Pass one link as ?url=<encoded URL>.')
    let href: string
    try {
      href = parsePreviewUrl(raw, extraPorts).href
    } catch (error) {
      if (error instanceof PreviewRefused) return refuse(reply, error.code, error.message)
      throw error
    }
    const key = cacheKey(href)
    let outcome: PreviewOutcome | null
    try {
      outcome = await cache.get(key, now())
    } catch {
      return unavailable(reply)
    }
    outcome ??= await fetchOnce(key, href)
    if (!outcome.ok) return refuse(reply, outcome.code, outcome.message)
    return reply.code(200).send(outcome.preview)
  })
}
