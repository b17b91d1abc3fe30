import path from 'node:path'
import type { Frame, Page, Request } from '@playwright/test'
import { build } from 'esbuild'
import type { ProbeOutcome } from './probeTypes'

/** Origin of the probe mini app (probePage.ts), served by Playwright routes with its quick-auth server and API. */
export const PROBE_ORIGIN = 'http://miniapp-probe.test'
/** The quick sign-in server the probe is built with (same origin: no CORS in the way of what is tested). */
export const QUICK_AUTH_ORIGIN = `${PROBE_ORIGIN}/quick-auth`
/** An authenticated endpoint that echoes the Authorization header it received. */
export const API_URL = `${PROBE_ORIGIN}/api/me`

let bundle: Promise<string> | null = null

/** probePage.ts bundled for the browser, with the devnet profile's config (once per worker). */
function probeBundle(): Promise<string> {
  bundle ??= build({
    entryPoints: [path.join(__dirname, 'probePage.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    define: {
      'process.env': JSON.stringify({
        APP_PROFILE: 'devnet',
        NODE_ENV: 'production',
        QUICK_AUTH_SERVER_ORIGIN: QUICK_AUTH_ORIGIN,
      }),
    },
    logLevel: 'silent',
  }).then((result) => {
    const output = result.outputFiles[0]
    if (!output) throw new Error('esbuild produced no probe bundle')
    return output.text
  })
  return bundle
}

/** A JSON answer of the fake quick-auth server. */
export interface QuickAuthReply {
  status: number
  body?: unknown
}

/**
 * The fake quick sign-in server (POST /nonce, POST /verify-siwf, spec §7): answers from the queues, 200 with a fresh
 * nonce or the next token otherwise, and records what it was asked.
 */
export class FakeQuickAuthServer {
  readonly requests: { path: string; method: string; body: unknown }[] = []
  readonly nonceReplies: QuickAuthReply[] = []
  readonly verifyReplies: QuickAuthReply[] = []
  readonly apiAuthorizations: (string | null)[] = []

  handle(request: Request): QuickAuthReply {
    const { pathname } = new URL(request.url())
    const body = request.postData() ? (JSON.parse(request.postData() as string) as unknown) : undefined
    if (pathname === '/api/me') {
      const authorization = request.headers().authorization ?? null
      this.apiAuthorizations.push(authorization)
      return { status: 200, body: { authorization } }
    }
    this.requests.push({ path: pathname.replace('/quick-auth', ''), method: request.method(), body })
    if (pathname.endsWith('/nonce'))
      return this.nonceReplies.shift() ?? { status: 200, body: { nonce: `nonce${this.requests.length}` } }
    if (pathname.endsWith('/verify-siwf'))
      return this.verifyReplies.shift() ?? { status: 200, body: { valid: true, token: 'unset' } }
    return { status: 404, body: { error: 'not found' } }
  }

  /** Requests to one path ('/nonce' or '/verify-siwf'). */
  calls(path: string) {
    return this.requests.filter((request) => request.path === path)
  }
}

const PROBE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Probe</title></head><body><script src="/probe.js"></script></body></html>'

/** Serves the probe mini app, its quick-auth server and API on PROBE_ORIGIN for this page. */
export async function serveProbe(page: Page, server: FakeQuickAuthServer): Promise<void> {
  const script = await probeBundle()
  await page.route(`${PROBE_ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url())
    if (pathname === '/probe.js') return route.fulfill({ contentType: 'text/javascript', body: script })
    if (pathname.startsWith('/quick-auth/') || pathname.startsWith('/api/')) {
      const reply = server.handle(route.request())
      return route.fulfill({
        status: reply.status,
        contentType: 'application/json',
        body: JSON.stringify(reply.body ?? {}),
      })
    }
    return route.fulfill({ contentType: 'text/html', body: PROBE_HTML })
  })
}

/** Calls `window.probe[method]` in the probe's frame. */
export function callProbe(frame: Frame, method: 'getQuickAuthToken'): Promise<ProbeOutcome>
export function callProbe(frame: Frame, method: 'authenticatedFetch', url: string): Promise<ProbeOutcome>
export function callProbe(
  frame: Frame,
  method: 'getQuickAuthToken' | 'authenticatedFetch',
  url?: string,
): Promise<ProbeOutcome> {
  return frame.evaluate(
    ([name, value]) =>
      name === 'authenticatedFetch' ? window.probe.authenticatedFetch(value ?? '') : window.probe.getQuickAuthToken(),
    [method, url] as const,
  )
}
