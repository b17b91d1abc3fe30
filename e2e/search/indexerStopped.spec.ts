import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { startIndexer, type IndexerHandle } from '../../scripts/indexer'
import { startStaticHost, type StaticHost } from '../../scripts/staticHost'
import { messageWith, nameHolder, postAs } from '../chat/chatDevnet'
import { expect, test } from '../fixtures'
import { profilePath } from '../profile/helpers'
import { readStack } from '../support/stackEnv'
import { searchBox } from './searchBox'

const DIST = path.resolve(__dirname, '..', '..', 'dist')

/** Two Ponder starts (the first indexes the whole e2e chain from block 0) and a body fetch, on a busy machine. */
const TEST_TIMEOUT_MS = 360_000

/**
 * Issue #36's "done when": with the index's process really stopped (not a stubbed answer), the home feed, a profile and
 * the launchpad still work from the chain and search says it is unavailable; started again on the same address and
 * data, search answers in the same page, without a reload. The test runs its own indexer and its own host of the
 * same bundle, so stopping it leaves the shared index of the other tests alone. It runs once, at the desktop width, in
 * the `early` project (playwright.config.ts), while the chain its index catches up on is short: what is exercised is
 * the app's fallback logic, which is the same on both layouts (e2e/search/search.spec.ts covers the phone's layout).
 */
test.describe('the app without its event index (issue #36)', () => {
  let indexer: IndexerHandle | undefined
  let host: StaticHost | undefined
  let dataDir: string | undefined

  test.afterEach(async () => {
    await indexer?.stop()
    await host?.close()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('with the indexer stopped the feed, a profile and the launchpad work and search says so; restarted, search answers without a reload', async ({
    page,
    devnet,
  }) => {
    test.setTimeout(TEST_TIMEOUT_MS)
    const stack = readStack()
    const arweaveUrl = stack.proxies['/devnet/arweave']
    expect(arweaveUrl, 'the stack publishes no Arweave proxy').toBeTruthy()
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-e2e-index-'))
    const indexOptions = { rpcUrl: stack.rpcUrl, arweaveUrl, dataDir }
    indexer = await startIndexer(indexOptions)
    const port = Number(new URL(indexer.url).port)
    host = await startStaticHost({ root: DIST, proxies: { ...stack.proxies, '/devnet/index': indexer.url } })

    const { account, fullName } = await nameHolder(devnet)
    const word = `stopped${randomUUID().slice(0, 8)}`
    await postAs(devnet, account, `Said while the ${word} index was down`)

    // Down for real: the process is gone and the port refuses connections.
    await indexer.stop()
    await page.goto(`${host.url}/`)
    await expect(messageWith(page, word)).toBeVisible()
    await page.goto(`${host.url}${profilePath(fullName)}`)
    await expect(page.getByTestId('profile-name')).toHaveText(fullName)
    await page.goto(`${host.url}/nft`)
    const latest = page.getByRole('list', { name: 'Latest collections' })
    await expect(latest.getByTestId('collection-card').first()).toBeVisible()

    const box = await searchBox(page)
    await box.fill(word)
    const results = page.getByRole('region', { name: 'Search results' })
    await expect(results.getByRole('status')).toHaveText('Search is unavailable right now')
    const retry = results.getByRole('button', { name: 'Retry' })
    await expect(retry).toBeVisible()

    // Started again on the same port and data: it resumes where it stopped, and the open page finds the message.
    indexer = await startIndexer({ ...indexOptions, port })
    const hit = results.getByRole('link', { name: new RegExp(word) })
    await expect(async () => {
      if (await retry.isVisible()) await retry.click()
      await expect(hit).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 90_000 })
    await expect(hit.locator('mark')).toHaveText(word)
  })
})
