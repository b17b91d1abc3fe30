import type { Page, Route } from '@playwright/test'

/** The fault kinds of issue #19's table, as the site's RPC (`/devnet/rpc`) would show them. */
export const FAULT_KINDS = ['http-503', 'http-429', 'rate-limit-32005', 'malformed-json', 'hang'] as const
export type FaultKind = (typeof FAULT_KINDS)[number]

export interface RpcFault {
  /** The RPC answers normally again (held requests go through); resolves the moment of healing (ms). */
  heal(): Promise<number>
  /** Requests the fault answered (or held) so far. */
  readonly hits: number
}

/** JSON-RPC ids of a request body (one message or a batch), to answer each with an error of its own. */
function idsOf(route: Route): unknown[] {
  try {
    const body: unknown = JSON.parse(route.request().postData() ?? 'null')
    const messages = Array.isArray(body) ? body : [body]
    return messages.map((message) => (message as { id?: unknown } | null)?.id ?? null)
  } catch {
    return [null]
  }
}

/**
 * Breaks the site's RPC for this page until `heal()`: every request to `/devnet/rpc` gets the fault (HTTP 503 or 429,
 * a JSON-RPC -32005 error, a body cut mid-JSON, or no answer at all). The test wallet's own reads go from Node to the
 * node and are not affected, so a wallet still connects, as it would with a real RPC outage.
 */
export async function breakRpc(page: Page, kind: FaultKind): Promise<RpcFault> {
  let isBroken = true
  let hits = 0
  const held: Route[] = []
  const handler = async (route: Route) => {
    if (!isBroken || route.request().method() !== 'POST') return route.fallback()
    hits += 1
    switch (kind) {
      case 'http-503':
        return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' })
      case 'http-429':
        return route.fulfill({
          status: 429,
          contentType: 'text/plain',
          headers: { 'retry-after': '1' },
          body: 'Too Many Requests',
        })
      case 'rate-limit-32005': {
        const answers = idsOf(route).map((id) => ({
          jsonrpc: '2.0',
          id,
          error: { code: -32005, message: 'Rate limit exceeded' },
        }))
        return route.fulfill({ json: answers.length === 1 ? answers[0] : answers })
      }
      case 'malformed-json':
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"jsonrpc":"2.0","id":1,"resu' })
      case 'hang':
        held.push(route)
        return
    }
  }
  await page.route('**/devnet/rpc', handler)
  return {
    get hits() {
      return hits
    },
    async heal() {
      isBroken = false
      const healedAt = Date.now()
      await page.unroute('**/devnet/rpc', handler)
      // A held request the page has given up on (timed out) can no longer be continued: that is fine.
      await Promise.all(held.splice(0).map((route) => route.fallback().catch(() => undefined)))
      return healedAt
    },
  }
}
