import { expect, type Locator, type Page } from '@playwright/test'
import { devnetConfig } from '../../src/config/devnet'

/** Viewport width from which the app shows the desktop layout (spec §9: 1000 px). */
export const DESKTOP_MIN_WIDTH = 1000

/** Texts of the app the helpers look for; exact strings from the spec. */
export const APP_TEXT = {
  connectButton: 'Connect Wallet',
  connectDialogTitle: 'Connect your wallet',
  walletTile: 'E2E Wallet',
  homeLink: `${devnetConfig.projectName} home`,
  mintWidgetTitle: `Get a ${devnetConfig.tldName} name`,
  userMenu: 'User menu',
  leftSidebarToggle: 'Menu',
  rightSidebarToggle: 'Names and actions',
} as const

const TOAST_LOG = '__e2eToastLog'

/** Page script: records the text of every toast shown since the page loaded, so a short-lived one is not missed. */
function recordToasts(logName: string): void {
  const log: string[] = []
  const index = new Map<Element, number>()
  Object.defineProperty(window, logName, { value: log })
  const scan = () => {
    for (const toast of document.querySelectorAll('.Toastify__toast')) {
      const text = toast.textContent?.trim() ?? ''
      const at = index.get(toast)
      if (at === undefined) {
        index.set(toast, log.length)
        log.push(text)
      } else if (text) {
        log[at] = text
      }
    }
  }
  new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true })
}

/**
 * Drives the app the way a user does, with role and label selectors (the `app` fixture). Knows the two layouts:
 * below 1000 px the sidebars are behind the navbar toggles and the helpers open them first.
 */
export class AppDriver {
  constructor(readonly page: Page) {}

  /** An AppDriver for `page`; call before the page loads the app (it installs the toast recorder). */
  static async create(page: Page): Promise<AppDriver> {
    await page.addInitScript(recordToasts, TOAST_LOG)
    return new AppDriver(page)
  }

  /** True when the viewport gets the desktop layout (navbar with user menu, both sidebars visible). */
  get isDesktop(): boolean {
    return (this.page.viewportSize()?.width ?? DESKTOP_MIN_WIDTH) >= DESKTOP_MIN_WIDTH
  }

  /** Opens `path` (relative to the app's origin) and waits for the shell. */
  async open(path = '/'): Promise<void> {
    await this.page.goto(path)
    await this.waitForShell()
  }

  /** Waits for the shell (the navbar logo): before redux-persist has restored the store the page draws nothing. */
  async waitForShell(): Promise<void> {
    await expect(this.page.getByRole('link', { name: APP_TEXT.homeLink })).toBeVisible()
  }

  /** The visible 'Connect Wallet' buttons (navbar or mobile card, and the mint widget's). */
  get connectButtons(): Locator {
    return this.page.getByRole('button', { name: APP_TEXT.connectButton })
  }

  /**
   * The title of web3-onboard's connect dialog ('Connect your wallet', or 'Connect your wallet (7)' with the tile
   * count, depending on the layout). The dialog lives in an open shadow root, which Playwright's locators pierce.
   */
  get connectDialog(): Locator {
    return this.page
      .locator('onboard-v2')
      .getByText(new RegExp(`^${APP_TEXT.connectDialogTitle}`))
      .filter({ visible: true })
      .first()
  }

  /**
   * Connects through the real UI: the first 'Connect Wallet' button, then the 'E2E Wallet' tile in the 'Connect your
   * wallet' dialog, then waits for the connected state. The page must have the test wallet (the `wallet` fixture).
   */
  async connect(): Promise<void> {
    await this.connectButtons.first().click()
    await expect(this.connectDialog).toBeVisible()
    await this.pickWalletTile()
    await this.waitForConnected()
  }

  /** Clicks the 'E2E Wallet' tile in the open connect dialog (waits for it to be there and enabled). */
  async pickWalletTile(): Promise<void> {
    await this.page.locator('onboard-v2').getByRole('button', { name: APP_TEXT.walletTile }).click()
  }

  /** web3-onboard's modal (dialog or mobile sheet) with its full-screen backdrop, while it is open. */
  get onboardModal(): Locator {
    return this.page.locator('onboard-v2').locator('.full-screen-background')
  }

  /**
   * Waits until the app shows a connected wallet and web3-onboard's modal is gone (it shows 'Connection Successful!'
   * over the page for about 2 s). Then no connect button is left, and on desktop the network switcher shows.
   * The shell must be drawn first: just after a load the page holds no button at all, which would pass the count
   * check before the remembered wallet is reconnected.
   */
  async waitForConnected(): Promise<void> {
    await this.waitForShell()
    await expect(this.onboardModal).toHaveCount(0)
    await expect(this.connectButtons).toHaveCount(0)
    if (this.isDesktop) await expect(this.page.getByRole('button', { name: /^Network: / })).toBeVisible()
  }

  /** On mobile, opens the right sidebar (mint and referral widgets) unless it is open; no-op on desktop. */
  async openRightSidebar(): Promise<void> {
    await this.openPanel(APP_TEXT.rightSidebarToggle)
  }

  /** On mobile, opens the left sidebar (profile card and links) unless it is open; no-op on desktop. */
  async openLeftSidebar(): Promise<void> {
    await this.openPanel(APP_TEXT.leftSidebarToggle)
  }

  /** On mobile, closes whichever sidebar is open, bringing back the content and the card under the bar. */
  async closeSidebars(): Promise<void> {
    if (this.isDesktop) return
    for (const name of [APP_TEXT.leftSidebarToggle, APP_TEXT.rightSidebarToggle]) {
      const toggle = this.page.getByRole('button', { name, exact: true })
      if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    }
  }

  private async openPanel(toggleName: string): Promise<void> {
    if (this.isDesktop) return
    const toggle = this.page.getByRole('button', { name: toggleName, exact: true })
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  }

  /** The 'Get a .demo name' widget (opens the right sidebar on mobile first). */
  async mintWidget(): Promise<Locator> {
    await this.openRightSidebar()
    const widget = this.page.getByRole('region', { name: APP_TEXT.mintWidgetTitle })
    await expect(widget).toBeVisible()
    return widget
  }

  /** The left sidebar's profile card (opens the left sidebar on mobile first); absent until the user has a name. */
  async profileCard(): Promise<Locator> {
    await this.openLeftSidebar()
    return this.page.getByRole('region', { name: 'Your profile' })
  }

  /** Desktop only: opens the user dropdown and returns its header (username, short address, or 'Profile'). */
  async openUserMenu(): Promise<Locator> {
    const button = this.page.getByRole('button', { name: APP_TEXT.userMenu })
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
    await expect(this.page.getByRole('menu', { name: APP_TEXT.userMenu })).toBeVisible()
    return this.page.getByTestId('user-menu-header')
  }

  /** Desktop only: picks `item` in the user dropdown. */
  async chooseUserMenuItem(item: string): Promise<void> {
    await this.openUserMenu()
    await this.page.getByRole('menu', { name: APP_TEXT.userMenu }).getByRole('menuitem', { name: item }).click()
  }

  /**
   * Disconnects through the UI, as a user does: the user dropdown's Disconnect on desktop, the right sidebar's
   * Actions menu on mobile (the sidebars are closed again after).
   */
  async disconnect(): Promise<void> {
    if (this.isDesktop) {
      await this.chooseUserMenuItem('Disconnect')
      return
    }
    await this.openRightSidebar()
    await this.page.getByRole('button', { name: 'Actions', exact: true }).click()
    await this.page.getByRole('menuitem', { name: 'Disconnect wallet' }).click()
    await this.closeSidebars()
  }

  /** Every toast on screen (react-toastify). */
  get toasts(): Locator {
    return this.page.locator('.Toastify__toast')
  }

  /** The toasts whose text contains `text` (string or RegExp). */
  toast(text: string | RegExp): Locator {
    return this.toasts.filter({ hasText: text })
  }

  /**
   * Closes every toast on screen with its close button, as a user does when one covers what they need (on mobile the
   * top-left toasts cover the navbar toggles for their 5 s).
   */
  async closeToasts(): Promise<void> {
    for (let count = await this.toasts.count(); count > 0; count = await this.toasts.count()) {
      // The toast may close by itself (5 s) as it is clicked: its close button then slides away and leaves the DOM,
      // and the click fails although the toast went. The count below says whether it did.
      await this.toasts
        .first()
        .getByRole('button', { name: 'close' })
        .click()
        .catch(() => undefined)
      await expect(this.toasts).toHaveCount(count - 1)
    }
  }

  /**
   * The text of every toast shown since the page loaded, oldest first, including those already gone; for
   * `expect.poll(() => app.seenToasts()).toContain(text)` when a toast may be too short-lived to catch on screen.
   */
  async seenToasts(): Promise<string[]> {
    return this.page.evaluate((name) => [...((window as unknown as Record<string, string[]>)[name] ?? [])], TOAST_LOG)
  }

  /** The texts of the toasts on screen now, newest first. */
  async toastTexts(): Promise<string[]> {
    return (await this.toasts.allInnerTexts()).map((text) => text.trim())
  }
}
