import { avatarPng } from '../../devnet/chatImages'
import { expect, test } from '../fixtures'
import { launchCollection, supplyOf, uniqueId } from './nftDevnet'

test.describe('NFT launchpad', () => {
  test('create with an uploaded image → Latest → another wallet buys, comments and sells', async ({
    app,
    page,
    devnet,
    account,
    wallet,
  }) => {
    test.setTimeout(180_000)
    await devnet.mintName(account, devnet.uniqueName()) // uploads need a name
    await app.open('/nft/create')
    await app.connect()
    const name = `E2E ${uniqueId('c').slice(2)}`
    const id = uniqueId()
    await page.getByLabel('Collection name').fill(name)
    await page.getByLabel('Symbol').fill('E2E')
    await page.getByLabel('Description').fill('A collection made in a browser test.')
    await page
      .getByLabel('Choose an image file')
      .setInputFiles({ name: 'art.png', mimeType: 'image/png', buffer: avatarPng(id) })
    await expect(page.getByLabel('Image', { exact: true })).toHaveValue(/^ar:\/\/[\w-]{43}$/, { timeout: 30_000 })
    await page.getByLabel('Unique ID (to find the collection)').fill(id)
    await expect(page.getByTestId('nft-unique-id-status')).toHaveText('This unique ID is available.')
    await expect(page.getByTestId('nft-price-preview')).toContainText('NFT #2:')
    await page.getByRole('button', { name: 'Create collection' }).click()
    await expect(app.toast('You have successfully launched an NFT collection!')).toBeVisible({ timeout: 30_000 })
    await expect(page).toHaveURL(/\/nft\/collection\?id=0x[0-9a-fA-F]{40}$/)
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
    const collection = new URL(page.url()).searchParams.get('id') ?? ''
    expect(await supplyOf(devnet, collection)).toBe(0n)

    await app.open('/nft')
    const latest = page.getByRole('list', { name: 'Latest collections' })
    await expect(latest.getByTestId('collection-card').filter({ hasText: name })).toBeVisible()

    // Another wallet: not a holder yet, so no chat; buys one (the owner gets #1 for free with the first mint).
    const buyer = await devnet.createAccount()
    await devnet.mintName(buyer, devnet.uniqueName())
    await wallet.switchAccount(buyer)
    await app.open(`/nft/collection?id=${collection}`)
    await expect(page.getByText('Buy an NFT to see the chat')).toBeVisible()
    await expect(page.getByTestId('sell-nft')).toBeDisabled()
    await page.getByTestId('buy-nft').click()
    await expect(app.toast('You have bought an NFT!')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('supply')).toHaveText('2')
    await expect(page.getByTestId('holding')).toHaveText('1')

    const comment = `gm from ${uniqueId('buyer')}`
    await page.getByLabel('Write a comment').fill(comment)
    await page.getByRole('button', { name: 'Post' }).click()
    await expect(app.toast('Your comment has been posted!')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('nft-comment').filter({ hasText: comment })).toBeVisible()

    const balanceBefore = await devnet.provider.getBalance(buyer.address)
    await page.getByTestId('sell-nft').click()
    await expect(app.toast('You have sold an NFT!')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('supply')).toHaveText('1')
    await expect(page.getByText('Buy an NFT to see the chat')).toBeVisible()
    expect(await devnet.provider.getBalance(buyer.address)).toBeGreaterThan(balanceBefore - 10n ** 15n)
  })

  test('the owner edits the description; the last NFT cannot be sold, and the page says so', async ({
    app,
    page,
    devnet,
    account,
  }) => {
    const collection = await launchCollection(devnet, account, { name: 'Owner Edits', description: 'Before' })
    await app.open(`/nft/collection?id=${collection}`)
    await app.connect()
    await expect(page.getByTestId('collection-description')).toHaveText('Before')
    await page.getByText('Edit description').click()
    await page.getByRole('textbox', { name: 'Description' }).fill('After <b>bold</b> "quoted"')
    await page.getByRole('button', { name: 'Save description' }).click()
    await expect(app.toast('The collection has been updated!')).toBeVisible({ timeout: 30_000 })
    // Shown as text, never as HTML.
    await expect(page.getByTestId('collection-description')).toHaveText('After <b>bold</b> "quoted"')
    await expect(page.locator('[data-testid="collection-description"] b')).toHaveCount(0)

    // The owner buys one (and gets #1 free); after selling one, the last one stays and the note explains it.
    await page.getByTestId('buy-nft').click()
    await expect(app.toast('You have bought an NFT!')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('holding')).toHaveText('2')
    await page.getByTestId('sell-nft').click()
    await expect(app.toast('You have sold an NFT!')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('sell-note')).toHaveText(
      'The last NFT of a collection cannot be sold, so this one stays with you.',
    )
    await expect(page.getByTestId('sell-nft')).toBeDisabled()
  })

  test('invalid form inputs say why next to the field, and Create stays disabled', async ({ app, page }) => {
    await app.open('/nft/create')
    await app.connect()
    const create = page.getByRole('button', { name: 'Create collection' })
    await page.getByLabel('Collection name').fill('€'.repeat(11)) // 11 characters, 33 bytes
    await expect(page.getByTestId('nft-name-problem')).toHaveText(
      'The name is 33 bytes long; at most 32 bytes (accents and emoji take 2–4 bytes each).',
    )
    await page.getByLabel('Symbol').fill('NO SPACES')
    await expect(page.getByTestId('nft-symbol-problem')).toHaveText('Use letters and digits only.')
    await page.getByLabel('Image', { exact: true }).fill('javascript:alert(1)')
    await expect(page.getByText('Use an https://, ipfs:// or ar:// link to an image.')).toBeVisible()
    await page.getByLabel('Unique ID (to find the collection)').fill('devnet-cats')
    await expect(page.getByTestId('nft-unique-id-problem')).toHaveText('This unique ID is taken.')
    await page.getByLabel('Price ratio').fill('0.001')
    await expect(page.getByTestId('nft-ratio-problem')).toHaveText('The ratio must be between 0.01 and 9,000,000.')
    await expect(create).toBeDisabled()

    await page.getByLabel('Collection name').fill('Fine name')
    await page.getByLabel('Symbol').fill('FINE')
    await page.getByLabel('Image', { exact: true }).fill('https://example.com/a.png')
    await page.getByLabel('Unique ID (to find the collection)').fill(uniqueId())
    await page.getByLabel('Price ratio').fill('2')
    await expect(create).toBeEnabled()
  })

  test('a rejected signature buys nothing and leaves the page usable', async ({
    app,
    page,
    devnet,
    account,
    wallet,
  }) => {
    const owner = await devnet.createAccount()
    const collection = await launchCollection(devnet, owner, { name: 'Rejected Buy' })
    await app.open(`/nft/collection?id=${collection}`)
    await app.connect()
    wallet.rejectNext('eth_sendTransaction')
    await page.getByTestId('buy-nft').click()
    await expect(app.toast('You rejected the request in your wallet.')).toBeVisible()
    await expect(page.getByTestId('buy-nft')).toBeEnabled()
    expect(await supplyOf(devnet, collection)).toBe(0n)
    expect(account.address).toBe(wallet.address)
  })

  test('launchpad code loads with its pages only; a foreign contract is not a launchpad collection', async ({
    app,
    page,
    devnet,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await app.open('/')
    await expect(page.getByRole('heading', { name: 'General discussion' }).first()).toBeVisible()
    expect(scripts.filter((url) => /nft/.test(url))).toEqual([])

    await app.open('/nft')
    await expect(page.getByRole('list', { name: 'Featured collections' }).getByText('Devnet Cats')).toBeVisible()
    expect(scripts.some((url) => /nft-services/.test(url))).toBe(true)

    await app.open(`/nft/collection?id=${devnet.addresses.punkTld}`)
    await expect(page.getByText('This address is not a launchpad collection.')).toBeVisible()
  })

  test('in memes-images a link to one of our collections shows as the collection card', async ({
    app,
    page,
    devnet,
    account,
    baseURL,
  }) => {
    await devnet.mintName(account, devnet.uniqueName())
    const cats = String(await devnet.contracts.nftLaunchpad.getFunction('getNftContractAddress')('devnet-cats'))
    await app.open('/memes-images')
    await app.connect()
    const composer = page.getByTestId('composer')
    const caption = `Look at these ${uniqueId('cats')}`
    await composer
      .getByRole('textbox', { name: 'Your message' })
      .fill(`${caption} ${baseURL}/nft/collection?id=${cats}`)
    await composer.getByRole('button', { name: 'Post' }).click()
    await expect(app.toast('Your message has been posted!')).toBeVisible({ timeout: 30_000 })
    const message = page.getByTestId('message-text').filter({ hasText: caption })
    const card = message.getByTestId('collection-card')
    await expect(card).toContainText('Devnet Cats')
    await expect(card).toHaveAttribute('href', `/nft/collection?id=${cats}`)
    await expect(message.locator('a[href^="http"]')).toHaveCount(0)
  })
})
