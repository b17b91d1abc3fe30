import type { Page, Request } from '@playwright/test'

/**
 * Tracks the requests `page` sends from now on and returns a function listing those that have neither finished nor
 * failed yet, one `<resource type> <url>` line each: what a failure message names when a page waits on the network.
 */
export function trackOpenRequests(page: Page): () => string[] {
  const open = new Set<Request>()
  page.on('request', (request) => open.add(request))
  page.on('requestfinished', (request) => open.delete(request))
  page.on('requestfailed', (request) => open.delete(request))
  return () => [...open].map((request) => `${request.resourceType()} ${request.url()}`)
}
