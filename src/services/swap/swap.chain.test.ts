import { Contract, parseEther, parseUnits } from 'ethers'
import { devnetAccount } from '../../../devnet/accounts'
import { NATIVE_COIN_ADDRESS } from '../../config/constants'
import { setupAppChain } from '../../test/appChain'
import { TxFailedError } from '../errors'
import { SLIPPAGE_EXCEEDED_MESSAGE } from './swapErrors'
import { maximumSold } from './swapMath'
import { POOL_TOO_SMALL_MESSAGE, readQuote, readQuoteExactOut, readTokenInfo, type SwapContracts } from './swapReads'
import { sendSwap, sendSwapExactOut } from './swapWrites'

const env = setupAppChain()
const contracts = (): SwapContracts => ({
  router: env().chain.addresses.swapRouter,
  weth: env().chain.addresses.weth,
  native: NATIVE_COIN_ADDRESS,
})

describe('swap reads through the app batcher', () => {
  it('quotes ETH -> DEMO on the direct pair with the fee on the ETH side', async () => {
    const { reader, chain } = env()
    const a = chain.addresses
    const q = await readQuote(reader.batcher, contracts(), {
      tokenIn: NATIVE_COIN_ADDRESS,
      tokenOut: a.chatToken,
      amountIn: parseEther('1').toString(),
    })
    expect(q).toMatchObject({ kind: 'swap', path: [a.weth, a.chatToken], feeOnInput: true, feeBps: 80, noPool: false })
    expect(q.feeAmount).toBe(parseEther('0.008').toString())
    expect(q.priceImpactBps).toBe(909) // 1 / (10 + 1)
    expect(BigInt(q.amountOut)).toBeGreaterThan(parseEther('8900'))
  })

  it('routes DEMO -> USD through WETH, fee in USD; wrap is 1:1; an LP token has no pool', async () => {
    const { reader, chain } = env()
    const a = chain.addresses
    const q = await readQuote(reader.batcher, contracts(), {
      tokenIn: a.chatToken,
      tokenOut: a.usdToken,
      amountIn: parseEther('100').toString(),
    })
    expect(q.path).toEqual([a.chatToken, a.weth, a.usdToken])
    expect(q.feeOnInput).toBe(false)
    expect(BigInt(q.amountOut)).toBeGreaterThan(parseUnits('29', 6))
    const wrap = await readQuote(reader.batcher, contracts(), {
      tokenIn: NATIVE_COIN_ADDRESS,
      tokenOut: a.weth,
      amountIn: '5',
    })
    expect(wrap).toMatchObject({ kind: 'wrap', amountOut: '5', path: [] })
    const lp = await readQuote(reader.batcher, contracts(), {
      tokenIn: NATIVE_COIN_ADDRESS,
      tokenOut: a.demoWethPair,
      amountIn: '5',
    })
    expect(lp.noPool).toBe(true)
  })

  it('reads a pasted token, and rejects an address with no token', async () => {
    const { reader, chain } = env()
    expect(await readTokenInfo(reader.batcher, chain.addresses.usdToken)).toEqual({
      address: chain.addresses.usdToken,
      symbol: 'USD',
      name: 'Devnet USD',
      decimals: 6,
    })
    await expect(readTokenInfo(reader.batcher, devnetAccount(7).address)).rejects.toThrow()
  })
})

describe('sendSwap', () => {
  it('turns a slippage revert at gas estimation into plain words', async () => {
    const { reader, chain } = env()
    const a = chain.addresses
    const amountIn = parseEther('0.1').toString()
    const q = await readQuote(reader.batcher, contracts(), {
      tokenIn: NATIVE_COIN_ADDRESS,
      tokenOut: a.chatToken,
      amountIn,
    })
    const attempt = sendSwap(chain.signer(4), {
      router: a.swapRouter,
      method: 'ethForTokens',
      path: q.path,
      amountIn,
      amountOutMin: (BigInt(q.amountOut) + 1n).toString(),
      to: devnetAccount(4).address,
      deadline: String(Math.floor(Date.now() / 1000) + 600),
      referrer: devnetAccount(5).address,
    })
    await expect(attempt).rejects.toEqual(new TxFailedError(SLIPPAGE_EXCEEDED_MESSAGE))
  })
})

describe('exact output on Uniswap’s router (issue #39)', () => {
  const exactOutContracts = () => ({ ...contracts(), uniswapRouter: env().chain.addresses.uniswapV2Router })

  it('quotes getAmountsIn, buys exactly the amount wanted, and refuses more than the pool holds', async () => {
    const { reader, chain } = env()
    const a = chain.addresses
    const account = devnetAccount(6)
    const amountOut = parseEther('100').toString()
    const q = await readQuoteExactOut(reader.batcher, exactOutContracts(), {
      tokenIn: NATIVE_COIN_ADDRESS,
      tokenOut: a.chatToken,
      amountOut,
    })
    expect(q).toMatchObject({ kind: 'swap', tradeType: 'exactOut', path: [a.weth, a.chatToken], amountOut, feeBps: 0 })
    expect(BigInt(q.amountIn)).toBeGreaterThan(parseEther('0.01'))

    const demo = new Contract(a.chatToken, ['function balanceOf(address) view returns (uint256)'], chain.provider)
    const before: bigint = await demo.getFunction('balanceOf')(account.address)
    const tx = await sendSwapExactOut(chain.signer(6), {
      uniswapRouter: a.uniswapV2Router,
      method: 'ethForTokens',
      path: q.path,
      amountOut,
      amountInMax: maximumSold(BigInt(q.amountIn), 50).toString(),
      to: account.address,
      deadline: String(Math.floor(Date.now() / 1000) + 600),
    })
    await tx.wait()
    expect((await demo.getFunction('balanceOf')(account.address)) - before).toBe(parseEther('100'))

    await expect(
      readQuoteExactOut(reader.batcher, exactOutContracts(), {
        tokenIn: NATIVE_COIN_ADDRESS,
        tokenOut: a.chatToken,
        amountOut: parseEther('1000000000').toString(),
      }),
    ).rejects.toThrow(POOL_TOO_SMALL_MESSAGE)
  })
})
