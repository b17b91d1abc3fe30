import { expect, test } from '../fixtures'

/**
 * Issue #6: the Farcaster SDK (~100 KB gzip) costs nothing to visitors outside Farcaster. On a top-level page the app
 * never fetches it, neither at startup nor when a wallet connects. Measured on the network log: every script the page
 * downloads, checked by name (the "farcaster" and "wallet-farcaster" chunks) and by content (the SDK's own code).
 */

const SDK_MARKER = 'FarcasterFrameEvent'

test('a visitor outside a Farcaster host downloads zero Farcaster bytes', async ({ page, app }, testInfo) => {
  const scripts: { url: string; bytes: number; isFarcaster: boolean }[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.body().catch(() => Buffer.alloc(0))
    const url = response.url()
    scripts.push({
      url,
      bytes: body.length,
      isFarcaster: /farcaster/i.test(new URL(url).pathname) || body.includes(SDK_MARKER),
    })
  })

  await app.open('/')
  await app.connect()
  await app.mintWidget()
  await page.waitForLoadState('networkidle')

  const farcasterBytes = scripts.filter((script) => script.isFarcaster).reduce((sum, script) => sum + script.bytes, 0)
  const totalBytes = scripts.reduce((sum, script) => sum + script.bytes, 0)
  testInfo.annotations.push({
    type: 'bytes',
    description: `scripts: ${scripts.length} files, ${totalBytes} B decoded; Farcaster: ${farcasterBytes} B`,
  })
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((script) => script.isFarcaster).map((script) => script.url)).toEqual([])
  expect(farcasterBytes).toBe(0)
  expect(await page.evaluate(() => localStorage.getItem('connected-with'))).toBe('injected')
})
