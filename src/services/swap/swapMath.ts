/**
 * Pure swap arithmetic and routing (issue #13), shared by the swap services and the screen. No ethers: amounts are
 * bigint in base units, addresses are compared case-insensitively.
 */

/** Basis points in 100 %. */
export const BPS = 10_000

/** Deadline used when the Site Settings value is not a positive number of minutes (spec §9 default: 20). */
export const DEFAULT_DEADLINE_MINUTES = 20

/** What a pair of tokens does: wrap/unwrap ETH <-> WETH 1:1 on WETH itself, or a swap through the site router. */
export type SwapKind = 'wrap' | 'unwrap' | 'swap'

/** Which SwapRouter function family a swap uses, from whether each side is the native coin. */
export type SwapMethod = 'ethForTokens' | 'tokensForEth' | 'tokensForTokens'

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The operation for `tokenIn` -> `tokenOut`, where native is the native coin's placeholder address. */
export function swapKind(tokenIn: string, tokenOut: string, native: string, weth: string): SwapKind {
  if (same(tokenIn, native) && same(tokenOut, weth)) return 'wrap'
  if (same(tokenIn, weth) && same(tokenOut, native)) return 'unwrap'
  return 'swap'
}

/** The router function family for a swap between these sides. */
export function swapMethod(tokenIn: string, tokenOut: string, native: string): SwapMethod {
  if (same(tokenIn, native)) return 'ethForTokens'
  if (same(tokenOut, native)) return 'tokensForEth'
  return 'tokensForTokens'
}

/** The ERC-20 a side trades as on Uniswap: WETH for the native coin, else the token itself. */
export const onChainToken = (token: string, native: string, weth: string): string =>
  same(token, native) ? weth : token

/** Which pairs exist (true = the factory has it) around a trade of `a` for `b` (both already mapped to ERC-20s). */
export interface PairsFound {
  direct: boolean
  aWithWeth: boolean
  wethWithB: boolean
}

/**
 * The Uniswap path for `a` -> `b` (ERC-20 addresses): the direct pair when it exists, else through WETH when both
 * legs exist, else null (no pool). Both sides being the same token is no route either.
 */
export function routePath(a: string, b: string, weth: string, pairs: PairsFound): string[] | null {
  if (same(a, b)) return null
  if (pairs.direct) return [a, b]
  if (same(a, weth) || same(b, weth)) return null
  return pairs.aWithWeth && pairs.wethWithB ? [a, weth, b] : null
}

/** The least a swap may deliver: `amountOut` minus `slippageBps` of it, rounded down. */
export function minimumReceived(amountOut: bigint, slippageBps: number): bigint {
  const bps = BigInt(Math.min(Math.max(Math.trunc(slippageBps), 0), BPS))
  return (amountOut * (BigInt(BPS) - bps)) / BigInt(BPS)
}

/** The most an exact-output swap may sell: `amountIn` plus `slippageBps` of it, rounded down (Uniswap's rule). */
export function maximumSold(amountIn: bigint, slippageBps: number): bigint {
  const bps = BigInt(Math.min(Math.max(Math.trunc(slippageBps), 0), BPS))
  return (amountIn * (BigInt(BPS) + bps)) / BigInt(BPS)
}

/** Minutes from the Site Settings deadline text; anything but a positive number gives the default (20). */
export function deadlineMinutes(text: string): number {
  const value = Number(text.trim())
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_DEADLINE_MINUTES
}

/** The swap deadline in unix seconds: now plus the settings' minutes (rounded down to a whole second). */
export function deadlineFrom(text: string, nowMs: number): bigint {
  return BigInt(Math.floor(nowMs / 1000 + deadlineMinutes(text) * 60))
}

/**
 * The site fee of a quote, in base units of the token it is paid in: off the input when the path starts at WETH
 * (`feeOnInput`), else off the output. `amountOut` is the router's net quote; the gross output is net / (1 - fee).
 */
export function siteFee(amountIn: bigint, amountOut: bigint, feeBps: number, feeOnInput: boolean): bigint {
  const fee = BigInt(feeBps)
  if (feeOnInput) return (amountIn * fee) / BigInt(BPS)
  return (amountOut * fee) / (BigInt(BPS) - fee)
}

/** A bips figure as a percent text with up to two decimals ('0.8%', '12.34%', '<0.01%' for a positive sliver). */
export function formatBps(bps: number): string {
  if (bps > 0 && bps < 1) return '<0.01%'
  return `${Number((bps / 100).toFixed(2))}%`
}
