import { avatarPng } from '../../devnet/chatImages'
import { expect, test } from '../fixtures'
import { readStack } from '../support/stackEnv'
import { launchCollection, uniqueId } from './nftDevnet'

/** The index follows the chain through its own process: allow it time on a busy machine. */
const INDEXED_WITHIN_MS = 60_000

test.describe('launchpad screens a trader trusts (issue #39)', () => {
  test('after a buy: the sell-back loss warning, and holders, mints and trades from the index', async ({
    app,
    page,
    devnet,
    account,
  }) => {
    expect(readStack().proxies['/devnet/index'], 'global setup started no event index (see its log)').toBeTruthy()
    const owner = await devnet.createAccount()
    const collection = await launchCollection(devnet, owner, { name: `Loss ${uniqueId('w').slice(2)}` })
    await app.open(`/nft/collection?id=${collection}`)
    await app.connect()
    await expect(page.getByTestId('sell-nft')).toBeDisabled()
    await expect(page.getByTestId('sell-loss-warning')).toHaveCount(0)

    await page.getByTestId('buy-nft').click()
    await expect(app.toast('You have bought an NFT!')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('holding')).toHaveText('1')
    // Right after the buy only both fees (2 % each) separate the two prices: 1 − 0.96 / 1.04 ≈ 7.7 %.
    await expect(page.getByTestId('sell-loss-warning')).toHaveText(
      /^Selling now returns [\d.]+ \w+, about 7\.7 % less than the last buy price \([\d.]+ \w+\)\.$/,
    )
    await expect(page.getByTestId('sell-nft')).toBeEnabled()

    // The creator's free token and the buyer's: two mints, two holders, the buy among the recent trades.
    const activity = page.getByRole('region', { name: 'Activity' })
    await expect(activity.getByTestId('stat-mints')).toHaveText('2', { timeout: INDEXED_WITHIN_MS })
    await expect(activity.getByTestId('stat-holders')).toHaveText('2')
    // The creator's free token is #1 (at 0 wei); the buyer's is #2.
    const buyer = account.address.toLowerCase()
    await expect(
      activity
        .getByRole('list', { name: 'Recent trades' })
        .getByTestId('collection-trade')
        .filter({ hasText: `by ${buyer.slice(0, 6)}...${buyer.slice(-4)}` }),
    ).toContainText(/^Bought #2 for [\d.]+ \w+ by/)
  })

  test('Load more adds its cards to the one Latest grid, every full row as wide as the first', async ({
    app,
    page,
    devnet,
  }) => {
    test.setTimeout(120_000)
    // Enough collections for a second page of four, whatever else the devnet holds.
    const owner = await devnet.createAccount()
    for (let i = 0; i < 5; i++) await launchCollection(devnet, owner, { name: `Grid ${i} ${uniqueId('g').slice(2)}` })
    await app.open('/nft')
    const latest = page.getByRole('list', { name: 'Latest collections' })
    await expect(latest.getByTestId('collection-card')).toHaveCount(4)
    await page.getByRole('button', { name: 'Load more' }).click()
    await expect(latest.getByTestId('collection-card')).toHaveCount(8)
    await expect(page.getByRole('list', { name: 'Latest collections' })).toHaveCount(1)

    const tops = await latest
      .getByTestId('collection-card')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)))
    const perRow = [...new Set(tops)].map((top) => tops.filter((other) => other === top).length)
    const [first = 0] = perRow
    expect(first).toBeGreaterThan(1)
    // Every row but the last is full; the last holds no more than the others.
    expect(perRow.slice(0, -1).every((count) => count === first)).toBe(true)
    expect(perRow[perRow.length - 1]).toBeLessThanOrEqual(first)
    expect(perRow.length).toBe(Math.ceil(8 / first))
  })

  test('the image file picker: a styled button reached with Tab, named, showing the chosen file', async ({
    app,
    page,
    devnet,
    account,
  }) => {
    await devnet.mintName(account, devnet.uniqueName()) // uploads need a name
    await app.open('/nft/create')
    await app.connect()
    const input = page.getByLabel('Choose an image file')
    const button = page.locator('label', { hasText: 'Choose an image file' })
    await expect(button).toBeVisible()
    const look = await button.evaluate((label) => {
      const style = getComputedStyle(label)
      return { height: label.getBoundingClientRect().height, radius: style.borderRadius, cursor: style.cursor }
    })
    expect(look.height).toBeGreaterThanOrEqual(40)
    expect(look.radius).not.toBe('0px')
    expect(look.cursor).toBe('pointer')
    // The native input is out of sight but kept: focusable and described by the accepted types.
    expect((await input.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1)
    await expect(input).toHaveAccessibleDescription(/PNG, JPEG, WebP or GIF.*No file chosen/)
    await page.getByLabel('Image', { exact: true }).focus()
    await page.keyboard.press('Tab')
    await expect(input).toBeFocused()

    await input.setInputFiles({ name: 'my-art.png', mimeType: 'image/png', buffer: avatarPng(uniqueId()) })
    await expect(page.getByTestId('chosen-file-name')).toHaveText('my-art.png')
    await expect(page.getByLabel('Image', { exact: true })).toHaveValue(/^ar:\/\/[\w-]{43}$/, { timeout: 30_000 })
  })
})
