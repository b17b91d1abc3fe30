import { parseEther, ZeroAddress } from 'ethers'
import type { BaseContract, Contract } from 'ethers'
import { devnetAccount } from '../accounts'
import { NFT_LAUNCH_PRICE, NFT_MINTING_FEE_PERCENTAGE } from '../constants'
import { attachContract, send } from '../contractHelpers'
import { revertOf } from '../revert'
import { burnPriceAt, curvePrice, mintPriceAt } from '../../src/services/nft/curve'
import { eventsOf, read, readBigInt, setupChainFixture } from './helpers'

const env = setupChainFixture({ isolateTests: true })
const addr = (i: number): string => devnetAccount(i).address
const ONE = parseEther('1')

interface LaunchArgs {
  owner?: string
  referrer?: string
  name?: string
  uniqueId?: string
  ratio?: bigint
  value?: bigint
  description?: string
  image?: string
}

const launchpadAs = (account: number): BaseContract => env().c.nftLaunchpad.connect(env().chain.signer(account))

function launchTx(account: number, a: LaunchArgs = {}) {
  return send(
    launchpadAs(account),
    'launch',
    [
      a.owner ?? addr(account),
      a.referrer ?? ZeroAddress,
      a.description ?? 'A test collection',
      a.image ?? 'ar://image',
      a.name ?? 'Test',
      a.name ?? 'Test',
      'TST',
      a.uniqueId ?? 'test',
      a.ratio ?? ONE,
    ],
    { value: a.value ?? NFT_LAUNCH_PRICE },
  )
}

/** Launches a collection from `account` and returns a handle on it (read-only). */
async function launch(account: number, a: LaunchArgs = {}): Promise<Contract> {
  const receipt = await launchTx(account, a)
  const [event] = eventsOf(receipt, env().ifaces.NftLaunchpad, 'CollectionLaunch')
  if (!event) throw new Error('no CollectionLaunch event')
  return attachContract('Nft721Bonding', String(event.args.nftContract_), env().chain.provider)
}

const balance = (address: string) => env().chain.provider.getBalance(address)
const gasOf = (receipt: { gasUsed: bigint; gasPrice: bigint }) => receipt.gasUsed * receipt.gasPrice

async function mint(nft: Contract, account: number): Promise<void> {
  const price = await readBigInt(nft, 'getMintPrice')
  await send(nft.connect(env().chain.signer(account)), 'mint', [addr(account)], { value: price })
}

describe('NftLaunchpad.launch', () => {
  it('launches a collection: directory, unique ID, metadata, ownership, event', async () => {
    const { c } = env()
    const nft = await launch(1, { uniqueId: 'cats', name: 'Cats', image: 'ar://cat', description: 'Meow "quoted"' })
    const address = await nft.getAddress()
    expect(await read(c.nftLaunchpad, 'getNftContractsArrayLength')).toBe(1n)
    expect(await read(c.nftLaunchpad, 'getLastNftContracts', 4n)).toEqual([address])
    expect(await read(c.nftLaunchpad, 'getNftContractAddress', 'cats')).toBe(address)
    expect(await read(c.nftLaunchpad, 'isUniqueIdAvailable', 'cats')).toBe(false)
    expect(await read(c.nftLaunchpad, 'isUniqueIdAvailable', 'dogs')).toBe(true)
    expect(await read(nft, 'owner')).toBe(addr(1))
    expect(await read(nft, 'name')).toBe('Cats')
    expect(await read(nft, 'ratio')).toBe(ONE)
    expect(await read(nft, 'collectionPreview')).toBe('ar://cat')
    expect(await read(c.nftMetadata, 'getCollectionDescription', address)).toBe('Meow "quoted"')
    expect(await read(c.nftMetadata, 'getCollectionImages', address)).toEqual(['ar://cat'])
  })

  it('charges the price: less reverts, more is refunded', async () => {
    expect(await revertOf(launchTx(1, { value: NFT_LAUNCH_PRICE - 1n }))).toBe('Not enough ETH sent to cover price')
    const before = await balance(addr(1))
    const receipt = await launchTx(1, { value: NFT_LAUNCH_PRICE * 5n })
    expect(await balance(addr(1))).toBe(before - NFT_LAUNCH_PRICE - gasOf(receipt))
  })

  it('bounds the ratio to 1e16..9e24', async () => {
    expect(await revertOf(launchTx(1, { ratio: 10n ** 16n - 1n }))).toBe('Ratio out of bounds')
    expect(await revertOf(launchTx(1, { ratio: 9n * 10n ** 24n + 1n }))).toBe('Ratio out of bounds')
    await launchTx(1, { ratio: 10n ** 16n, uniqueId: 'low' })
    await launchTx(1, { ratio: 9n * 10n ** 24n, uniqueId: 'high' })
  })

  it('needs a free, non-empty unique ID', async () => {
    await launchTx(1, { uniqueId: 'taken' })
    expect(await revertOf(launchTx(2, { uniqueId: 'taken' }))).toBe('Unique ID is not available')
    expect(await revertOf(launchTx(2, { uniqueId: '' }))).toBe('Unique ID cannot be empty')
  })

  it('limits the name to 32 UTF-8 bytes', async () => {
    await launchTx(1, { name: 'x'.repeat(32), uniqueId: 'a32' })
    expect(await revertOf(launchTx(1, { name: 'x'.repeat(33), uniqueId: 'a33' }))).toBe(
      'Name must be 32 characters or less',
    )
    // 11 characters, 33 bytes: the contract counts bytes.
    expect(await revertOf(launchTx(1, { name: '€'.repeat(11), uniqueId: 'euro' }))).toBe(
      'Name must be 32 characters or less',
    )
  })

  it('pays the referrer 10 % of the price, the rest to the fee receiver', async () => {
    const referrerBefore = await balance(addr(5))
    const receiverBefore = await balance(addr(0))
    await launchTx(1, { referrer: addr(5), value: NFT_LAUNCH_PRICE * 2n })
    const fee = NFT_LAUNCH_PRICE / 10n
    expect(await balance(addr(5))).toBe(referrerBefore + fee)
    expect(await balance(addr(0))).toBe(receiverBefore + NFT_LAUNCH_PRICE - fee)
  })

  it('reverts when the referral payment fails, instead of keeping it', async () => {
    const rejecting = await env().c.nftDirectory.getAddress() // a contract without receive()
    expect(await revertOf(launchTx(1, { referrer: rejecting }))).toBe('Failed to send referral fee')
  })
})

describe('Nft721Bonding curve', () => {
  it('matches the TypeScript curve for mint and burn prices', async () => {
    for (const ratio of [10n ** 16n, ONE, parseEther('123.456')]) {
      const nft = await launch(1, { uniqueId: `r${ratio}`, ratio })
      for (let supply = 0n; supply < 4n; supply++) {
        expect(await read(nft, 'totalSupply')).toBe(supply === 1n ? 2n : supply)
        if (supply === 1n) continue
        const total = await readBigInt(nft, 'totalSupply')
        expect(await read(nft, 'getMintPrice')).toBe(mintPriceAt(total, ratio, NFT_MINTING_FEE_PERCENTAGE))
        expect(await read(nft, 'getBurnPrice')).toBe(burnPriceAt(total, ratio, NFT_MINTING_FEE_PERCENTAGE))
        await mint(nft, 2)
        if (supply === 0n) supply = 1n // the first mint also minted #1 to the owner
      }
    }
    expect(curvePrice(1n, ONE)).toBe(((60000n / 42069n) * ONE) / 31337n)
  })

  it('buy price at n+1 tokens is the sell price at n+2 plus both fees; mint needs the exact value', async () => {
    const nft = await launch(1, { uniqueId: 'exact' })
    const first = await readBigInt(nft, 'getMintPrice')
    const buyer = nft.connect(env().chain.signer(2))
    expect(await revertOf(send(buyer, 'mint', [addr(2)], { value: first + 1n }))).toBe('Insufficient payment')
    expect(await revertOf(send(buyer, 'mint', [addr(2)], { value: first - 1n }))).toBe('Insufficient payment')
    await send(buyer, 'mint', [addr(2)], { value: first })
    expect(await read(nft, 'ownerOf', 1n)).toBe(addr(1)) // the owner's free first token
    expect(await read(nft, 'ownerOf', 2n)).toBe(addr(2))
    const buy = await readBigInt(nft, 'getMintPrice')
    await mint(nft, 3)
    const sell = await readBigInt(nft, 'getBurnPrice')
    const price = curvePrice(2n, ONE) // buy quoted at 2 tokens, sell quoted at 3: the same curve step
    const fee = (price * NFT_MINTING_FEE_PERCENTAGE) / ONE
    expect(buy).toBe(price + 2n * fee)
    expect(sell).toBe(price - 2n * fee)
    expect(buy - sell).toBe(4n * fee)
  })
})

describe('Nft721Bonding burn', () => {
  it('pays the seller the burn price, pays the fees, and keeps the last NFT', async () => {
    const nft = await launch(1, { uniqueId: 'burn' })
    await mint(nft, 2)
    const payout = await readBigInt(nft, 'getBurnPrice')
    const before = await balance(addr(2))
    const receipt = await send(nft.connect(env().chain.signer(2)), 'burn', [2n])
    expect(await balance(addr(2))).toBe(before + payout - gasOf(receipt))
    expect(await read(nft, 'totalSupply')).toBe(1n)
    expect(await read(nft, 'getBurnPrice')).toBe(0n)
    expect(await revertOf(send(nft.connect(env().chain.signer(1)), 'burn', [1n]))).toBe('Cannot sell the last NFT')
  })

  it('lets only the holder or an approved account sell', async () => {
    const nft = await launch(1, { uniqueId: 'auth' })
    await mint(nft, 2)
    expect(await revertOf(send(nft.connect(env().chain.signer(3)), 'burn', [2n]))).toBe(
      'Nft721Bonding: caller is not owner nor approved',
    )
  })

  it('keeps the contract solvent through mints and burns', async () => {
    const nft = await launch(1, { uniqueId: 'solvent', ratio: parseEther('1000') })
    for (const account of [2, 3, 4, 2]) await mint(nft, account)
    for (const tokenId of [5n, 4n, 3n, 2n]) {
      const holder = String(await read(nft, 'ownerOf', tokenId))
      const index = [2, 3, 4].find((i) => addr(i) === holder) ?? 0
      await send(nft.connect(env().chain.signer(index)), 'burn', [tokenId])
    }
    expect(await read(nft, 'totalSupply')).toBe(1n)
    expect(await balance(await nft.getAddress())).toBeGreaterThanOrEqual(0n)
  })
})

describe('NftMetadata setters', () => {
  it('are for the collection owner only', async () => {
    const { c } = env()
    const nft = await launch(1, { uniqueId: 'md' })
    const address = await nft.getAddress()
    const stranger = c.nftMetadata.connect(env().chain.signer(2))
    const NOT_OWNER = 'Not owner of NFT smart contract'
    expect(await revertOf(send(stranger, 'setDescription', [address, 'x']))).toBe(NOT_OWNER)
    expect(await revertOf(send(stranger, 'setCollectionPreview', [address, 'ar://x']))).toBe(NOT_OWNER)
    expect(await revertOf(send(stranger, 'addImageToCollection', [address, 'ar://x']))).toBe(NOT_OWNER)
    expect(await revertOf(send(stranger, 'removeImageFromCollectionByIndex', [address, 0n]))).toBe(NOT_OWNER)
    expect(await revertOf(send(stranger, 'setMdTypeAndUrlOrImage', [address, 1n, 'https://x', '']))).toBe(NOT_OWNER)

    const owner = c.nftMetadata.connect(env().chain.signer(1))
    await send(owner, 'setDescription', [address, 'New description'])
    await send(owner, 'addImageToCollection', [address, 'ar://second'])
    await send(owner, 'removeImageFromCollectionByIndex', [address, 0n])
    await send(owner, 'setCollectionPreview', [address, 'ar://preview'])
    expect(await read(c.nftMetadata, 'getCollectionDescription', address)).toBe('New description')
    expect(await read(c.nftMetadata, 'getCollectionImages', address)).toEqual(['ar://second'])
    expect(await read(nft, 'collectionPreview')).toBe('ar://preview')
    expect(await revertOf(send(owner, 'setMdTypeAndUrlOrImage', [address, 4n, 'x', '']))).toBe('Unknown metadata type')
    await send(owner, 'setMdTypeAndUrlOrImage', [address, 2n, 'https://md.example/', ''])
    await mint(nft, 2)
    expect(await read(nft, 'tokenURI', 2n)).toBe('https://md.example/2.json')
  })

  it('builds tokenURI JSON with escaped strings (no injection through quotes)', async () => {
    const nft = await launch(1, { uniqueId: 'json', name: 'A"B', description: 'x", "image": "evil' })
    await mint(nft, 2)
    const uri = String(await read(nft, 'tokenURI', 2n))
    expect(uri.startsWith('data:application/json;base64,')).toBe(true)
    const json = JSON.parse(Buffer.from(uri.split(',')[1] ?? '', 'base64').toString('utf8')) as Record<string, string>
    expect(json).toMatchObject({ name: 'A"B #2', image: 'ar://image', description: 'x", "image": "evil' })
  })
})

describe('CommentsChannel', () => {
  it('stores comments per subject and lets authors and mods delete them', async () => {
    const { c } = env()
    const subject = addr(7)
    const comments = (i: number) => c.nftComments.connect(env().chain.signer(i))
    const price = await readBigInt(c.nftComments, 'price')
    expect(await revertOf(send(comments(1), 'createComment', [subject, 'ar://a'], { value: price - 1n }))).toBe(
      'Payment is less than the price',
    )
    await send(comments(1), 'createComment', [subject, 'ar://a'], { value: price })
    await send(comments(2), 'createComment', [subject, 'ar://b'], { value: price })
    expect(await read(c.nftComments, 'getCommentCount', subject)).toBe(2n)
    expect(await read(c.nftComments, 'getCommentCount', addr(6))).toBe(0n)
    expect(await revertOf(send(comments(2), 'deleteComment', [subject, 0n]))).toBe('Not the author, mod, or owner')
    await send(comments(9), 'deleteComment', [subject, 0n])
    const live = (await read(c.nftComments, 'fetchLastComments', false, subject, 10n)) as { url: string }[]
    expect(live.map((comment) => comment.url)).toEqual(['ar://b'])
    await send(comments(9), 'restoreComment', [subject, 0n])
    const page = (await read(c.nftComments, 'fetchComments', true, subject, 0n, 1n)) as { url: string }[]
    expect(page.map((comment) => comment.url)).toEqual(['ar://a'])
  })
})
