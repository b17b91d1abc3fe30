import { devnetConfig } from '../../src/config/devnet'
import { expect, test } from './fixtures'
import type { TestHost } from './host/testHost'

/**
 * Issue #6 acceptance: the app inside a Farcaster client. The host page (host/hostPage.ts) embeds the production
 * bundle in an iframe and answers the SDK with @farcaster/miniapp-host; its EIP-1193 provider is the harness's test
 * wallet (keys in Node, the devnet behind it), so every wallet request the app makes travels app → SDK → host → wallet.
 */

const SDK_MARKER = 'FarcasterFrameEvent'
/** Detection waits for the SDK chunk and the host's answer; on a loaded machine that can take several seconds. */
const DETECTION = { timeout: 30_000 }

test.describe('inside a Farcaster host', () => {
  test('detects the host, calls ready once, auto-connects through the host wallet and mints a name', async ({
    page,
    farcasterHost,
    wallet,
    devnet,
  }, testInfo) => {
    const sdkBytes: number[] = []
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return
      const body = await response.body().catch(() => Buffer.alloc(0))
      if (body.includes(SDK_MARKER)) sdkBytes.push(body.length)
    })
    const host = await farcasterHost.open()

    await expect.poll(async () => (await host.calls('ready')).length, DETECTION).toBe(1)
    await host.waitForConnected(DETECTION)
    // The connection went through the host: the wallet saw the host page ask, on the supported chain.
    const accountRequests = wallet.requestsFor('eth_requestAccounts')
    expect(accountRequests.length).toBeGreaterThan(0)
    expect(accountRequests.every((request) => request.url.startsWith(host.origin))).toBe(true)
    expect(wallet.chainId).toBe(84532)
    const frame = host.appFrame()
    expect(await frame.evaluate(() => localStorage.getItem('connected-with'))).toBe('farcasterMiniApp')
    expect(sdkBytes.length).toBeGreaterThan(0)
    testInfo.annotations.push({
      type: 'bytes',
      description: `inside a host, the SDK chunk: ${sdkBytes.join(' + ')} B decoded`,
    })

    const name = devnet.uniqueName()
    await host.openSidebar('right')
    const widget = host.app.getByRole('region', { name: `Get a ${devnetConfig.tldName} name` })
    await widget.getByPlaceholder('enter name').fill(name)
    await widget.getByRole('button', { name: 'Mint username' }).click()
    await expect(host.toast('You have successfully minted a name!')).toBeVisible({ timeout: 30_000 })
    await expect.poll(() => devnet.holderOf(name)).toBe(wallet.address)
    const sent = wallet.requestsFor('eth_sendTransaction')
    expect(sent).toHaveLength(1)
    expect(sent[0]?.url.startsWith(host.origin)).toBe(true)
    // ready() was not called again by anything that followed.
    expect(await host.calls('ready')).toHaveLength(1)
  })

  test('a host wallet on another chain is asked, through the host, to switch to Base Sepolia', async ({
    farcasterHost,
    wallet,
  }) => {
    await wallet.setChain(1)
    const host = await farcasterHost.open()
    await host.waitForConnected(DETECTION)
    await expect.poll(() => wallet.chainId).toBe(84532)
    const switches = wallet.requestsFor('wallet_switchEthereumChain')
    expect(switches.length).toBeGreaterThan(0)
    expect(switches[0]?.params).toEqual([{ chainId: '0x14a34' }])
    expect(switches[0]?.url.startsWith(host.origin)).toBe(true)
  })

  test('the connect dialog offers only the Farcaster tile; disconnecting keeps the remembered connector', async ({
    farcasterHost,
  }) => {
    const host = await farcasterHost.open()
    await host.waitForConnected(DETECTION)

    await host.disconnect()
    expect(await host.appFrame().evaluate(() => localStorage.getItem('connected-with'))).toBe('farcasterMiniApp')

    await host.connectButtons.first().click()
    await expect(host.walletTile('Farcaster')).toBeVisible()
    for (const other of ['E2E Wallet', 'MetaMask', 'Rabby Wallet', 'WalletConnect', 'Rainbow', 'Devnet wallet']) {
      await expect(host.walletTile(other)).toHaveCount(0)
    }
    await host.walletTile('Farcaster').click()
    await host.waitForConnected()
  })

  test("without a host wallet: 'No chains found on connector.'", async ({ page, farcasterHost }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    const host = await farcasterHost.open({ withProvider: false })
    await expect.poll(async () => (await host.calls('ready')).length, DETECTION).toBe(1)
    await expect.poll(() => warnings.some((text) => text.includes('No chains found on connector.'))).toBe(true)
    await expect(host.connectButtons.first()).toBeEnabled()

    await host.connectButtons.first().click()
    await host.walletTile('Farcaster').click()
    await expect(host.app.locator('onboard-v2').getByText('No chains found on connector.')).toBeVisible()
  })

  test('back navigation from the host goes back in the app, and the host back control follows history', async ({
    farcasterHost,
  }) => {
    const host = await farcasterHost.open()
    await expect.poll(async () => (await host.calls('getCapabilities')).length, DETECTION).toBeGreaterThan(0)
    await host.openSidebar('left')
    await host.app.getByRole('link', { name: 'About' }).click()
    await expect.poll(() => new URL(host.appFrame().url()).pathname).toBe('/about')
    await expect.poll(async () => (await host.calls('updateBackState')).at(-1)?.args).toEqual([{ visible: true }])

    await host.emit({ event: 'back_navigation_triggered' })
    await expect.poll(() => new URL(host.appFrame().url()).pathname).toBe('/')
    await expect.poll(async () => (await host.calls('updateBackState')).at(-1)?.args).toEqual([{ visible: false }])
  })
})

/** Opens the left sidebar (on mobile) and returns one of its Farcaster entries. */
async function sidebarEntry(host: TestHost, label: 'Add to Favorites' | 'Share on Farcaster') {
  await host.openSidebar('left')
  const entry = host.app.getByRole('button', { name: label })
  await expect(entry).toBeVisible()
  return entry
}

test.describe('Add to Favorites and Share on Farcaster reach the host', () => {
  test("'Add to Favorites' asks the host and confirms", async ({ farcasterHost }) => {
    const host = await farcasterHost.open()
    await (await sidebarEntry(host, 'Add to Favorites')).click()
    await expect(host.toast('Added to favorites!')).toBeVisible()
    expect(await host.calls('addMiniApp')).toHaveLength(1)
  })

  test("'Add to Favorites' when the host finds no valid manifest: the error toast", async ({ farcasterHost }) => {
    const host = await farcasterHost.open({ addMiniApp: 'invalid-manifest' })
    await (await sidebarEntry(host, 'Add to Favorites')).click()
    await expect(host.toast('Error adding mini app to favorites. Please reach out to the developer.')).toBeVisible()
    await expect(host.toast('Added to favorites!')).toHaveCount(0)
    expect(await host.calls('addMiniApp')).toHaveLength(1)
  })

  test("'Add to Favorites' declined by the user in the host: the error toast", async ({ farcasterHost }) => {
    const host = await farcasterHost.open({ addMiniApp: 'rejected' })
    await (await sidebarEntry(host, 'Add to Favorites')).click()
    await expect(host.toast('Error adding mini app to favorites. Please reach out to the developer.')).toBeVisible()
    await expect(host.toast('Added to favorites!')).toHaveCount(0)
    expect(await host.calls('addMiniApp')).toHaveLength(1)
  })

  test("'Share on Farcaster' composes a cast with the share text and the page address", async ({
    farcasterHost,
    baseURL,
  }) => {
    const host = await farcasterHost.open({}, '/about')
    await (await sidebarEntry(host, 'Share on Farcaster')).click()
    await expect.poll(async () => (await host.calls('composeCast')).length).toBe(1)
    const [call] = await host.calls('composeCast')
    expect(call?.args).toEqual([{ text: devnetConfig.farcasterShareText, embeds: [new URL('/about', baseURL).href] }])
    await expect(host.toast('Error sharing the mini app link. Please reach out to the developer.')).toHaveCount(0)
  })

  test("'Share on Farcaster' when the host fails: the error toast", async ({ farcasterHost }) => {
    const host = await farcasterHost.open({ composeCast: 'fails' })
    await (await sidebarEntry(host, 'Share on Farcaster')).click()
    await expect(host.toast('Error sharing the mini app link. Please reach out to the developer.')).toBeVisible()
  })
})
