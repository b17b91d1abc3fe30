import { expect, test, type AppDriver } from '../fixtures'
import type { Page } from '@playwright/test'
import { SUPPORTED_CHAIN_ID, TEXT } from './specTexts'

const ETHEREUM_MAINNET = 1

/** Where the layout shows the wrong-chain state: the network switcher (desktop) or the card under the bar (mobile). */
async function expectUnsupported(app: AppDriver, page: Page) {
  if (app.isDesktop)
    await expect(page.getByRole('button', { name: `Network: ${TEXT.unsupportedNetwork}` })).toBeVisible()
  else await expect(page.getByRole('status').filter({ hasText: TEXT.unsupportedNetwork })).toBeVisible()
}

async function expectSupported(app: AppDriver, page: Page) {
  await expect(page.getByText(TEXT.unsupportedNetwork)).toHaveCount(0)
  if (app.isDesktop) await expect(page.getByRole('button', { name: 'Network: Base Sepolia' })).toBeVisible()
}

/** Presses 'Switch to Base Sepolia' where the layout offers it. */
async function pressSwitch(app: AppDriver, page: Page) {
  if (app.isDesktop) {
    await page.getByRole('button', { name: `Network: ${TEXT.unsupportedNetwork}` }).click()
    await page.getByRole('menuitem', { name: TEXT.switchNetwork }).click()
  } else {
    await page.getByRole('region', { name: 'Wallet' }).getByRole('button', { name: TEXT.switchNetwork }).click()
  }
}

test.describe('a wallet on the wrong chain', () => {
  test('shows Unsupported network, and Switch to Base Sepolia switches the wallet back', async ({
    app,
    page,
    wallet,
  }) => {
    await app.open('/')
    await app.connect()
    await expectSupported(app, page)

    await wallet.setChain(ETHEREUM_MAINNET)
    await expectUnsupported(app, page)
    // The mint widget offers the switch instead of minting (spec §4 Mint button).
    const widget = await app.mintWidget()
    await expect(widget.getByRole('button', { name: TEXT.switchNetwork })).toBeVisible()
    await expect(widget.getByRole('button', { name: TEXT.mintButton })).toHaveCount(0)
    await app.closeSidebars()

    await pressSwitch(app, page)
    await expect.poll(() => wallet.chainId).toBe(SUPPORTED_CHAIN_ID)
    await expectSupported(app, page)
    expect(wallet.requestsFor('wallet_switchEthereumChain').map((r) => r.params)).toEqual([[{ chainId: '0x14a34' }]])
    expect(wallet.requestsFor('wallet_addEthereumChain')).toHaveLength(0)
    await expect((await app.mintWidget()).getByRole('button', { name: TEXT.mintButton })).toBeVisible()
  })

  test('a wallet that does not know Base Sepolia gets the chain added, then switches', async ({
    app,
    page,
    wallet,
  }) => {
    await app.open('/')
    await app.connect()
    await wallet.setChain(ETHEREUM_MAINNET, { known: false })
    await expectUnsupported(app, page)

    await pressSwitch(app, page)
    await expect.poll(() => wallet.chainId).toBe(SUPPORTED_CHAIN_ID)
    await expectSupported(app, page)
    const [firstSwitch] = wallet.requestsFor('wallet_switchEthereumChain')
    expect(firstSwitch?.outcome).toMatchObject({ error: { code: 4902 } })
    const [added] = wallet.requestsFor('wallet_addEthereumChain')
    expect(added?.params).toEqual([expect.objectContaining({ chainId: '0x14a34', chainName: 'Base Sepolia' })])
  })

  test('connecting from another chain asks the wallet to switch to Base Sepolia', async ({ app, page, wallet }) => {
    await wallet.setChain(ETHEREUM_MAINNET)
    await app.open('/')
    await app.connect()
    await expect.poll(() => wallet.chainId).toBe(SUPPORTED_CHAIN_ID)
    await expectSupported(app, page)
    expect(wallet.requestsFor('wallet_switchEthereumChain')).toHaveLength(1)
  })

  test('refusing the switch when connecting leaves the user on Unsupported network, with the switch offered', async ({
    app,
    page,
    wallet,
  }) => {
    await wallet.setChain(ETHEREUM_MAINNET)
    wallet.rejectNext('wallet_switchEthereumChain')
    await app.open('/')
    await app.connectButtons.first().click()
    await app.pickWalletTile()
    await expectUnsupported(app, page)
    expect(wallet.chainId).toBe(ETHEREUM_MAINNET)

    await pressSwitch(app, page)
    await expect.poll(() => wallet.chainId).toBe(SUPPORTED_CHAIN_ID)
    await expectSupported(app, page)
  })
})
