import type { CallBatcher } from '../chain/rpc/callBatcher'
import { readContract } from '../chain/rpc/readContract'
import { ZERO_ADDRESS } from '../../config/constants'
import { NO_LIQUIDITY_MESSAGE, swapRevertMessage } from './swapErrors'
import { SWAP_ROUTER_ABI, TOKEN_INFO_ABI } from './swapAbi'
import { onChainToken, routePath, siteFee, swapKind, type SwapKind } from './swapMath'

/** Where the swap reads go: the site router, WETH and the native coin's placeholder address. */
export interface SwapContracts {
  router: string
  weth: string
  native: string
}

/** A quote request: token addresses (the native placeholder for ETH) and the input in base units (decimal string). */
export interface QuoteRequest {
  tokenIn: string
  tokenOut: string
  amountIn: string
}

/** A quote as the screen shows it; amounts are decimal strings in base units (no bigint in Redux). */
export interface SwapQuote {
  kind: SwapKind
  /** Uniswap path of ERC-20 addresses ([] for wrap/unwrap and when there is no pool). */
  path: string[]
  amountIn: string
  /** What the swap delivers, net of the site fee (the router's getAmountsOut). */
  amountOut: string
  priceImpactBps: number
  feeBps: number
  /** The site fee in base units of the input token (`feeOnInput`) or the output token. */
  feeAmount: string
  feeOnInput: boolean
  /** No pool holds both tokens (directly or through WETH), or it holds too little. */
  noPool: boolean
}

const isZero = (address: string) => address.toLowerCase() === ZERO_ADDRESS

/**
 * Quotes `amountIn` of `tokenIn` for `tokenOut` (issue #13): wrap/unwrap are 1:1 without fee; a swap finds its
 * route (direct pair, else through WETH) and asks the router for the net output and the price impact, in two
 * batched rounds. An empty or missing pool gives `noPool` instead of an error.
 */
export async function readQuote(batcher: CallBatcher, c: SwapContracts, request: QuoteRequest): Promise<SwapQuote> {
  const kind = swapKind(request.tokenIn, request.tokenOut, c.native, c.weth)
  const base = { kind, amountIn: request.amountIn, priceImpactBps: 0, feeBps: 0, feeAmount: '0' }
  if (kind !== 'swap') return { ...base, path: [], amountOut: request.amountIn, feeOnInput: false, noPool: false }
  const a = onChainToken(request.tokenIn, c.native, c.weth)
  const b = onChainToken(request.tokenOut, c.native, c.weth)
  const noPool: SwapQuote = { ...base, path: [], amountOut: '0', feeOnInput: false, noPool: true }
  const [direct, aWithWeth, wethWithB, feeBps] = await Promise.all([
    readContract(batcher, c.router, SWAP_ROUTER_ABI, 'getPair', [a, b]),
    readContract(batcher, c.router, SWAP_ROUTER_ABI, 'getPair', [a, c.weth]),
    readContract(batcher, c.router, SWAP_ROUTER_ABI, 'getPair', [c.weth, b]),
    readContract(batcher, c.router, SWAP_ROUTER_ABI, 'feeBps'),
  ])
  const path = routePath(a, b, c.weth, {
    direct: !isZero(direct),
    aWithWeth: !isZero(aWithWeth),
    wethWithB: !isZero(wethWithB),
  })
  if (path === null) return noPool
  const amountIn = BigInt(request.amountIn)
  try {
    const [amounts, impact] = await Promise.all([
      readContract(batcher, c.router, SWAP_ROUTER_ABI, 'getAmountsOut', [amountIn, path]),
      readContract(batcher, c.router, SWAP_ROUTER_ABI, 'getPriceImpact', [a, b, amountIn]),
    ])
    const amountOut = amounts[amounts.length - 1] ?? 0n
    const feeOnInput = path[0]?.toLowerCase() === c.weth.toLowerCase()
    return {
      kind,
      path,
      amountIn: request.amountIn,
      amountOut: amountOut.toString(),
      priceImpactBps: Number(impact),
      feeBps: Number(feeBps),
      feeAmount: siteFee(amountIn, amountOut, Number(feeBps), feeOnInput).toString(),
      feeOnInput,
      noPool: false,
    }
  } catch (error) {
    // A pool with no reserves (or drained by the trade) reverts in Uniswap's library: that is "no pool" here.
    if (swapRevertMessage(error) === NO_LIQUIDITY_MESSAGE) return noPool
    throw error
  }
}

/** The allowance `owner` gave `spender` on `token`, base units as a decimal string. */
export async function readAllowance(batcher: CallBatcher, token: string, owner: string, spender: string) {
  return (await readContract(batcher, token, TOKEN_INFO_ABI, 'allowance', [owner, spender])).toString()
}

/** What the picker shows of a pasted ERC-20 address. */
export interface TokenInfo {
  address: string
  symbol: string
  name: string
  decimals: number
}

/** Reads symbol, name and decimals of the ERC-20 at `address` (checksummed); rejects when it is not one. */
export async function readTokenInfo(batcher: CallBatcher, address: string): Promise<TokenInfo> {
  const [symbol, name, decimals] = await Promise.all([
    readContract(batcher, address, TOKEN_INFO_ABI, 'symbol'),
    readContract(batcher, address, TOKEN_INFO_ABI, 'name'),
    readContract(batcher, address, TOKEN_INFO_ABI, 'decimals'),
  ])
  return { address, symbol, name, decimals: Number(decimals) }
}
