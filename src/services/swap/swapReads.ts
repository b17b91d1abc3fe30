import type { CallBatcher } from '../chain/rpc/callBatcher'
import { readContract } from '../chain/rpc/readContract'
import { ZERO_ADDRESS } from '../../config/constants'
import { getRevertReason } from '../errors'
import { NO_LIQUIDITY_MESSAGE, swapRevertMessage } from './swapErrors'
import { SWAP_ROUTER_ABI, TOKEN_INFO_ABI, UNISWAP_ROUTER_ABI } from './swapAbi'
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

/** An exact-output quote request: the output wanted in base units (decimal string). */
export interface ExactOutRequest {
  tokenIn: string
  tokenOut: string
  amountOut: string
}

/** Which amount the user typed (Uniswap's TradeType): the input sold, or the output wanted. */
export type TradeType = 'exactIn' | 'exactOut'

/** A quote as the screen shows it; amounts are decimal strings in base units (no bigint in Redux). */
export interface SwapQuote {
  kind: SwapKind
  /** exactIn: `amountIn` is typed and `amountOut` quoted; exactOut: the other way round (Uniswap's router, no fee). */
  tradeType: TradeType
  /** Uniswap path of ERC-20 addresses ([] for wrap/unwrap and when there is no pool). */
  path: string[]
  amountIn: string
  /** What the swap delivers, net of the site fee (the router's getAmountsOut); the wanted amount for exactOut. */
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

/** The Uniswap path of a swap between two sides (the native coin as WETH), or null when no pool joins them. */
async function findPath(batcher: CallBatcher, c: SwapContracts, tokenIn: string, tokenOut: string) {
  const a = onChainToken(tokenIn, c.native, c.weth)
  const b = onChainToken(tokenOut, c.native, c.weth)
  const [direct, aWithWeth, wethWithB] = await Promise.all([
    readContract(batcher, c.router, SWAP_ROUTER_ABI, 'getPair', [a, b]),
    readContract(batcher, c.router, SWAP_ROUTER_ABI, 'getPair', [a, c.weth]),
    readContract(batcher, c.router, SWAP_ROUTER_ABI, 'getPair', [c.weth, b]),
  ])
  const path = routePath(a, b, c.weth, {
    direct: !isZero(direct),
    aWithWeth: !isZero(aWithWeth),
    wethWithB: !isZero(wethWithB),
  })
  return { a, b, path }
}

const noPoolQuote = (tradeType: TradeType, amountIn: string, amountOut: string): SwapQuote => ({
  kind: 'swap',
  tradeType,
  path: [],
  amountIn,
  amountOut,
  priceImpactBps: 0,
  feeBps: 0,
  feeAmount: '0',
  feeOnInput: false,
  noPool: true,
})

/** A wrap or unwrap: WETH and ETH 1:1, no route, no fee. */
const oneToOneQuote = (kind: SwapKind, tradeType: TradeType, amount: string): SwapQuote => ({
  kind,
  tradeType,
  path: [],
  amountIn: amount,
  amountOut: amount,
  priceImpactBps: 0,
  feeBps: 0,
  feeAmount: '0',
  feeOnInput: false,
  noPool: false,
})

/** Whether a quote read failed because the pool is empty or holds less than the trade takes (Uniswap's library). */
const isShortPool = (error: unknown) => {
  if (swapRevertMessage(error) === NO_LIQUIDITY_MESSAGE) return true
  const reason = getRevertReason(error)
  return reason?.kind === 'reason' && /ds-math-sub-underflow/.test(reason.reason)
}

/**
 * Quotes `amountIn` of `tokenIn` for `tokenOut` (issue #13): wrap/unwrap are 1:1 without fee; a swap finds its
 * route (direct pair, else through WETH) and asks the router for the net output and the price impact, in two
 * batched rounds. An empty or missing pool gives `noPool` instead of an error.
 */
export async function readQuote(batcher: CallBatcher, c: SwapContracts, request: QuoteRequest): Promise<SwapQuote> {
  const kind = swapKind(request.tokenIn, request.tokenOut, c.native, c.weth)
  if (kind !== 'swap') return oneToOneQuote(kind, 'exactIn', request.amountIn)
  const base = { kind, tradeType: 'exactIn' as const, amountIn: request.amountIn, priceImpactBps: 0, feeBps: 0 }
  const noPool = noPoolQuote('exactIn', request.amountIn, '0')
  const [{ a, b, path }, feeBps] = await Promise.all([
    findPath(batcher, c, request.tokenIn, request.tokenOut),
    readContract(batcher, c.router, SWAP_ROUTER_ABI, 'feeBps'),
  ])
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
      ...base,
      path,
      amountOut: amountOut.toString(),
      priceImpactBps: Number(impact),
      feeBps: Number(feeBps),
      feeAmount: siteFee(amountIn, amountOut, Number(feeBps), feeOnInput).toString(),
      feeOnInput,
      noPool: false,
    }
  } catch (error) {
    // A pool with no reserves (or drained by the trade) reverts in Uniswap's library: that is "no pool" here.
    if (isShortPool(error)) return noPool
    throw error
  }
}

/** The message of an exact-output quote for more than the pool holds. */
export const POOL_TOO_SMALL_MESSAGE = 'The pool holds less than that. Ask for a smaller amount.'

/**
 * Quotes what `amountOut` of `tokenOut` costs in `tokenIn` (issue #39, exact output): wrap/unwrap are 1:1; a swap
 * takes the site router's route and asks Uniswap's router (`uniswapRouter`) for getAmountsIn, since exact-output
 * swaps run there without the site fee; the price impact is the site router's for that input. No pool gives
 * `noPool`; an output the pool cannot give rejects with POOL_TOO_SMALL_MESSAGE.
 */
export async function readQuoteExactOut(
  batcher: CallBatcher,
  c: SwapContracts & { uniswapRouter: string },
  request: ExactOutRequest,
): Promise<SwapQuote> {
  const kind = swapKind(request.tokenIn, request.tokenOut, c.native, c.weth)
  const { amountOut } = request
  if (kind !== 'swap') return oneToOneQuote(kind, 'exactOut', amountOut)
  const { a, b, path } = await findPath(batcher, c, request.tokenIn, request.tokenOut)
  if (path === null) return noPoolQuote('exactOut', '0', amountOut)
  let amountIn: bigint
  try {
    const amounts = await readContract(batcher, c.uniswapRouter, UNISWAP_ROUTER_ABI, 'getAmountsIn', [
      BigInt(amountOut),
      path,
    ])
    amountIn = amounts[0] ?? 0n
  } catch (error) {
    if (isShortPool(error)) throw new Error(POOL_TOO_SMALL_MESSAGE)
    throw error
  }
  const impact = await readContract(batcher, c.router, SWAP_ROUTER_ABI, 'getPriceImpact', [a, b, amountIn])
  return {
    kind,
    tradeType: 'exactOut',
    path,
    amountIn: amountIn.toString(),
    amountOut,
    priceImpactBps: Number(impact),
    feeBps: 0,
    feeAmount: '0',
    feeOnInput: false,
    noPool: false,
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
