import { Contract, MaxUint256, parseEther, parseUnits } from 'ethers'
import { deployContract } from '../../devnet'
import { uniswapArtifact } from '../../devnet/uniswap'
import { formatAmount } from '../../src/lib/units'
import type { DevnetHelpers, WalletAccount } from '../fixtures'
import { expect, test } from '../fixtures'
import { launchCollection } from '../nft/nftDevnet'
import { openSwap, pickPasted } from '../swap/swapHelpers'

/**
 * Issue #35: a transaction mined but reverted says why in plain words, with what to do next. The reverts are made
 * the way they happen: the price moves (another trade, another buyer) between the user's confirm and the mining.
 * Pools and collections are the test's own, so parallel tests never see a moved price.
 */
const SLIPPAGE_TEXT =
  'The price moved more than your 0.5 % slippage before your swap was mined. Nothing was swapped; the quote is updated.'
const NFT_BOUGHT_TOAST = 'You have bought an NFT!'

/** A fresh 6-decimal token with a pool of `tokens` : `eth` on Uniswap V2, owned by `owner`; resolves its address. */
async function tokenWithPool(devnet: DevnetHelpers, owner: WalletAccount, tokens: string, eth: string) {
  const signer = devnet.signer(owner)
  const token = await deployContract('DevnetUsd', [], signer)
  const address = await token.getAddress()
  const amount = parseUnits(tokens, 6)
  await (await token.getFunction('mint')(owner.address, amount)).wait()
  await (await token.getFunction('approve')(devnet.addresses.uniswapV2Router, amount)).wait()
  const router = new Contract(devnet.addresses.uniswapV2Router, uniswapArtifact('UniswapV2Router02').abi, signer)
  await (
    await router.getFunction('addLiquidityETH')(address, amount, 0n, 0n, owner.address, MaxUint256, {
      value: parseEther(eth),
    })
  ).wait()
  return { address, router }
}

test.describe('a mined revert is explained (issue #35)', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only: the revert reasons are the same on both layouts')

  test('a swap the price moved past its slippage says so, swaps nothing, and shows a fresh quote', async ({
    app,
    devnet,
    account,
    wallet,
  }) => {
    const owner = await devnet.createAccount()
    const { address: token, router } = await tokenWithPool(devnet, owner, '2000', '1')
    const s = await openSwap(app)
    await pickPasted(app.page, 'To', token, /^USD\s+Devnet USD\s+not on the list/)
    await s.amount.fill('0.01')
    await expect(s.output).not.toHaveValue('')
    const quoted = Number(await s.output.inputValue())

    const tx = wallet.holdNextTransaction()
    await s.button('Swap').click()
    await tx.requested
    await tx.confirm()
    // Someone else buys first: the price moves far past 0.5 % before the user's swap is mined.
    const weth = devnet.addresses.weth
    await (
      await router.getFunction('swapExactETHForTokens')(0n, [weth, token], owner.address, MaxUint256, {
        value: parseEther('0.2'),
        gasLimit: 300_000n,
      })
    ).wait()
    await tx.broadcast()

    await expect(app.toast(SLIPPAGE_TEXT)).toBeVisible()
    await expect.poll(async () => Number(await s.output.inputValue())).toBeLessThan(quoted * 0.9)
    await expect(s.balanceOut).toHaveText('0 USD')
    const seen = await app.seenToasts()
    expect(
      seen.filter((text) => text.startsWith('You have successfully swapped') || text === 'Transaction has failed.'),
    ).toEqual([])
    expect(
      await new Contract(token, ['function balanceOf(address) view returns (uint256)'], devnet.provider).getFunction(
        'balanceOf',
      )(account.address),
    ).toBe(0n)
  })

  test('an NFT buy beaten by another buyer names the NFT they got and the new price, on the card too', async ({
    app,
    page,
    devnet,
    wallet,
  }) => {
    const owner = await devnet.createAccount()
    const rival = await devnet.createAccount()
    const collection = await launchCollection(devnet, owner, { name: 'Beaten Buy' })
    await app.open(`/nft/collection?id=${collection}`)
    await app.connect()
    await expect(page.getByTestId('supply')).toHaveText('0')

    const tx = wallet.holdNextTransaction()
    await page.getByTestId('buy-nft').click()
    await tx.requested
    await tx.confirm()
    // The rival buys first at the same price: the collection's owner gets #1, the rival the next one.
    const nft = new Contract(
      collection,
      [
        'function getMintPrice() view returns (uint256)',
        'function mint(address to) payable returns (uint256)',
        'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
      ],
      devnet.signer(rival),
    )
    const receipt = await (
      await nft.getFunction('mint')(rival.address, { value: await nft.getFunction('getMintPrice')() })
    ).wait()
    const rivalToken = receipt.logs.map((log: { topics: string[] }) => BigInt(log.topics[3] ?? 0)).at(-1)
    await tx.broadcast()

    const nextPrice: bigint = await nft.getFunction('getMintPrice')()
    const text = `Someone bought NFT #${rivalToken} first; the next one costs ${formatAmount(nextPrice, 18, 6)} ETH.`
    await expect(app.toast(text)).toBeVisible()
    await expect(page.getByTestId('buy-failed')).toHaveText(text)
    await expect(page.getByTestId('buy-nft')).toHaveText(`Buy for ${formatAmount(nextPrice, 18, 6)} ETH`)
    await expect(page.getByTestId('supply')).toHaveText('2')
    expect(await app.seenToasts()).not.toContain(NFT_BOUGHT_TOAST)
  })
})
