import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { expect, type Frame, type FrameLocator, type Locator, type Page } from '@playwright/test'
import type { MiniAppClientEvent } from '@farcaster/miniapp-host'
import { build } from 'esbuild'
import { signDevnetWebhookEvent } from '../../../devnet/farcasterAppKey'
import { devnetConfig } from '../../../src/config/devnet'
import { webhookUrlOf } from '../../../src/config/farcaster'
import { APP_TEXT, DESKTOP_MIN_WIDTH } from '../../support/app'
import type { HostCall, HostConfig } from './hostTypes'
import type { NotificationEndpoint } from './notificationEndpoint'
import { startNotificationEndpoint } from './notificationEndpoint'

let bundle: Promise<string> | null = null
let server: Promise<string> | null = null

/** hostPage.ts bundled for the browser (once per worker; esbuild comes with tsx). */
function hostBundle(): Promise<string> {
  bundle ??= build({
    entryPoints: [path.join(__dirname, 'hostPage.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  }).then((result) => {
    const output = result.outputFiles[0]
    if (!output) throw new Error('esbuild produced no host bundle')
    return output.text
  })
  return bundle
}

const HOST_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Farcaster test host</title>
<style>html,body{margin:0;height:100%}iframe{display:block;border:0;width:100%;height:100%}</style></head>
<body><script src="/host.js"></script></body></html>`

/**
 * Serves the host page from a loopback port of its own: another origin than the app's, as with real Farcaster clients,
 * and a local one, since Chromium's local-network-access checks block a public page from framing 127.0.0.1.
 * One server per worker, unref'd so it never holds the worker open. Resolves to its origin.
 */
export function hostOrigin(): Promise<string> {
  server ??= hostBundle().then(
    (script) =>
      new Promise((resolve) => {
        const instance = http.createServer((request, response) => {
          const isScript = new URL(request.url ?? '/', 'http://host').pathname === '/host.js'
          response.writeHead(200, { 'content-type': isScript ? 'text/javascript' : 'text/html; charset=utf-8' })
          response.end(isScript ? script : HOST_HTML)
        })
        instance.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(instance.address() as AddressInfo).port}`))
        instance.unref()
      }),
  )
  return server
}

const DEFAULTS: Omit<HostConfig, 'appUrl'> = { withProvider: true, addMiniApp: 'added', composeCast: 'posted' }

/** The events a Farcaster client also POSTs, signed, to the mini app's webhook. */
export type ServerEvent = Extract<
  MiniAppClientEvent,
  { event: 'miniapp_added' | 'miniapp_removed' | 'notifications_enabled' | 'notifications_disabled' }
>

/** What a client hands the mini app's server to notify the user: its endpoint and the user's token there. */
export interface NotificationDetails {
  url: string
  token: string
}

/**
 * A Farcaster client stand-in around the app (hostPage.ts): opens the host page, which embeds the app in an iframe,
 * and gives the test the app's frame, the SDK calls the host received, and a way to send client events.
 */
export class TestHost {
  private endpoint: Promise<NotificationEndpoint> | null = null

  private constructor(
    readonly page: Page,
    readonly config: HostConfig,
    /** The host page's origin. */
    readonly origin: string,
  ) {}

  /** Opens the host with the app at `appPath` inside, and waits for the app's shell in the frame. */
  static async open(
    page: Page,
    appUrl: string,
    options: Partial<Omit<HostConfig, 'appUrl'>> = {},
    appPath = '/',
  ): Promise<TestHost> {
    const host = await TestHost.start(page, new URL(appPath, appUrl).href, options)
    await expect(host.app.getByRole('link', { name: APP_TEXT.homeLink })).toBeVisible()
    return host
  }

  /** Opens the host with any mini app at `miniAppUrl` inside. */
  static async start(
    page: Page,
    miniAppUrl: string,
    options: Partial<Omit<HostConfig, 'appUrl'>> = {},
  ): Promise<TestHost> {
    const config: HostConfig = { ...DEFAULTS, ...options, appUrl: miniAppUrl }
    const origin = await hostOrigin()
    await page.goto(`${origin}/?config=${encodeURIComponent(JSON.stringify(config))}`)
    return new TestHost(page, config, origin)
  }

  /** The app inside the host, for locators. */
  get app(): FrameLocator {
    return this.page.frameLocator('iframe[title="Mini app"]')
  }

  /** The app's frame, to evaluate script in it (its storage, its location). */
  appFrame(): Frame {
    const origin = new URL(this.config.appUrl).origin
    const frame = this.page
      .frames()
      .find((candidate) => candidate !== this.page.mainFrame() && candidate.url().startsWith(origin))
    if (!frame) throw new Error('The mini app frame is not loaded')
    return frame
  }

  /** The SDK calls the host received so far, optionally of one method. */
  async calls(method?: string): Promise<HostCall[]> {
    const calls = await this.page.evaluate(() => window.hostCalls)
    return method ? calls.filter((call) => call.method === method) : calls
  }

  /** Sends a client event to the app, as Farcaster clients do (miniapp_added, back_navigation_triggered...). */
  async emit(event: MiniAppClientEvent): Promise<void> {
    await this.page.evaluate((payload) => window.hostEmit(payload), event)
  }

  /** The webhook the app's manifest declares (issue #37), on the app's origin. */
  get webhookUrl(): string {
    return webhookUrlOf(devnetConfig, new URL(this.config.appUrl).origin)
  }

  /** POSTs `body` to the app's webhook as is (a forged or replayed event); resolves with the status and error code. */
  async postToWebhook(body: unknown): Promise<{ status: number; code?: string }> {
    const response = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = (await response.json()) as { error?: { code?: string } }
    return { status: response.status, code: json.error?.code }
  }

  /**
   * What a Farcaster client does when the user adds the app or changes its notifications (issue #37): tells the app
   * (the client event) and POSTs the event, signed with the devnet app key (devnet/farcasterAppKey.ts), to the
   * manifest's webhook. Resolves with the signed body and the webhook's answer.
   */
  async sendServerEvent(event: ServerEvent): Promise<{ signed: unknown; status: number; code?: string }> {
    await this.emit(event)
    const signed = signDevnetWebhookEvent(event)
    return { signed, ...(await this.postToWebhook(signed)) }
  }

  /**
   * The client's notification endpoint, where the app's server sends notifications (a loopback server of this test,
   * started on first use; dispose() closes it): every request it received.
   */
  notifications(): Promise<NotificationEndpoint> {
    this.endpoint ??= startNotificationEndpoint()
    return this.endpoint
  }

  /** Details as the client hands them out each time the user turns notifications on: a new token, its endpoint. */
  async newNotificationDetails(): Promise<NotificationDetails> {
    return { url: (await this.notifications()).url, token: `e2e-${randomUUID()}` }
  }

  /** The user turns the app's notifications on: sendServerEvent with fresh details, which it resolves with too. */
  async enableNotifications(): Promise<{
    details: NotificationDetails
    signed: unknown
    status: number
    code?: string
  }> {
    const details = await this.newNotificationDetails()
    return {
      details,
      ...(await this.sendServerEvent({ event: 'notifications_enabled', notificationDetails: details })),
    }
  }

  /** Closes what the host started in Node (its notification endpoint); the page closes with the test. */
  async dispose(): Promise<void> {
    const endpoint = await this.endpoint
    await endpoint?.close()
  }

  /** True when the frame gets the desktop layout (the host page fills the viewport). */
  get isDesktop(): boolean {
    return (this.page.viewportSize()?.width ?? DESKTOP_MIN_WIDTH) >= DESKTOP_MIN_WIDTH
  }

  /** The app's 'Connect Wallet' buttons. */
  get connectButtons(): Locator {
    return this.app.getByRole('button', { name: APP_TEXT.connectButton })
  }

  /** A wallet tile of web3-onboard's connect dialog (in an open shadow root, which locators pierce). */
  walletTile(label: string): Locator {
    return this.app.locator('onboard-v2').getByRole('button', { name: label })
  }

  /**
   * Waits for the connected state in the frame (as AppDriver.waitForConnected). A disconnect-then-connect right after
   * needs no wait of its own: the app's next connect waits for web3-onboard to finish the previous one.
   */
  async waitForConnected({ timeout }: { timeout?: number } = {}): Promise<void> {
    await expect(this.connectButtons).toHaveCount(0, { timeout })
    if (this.isDesktop) await expect(this.app.getByRole('button', { name: /^Network: / })).toBeVisible()
  }

  /** On mobile, opens one of the app's sidebars (no-op on desktop). */
  async openSidebar(which: 'left' | 'right'): Promise<void> {
    if (this.isDesktop) return
    const toggle = this.app.getByRole('button', {
      name: which === 'left' ? APP_TEXT.leftSidebarToggle : APP_TEXT.rightSidebarToggle,
      exact: true,
    })
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  }

  /** Disconnects through the UI: the user menu on desktop, the right sidebar's Actions menu on mobile. */
  async disconnect(): Promise<void> {
    if (this.isDesktop) {
      await this.app.getByRole('button', { name: APP_TEXT.userMenu }).click()
      await this.app.getByRole('menuitem', { name: 'Disconnect' }).click()
    } else {
      await this.openSidebar('right')
      await this.app.getByRole('button', { name: 'Actions', exact: true }).click()
      await this.app.getByRole('menuitem', { name: 'Disconnect wallet' }).click()
    }
    await expect(this.connectButtons.first()).toBeVisible()
  }

  /** The toasts in the app whose text contains `text`. */
  toast(text: string | RegExp): Locator {
    return this.app.locator('.Toastify__toast').filter({ hasText: text })
  }
}
