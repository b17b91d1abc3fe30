import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { TestHost } from './host/testHost'
import { API_URL, FakeQuickAuthServer, PROBE_ORIGIN, QUICK_AUTH_ORIGIN, callProbe, serveProbe } from './probe/probeSite'

/**
 * Quick sign-in (src/services/farcaster/quickAuth.ts) against the real SDK and the official host package, in a
 * minimal mini app (probe/probePage.ts) inside the test host, with a fake quick-auth server: the SDK's own quick-auth
 * client makes the HTTP calls. (The app has no sign-in screen, so the app itself cannot drive this.)
 */

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
/** A token whose expiry is `seconds` from now. */
const jwt = (seconds: number, sub = 1234) =>
  `${b64({ alg: 'ES256' })}.${b64({ sub, exp: Math.floor(Date.now() / 1000) + seconds, iss: 'https://auth.farcaster.xyz' })}.c2ln`

async function openProbe(page: Page, options: Parameters<typeof TestHost.start>[2] = {}) {
  const server = new FakeQuickAuthServer()
  await serveProbe(page, server)
  const host = await TestHost.start(page, `${PROBE_ORIGIN}/`, { withProvider: false, ...options })
  await expect.poll(() => host.page.frames().length).toBeGreaterThan(1)
  const frame = host.appFrame()
  await frame.waitForFunction(() => 'probe' in window)
  expect(await frame.evaluate(() => window.probe.detected)).toBe(true)
  return { host, frame, server }
}

test.describe('quick sign-in (services/farcaster/quickAuth) with the SDK’s client', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only: the probe page has no layout')

  test('POST /nonce, host sign-in, POST /verify-siwf on the configured server; the token is reused, then renewed within 15 s of expiry', async ({
    page,
  }) => {
    const { host, frame, server } = await openProbe(page)
    const longLived = jwt(3600, 1)
    const shortLived = jwt(10, 2)
    const renewed = jwt(3600, 3)
    server.verifyReplies.push({ status: 200, body: { valid: true, token: shortLived } })
    server.verifyReplies.push({ status: 200, body: { valid: true, token: renewed } })
    server.verifyReplies.push({ status: 200, body: { valid: true, token: longLived } })

    // A token with 10 s left is inside the 15 s margin: the next call renews it.
    expect(await callProbe(frame, 'getQuickAuthToken')).toEqual({ ok: true, value: shortLived })
    expect(await callProbe(frame, 'getQuickAuthToken')).toEqual({ ok: true, value: renewed })
    // A token with an hour left is reused: no new sign-in.
    expect(await callProbe(frame, 'getQuickAuthToken')).toEqual({ ok: true, value: renewed })
    expect(server.calls('/nonce')).toHaveLength(2)
    expect(server.calls('/verify-siwf')).toHaveLength(2)

    const [nonceCall] = server.calls('/nonce')
    expect(nonceCall?.method).toBe('POST')
    const [signIn] = await host.calls('signIn')
    expect(signIn?.args).toEqual([{ nonce: 'nonce1' }])
    const [verify] = server.calls('/verify-siwf')
    expect(verify?.method).toBe('POST')
    expect(verify?.body).toMatchObject({
      domain: '127.0.0.1',
      signature: '0x00',
      message: expect.stringContaining('Nonce: nonce1'),
    })
    expect(QUICK_AUTH_ORIGIN).toBe(`${PROBE_ORIGIN}/quick-auth`)
  })

  test('authenticated requests carry Authorization: Bearer with the reused token', async ({ page }) => {
    const { frame, server } = await openProbe(page)
    const token = jwt(3600)
    server.verifyReplies.push({ status: 200, body: { valid: true, token } })
    const first = await callProbe(frame, 'authenticatedFetch', API_URL)
    const second = await callProbe(frame, 'authenticatedFetch', API_URL)
    expect(first).toEqual({ ok: true, value: JSON.stringify({ authorization: `Bearer ${token}` }) })
    expect(second).toEqual(first)
    expect(server.apiAuthorizations).toEqual([`Bearer ${token}`, `Bearer ${token}`])
    expect(server.calls('/nonce')).toHaveLength(1)
  })

  test.describe('errors', () => {
    test("a non-OK /nonce: 'Request failed with status 500'", async ({ page }) => {
      const { frame, server } = await openProbe(page)
      server.nonceReplies.push({ status: 500 })
      expect(await callProbe(frame, 'getQuickAuthToken')).toEqual({
        ok: false,
        name: 'QuickAuthError',
        kind: 'request-failed',
        message: 'Request failed with status 500',
      })
    })

    test("a non-OK /verify-siwf: 'Request failed with status 401'", async ({ page }) => {
      const { frame, server } = await openProbe(page)
      server.verifyReplies.push({ status: 401 })
      expect(await callProbe(frame, 'getQuickAuthToken')).toMatchObject({
        ok: false,
        kind: 'request-failed',
        message: 'Request failed with status 401',
      })
    })

    test("valid: false raises an invalid-token error with the message, or 'unknown'", async ({ page }) => {
      const { frame, server } = await openProbe(page)
      server.verifyReplies.push({ status: 200, body: { valid: false, message: 'Invalid signature' } })
      server.verifyReplies.push({ status: 200, body: { valid: false } })
      expect(await callProbe(frame, 'getQuickAuthToken')).toMatchObject({
        ok: false,
        kind: 'invalid-token',
        message: 'Invalid signature',
      })
      expect(await callProbe(frame, 'getQuickAuthToken')).toMatchObject({
        ok: false,
        kind: 'invalid-token',
        message: 'unknown',
      })
    })

    test('the user refusing to sign in raises a rejection error, and nothing is verified', async ({ page }) => {
      const { frame, server } = await openProbe(page, { signIn: 'rejected' })
      expect(await callProbe(frame, 'getQuickAuthToken')).toMatchObject({ ok: false, kind: 'rejected' })
      expect(server.calls('/verify-siwf')).toHaveLength(0)
      expect(await callProbe(frame, 'authenticatedFetch', API_URL)).toMatchObject({ ok: false, kind: 'rejected' })
      expect(server.apiAuthorizations).toEqual([])
    })
  })
})
