import type { Page, Response } from '@playwright/test'
import { expect, test } from '../fixtures'

/**
 * Issue #18: a returning visitor whose wallet is an injected one reconnects without web3-onboard (EIP-6963 discovery
 * and eth_accounts), and the session then follows the wallet (account, chain, disconnect) on its own.
 */

/** Text only web3-onboard's core chunk carries (its dialog's strings): any script holding it is web3-onboard. */
const ONBOARD_MARKER = 'Connection Rejected!'

/** Collects the bodies of the scripts the page fetches from now on (from the network or the HTTP cache). */
function watchScripts(page: Page): { urls: string[]; onboard: () => Promise<string[]> } {
  const responses: Response[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response)
  })
  return {
    get urls() {
      return responses.map((response) => new URL(response.url()).pathname)
    },
    onboard: async () => {
      const found: string[] = []
      for (const response of responses) {
        const body = await response.text().catch(() => '')
        if (body.includes(ONBOARD_MARKER)) found.push(new URL(response.url()).pathname)
      }
      return found
    },
  }
}

test.describe('returning visitor with an injected wallet', () => {
  test('reconnects on a reload without fetching any web3-onboard code, and asks no approval', async ({
    app,
    page,
    wallet,
  }) => {
    await app.open('/')
    await app.connect()
    const requestsBefore = wallet.requestsFor('eth_requestAccounts').length

    const scripts = watchScripts(page)
    await page.reload()
    await app.waitForConnected()
    await expect(app.connectDialog).toBeHidden()
    expect(scripts.urls.length).toBeGreaterThan(0)
    expect(await scripts.onboard()).toEqual([])
    expect(wallet.requestsFor('eth_requestAccounts')).toHaveLength(requestsBefore)
    expect(wallet.requestsFor('eth_accounts').length).toBeGreaterThan(0)
  })

  test('a first visit of a visitor the wallet already knows: connected from the remembered connector alone', async ({
    app,
    page,
    wallet,
  }) => {
    wallet.grantPermission()
    await page.addInitScript(() => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.setItem('connected-with', 'injected')
        window.localStorage.setItem('connected-wallet-label', 'E2E Wallet')
        window.sessionStorage.setItem('seeded', '1')
      }
    })
    const scripts = watchScripts(page)
    await app.open('/')
    await app.waitForConnected()
    expect(await scripts.onboard()).toEqual([])
    expect(wallet.requestsFor('eth_requestAccounts')).toHaveLength(0)
  })

  test('the light session follows an account switch, a chain switch away and back, and Disconnect', async ({
    app,
    page,
    devnet,
    wallet,
  }) => {
    const other = await devnet.createAccount()
    const { fullName } = await devnet.mintName(other, devnet.uniqueName())
    await app.open('/')
    await app.connect()
    const scripts = watchScripts(page)
    await page.reload()
    await app.waitForConnected()

    await wallet.switchAccount(other)
    await expect((await app.profileCard()).getByRole('link', { name: fullName })).toBeVisible()
    await app.closeSidebars()

    await wallet.setChain(1)
    const widget = await app.mintWidget()
    await widget.getByRole('button', { name: 'Switch to Base Sepolia' }).click()
    await expect.poll(() => wallet.chainId).toBe(84532)
    await expect(widget.getByRole('button', { name: 'Switch to Base Sepolia' })).toHaveCount(0)
    await app.closeSidebars()
    // All of it without web3-onboard.
    expect(await scripts.onboard()).toEqual([])

    await app.disconnect()
    await expect(app.connectButtons.first()).toBeVisible()
    expect(await page.evaluate(() => window.localStorage.getItem('connected-with'))).toBe('')
  })
})
