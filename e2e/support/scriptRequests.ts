import type { Page } from '@playwright/test'

/** Every JS file `page` requests from now on, by URL, with how many times (a file loaded twice counts 2). */
export function countScripts(page: Page): Map<string, number> {
  const counts = new Map<string, number>()
  page.on('request', (request) => {
    const url = request.url()
    if (new URL(url).pathname.endsWith('.js')) counts.set(url, (counts.get(url) ?? 0) + 1)
  })
  return counts
}
