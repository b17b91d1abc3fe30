import type { Signer, TransactionResponse } from 'ethers'
import { Contract } from 'ethers'
import { ZERO_ADDRESS } from '../../config/constants'
import { abiInterface } from '../chain/abiInterface'
import type { FunctionArgs, WriteFunctionName } from '../chain/typedAbi'
import { writeContract } from '../chain/writeContract'
import { TxFailedError } from '../errors'
import { SWAP_ROUTER_ABI, TOKEN_INFO_ABI, UNISWAP_ROUTER_ABI, WETH_ABI } from './swapAbi'
import { swapRevertMessage } from './swapErrors'
import type { SwapMethod } from './swapMath'

/** One swap as the router takes it; amounts are base-unit decimal strings, `deadline` unix seconds. */
export interface SwapRequest {
  router: string
  method: SwapMethod
  path: string[]
  amountIn: string
  amountOutMin: string
  to: string
  deadline: string
  /** The accepted referrer, or the zero address for none (the plain function is called then). */
  referrer: string
}

/**
 * Runs `send` and turns a swap-screen revert found at gas estimation into a TxFailedError with plain words, which the
 * transaction runner shows as is; anything else (a rejection, a network error) is rethrown untouched.
 */
export async function withSwapErrors(send: () => Promise<TransactionResponse>): Promise<TransactionResponse> {
  try {
    return await send()
  } catch (error) {
    const message = swapRevertMessage(error)
    if (message) throw new TxFailedError(message)
    throw error
  }
}

/** Gas sent with a swap, in percent of the estimate. */
const SWAP_GAS_MARGIN_PERCENT = 130n

type RouterAbi = typeof SWAP_ROUTER_ABI | typeof UNISWAP_ROUTER_ABI

/** One router call, its arguments checked against the ABI where it is built (`routerCall`, `uniswapCall`). */
interface RouterCall {
  abi: RouterAbi
  fn: string
  args: readonly unknown[]
}

/** A typed site router call: the name and the arguments are checked against SWAP_ROUTER_ABI at compile time. */
const routerCall = <const N extends WriteFunctionName<typeof SWAP_ROUTER_ABI>>(
  fn: N,
  args: FunctionArgs<typeof SWAP_ROUTER_ABI, N>,
): RouterCall => ({ abi: SWAP_ROUTER_ABI, fn, args: args as readonly unknown[] })

/** A typed Uniswap router call, checked against UNISWAP_ROUTER_ABI at compile time. */
const uniswapCall = <const N extends WriteFunctionName<typeof UNISWAP_ROUTER_ABI>>(
  fn: N,
  args: FunctionArgs<typeof UNISWAP_ROUTER_ABI, N>,
): RouterCall => ({ abi: UNISWAP_ROUTER_ABI, fn, args: args as readonly unknown[] })

/**
 * A router write with 30 % more gas than estimated. A Uniswap pair updates its cumulative prices (two storage
 * writes) only when the block time moved since its last trade, so an estimate made against a block with the same
 * timestamp falls ~40k gas short per pair and the swap would run out of gas once mined.
 */
async function writeRouter(
  signer: Signer,
  router: string,
  { abi, fn, args }: RouterCall,
  value?: bigint,
): Promise<TransactionResponse> {
  const overrides = value === undefined ? {} : { value }
  const contract = new Contract(router, abiInterface(abi), signer)
  const estimate: bigint = await contract.getFunction(fn).estimateGas(...args, overrides)
  const gasLimit = (estimate * SWAP_GAS_MARGIN_PERCENT) / 100n
  // The arguments were checked by routerCall/uniswapCall; a name only known at run time cannot be re-checked here.
  return writeContract(signer, router, abi, fn as never, args as never, { ...overrides, gasLimit })
}

/** Sends the swap through the site router: the `...WithReferrer` form when there is a referrer. */
export function sendSwap(signer: Signer, r: SwapRequest): Promise<TransactionResponse> {
  const amountIn = BigInt(r.amountIn)
  const min = BigInt(r.amountOutMin)
  const deadline = BigInt(r.deadline)
  const hasReferrer = r.referrer.toLowerCase() !== ZERO_ADDRESS
  return withSwapErrors(() => {
    switch (r.method) {
      case 'ethForTokens':
        return hasReferrer
          ? writeRouter(
              signer,
              r.router,
              routerCall('swapExactETHForTokensWithReferrer', [min, r.path, r.to, deadline, r.referrer]),
              amountIn,
            )
          : writeRouter(signer, r.router, routerCall('swapExactETHForTokens', [min, r.path, r.to, deadline]), amountIn)
      case 'tokensForEth':
        return hasReferrer
          ? writeRouter(
              signer,
              r.router,
              routerCall('swapExactTokensForETHWithReferrer', [amountIn, min, r.path, r.to, deadline, r.referrer]),
            )
          : writeRouter(signer, r.router, routerCall('swapExactTokensForETH', [amountIn, min, r.path, r.to, deadline]))
      case 'tokensForTokens':
        return hasReferrer
          ? writeRouter(
              signer,
              r.router,
              routerCall('swapExactTokensForTokensWithReferrer', [amountIn, min, r.path, r.to, deadline, r.referrer]),
            )
          : writeRouter(
              signer,
              r.router,
              routerCall('swapExactTokensForTokens', [amountIn, min, r.path, r.to, deadline]),
            )
    }
  })
}

/** One exact-output swap on Uniswap's router; amounts are base-unit decimal strings, `deadline` unix seconds. */
export interface ExactOutSwapRequest {
  /** UniswapV2Router02's address (the site router's `uniswapRouter()`). */
  uniswapRouter: string
  method: SwapMethod
  path: string[]
  amountOut: string
  /** The most the user sells: the quoted input plus the slippage; for ETH, the value sent (the rest comes back). */
  amountInMax: string
  to: string
  deadline: string
}

/** Sends an exact-output swap (issue #39, "I want 100 DEMO") through Uniswap's router. */
export function sendSwapExactOut(signer: Signer, r: ExactOutSwapRequest): Promise<TransactionResponse> {
  const out = BigInt(r.amountOut)
  const max = BigInt(r.amountInMax)
  const deadline = BigInt(r.deadline)
  return withSwapErrors(() => {
    switch (r.method) {
      case 'ethForTokens':
        return writeRouter(
          signer,
          r.uniswapRouter,
          uniswapCall('swapETHForExactTokens', [out, r.path, r.to, deadline]),
          max,
        )
      case 'tokensForEth':
        return writeRouter(
          signer,
          r.uniswapRouter,
          uniswapCall('swapTokensForExactETH', [out, max, r.path, r.to, deadline]),
        )
      case 'tokensForTokens':
        return writeRouter(
          signer,
          r.uniswapRouter,
          uniswapCall('swapTokensForExactTokens', [out, max, r.path, r.to, deadline]),
        )
    }
  })
}

/** ERC-20 `approve(spender, amount)`; `amount` in base units (decimal string). */
export function sendApprove(signer: Signer, token: string, spender: string, amount: string) {
  return withSwapErrors(() => writeContract(signer, token, TOKEN_INFO_ABI, 'approve', [spender, BigInt(amount)]))
}

/** WETH `deposit()` with `amount` wei: wraps ETH 1:1. */
export function sendWrap(signer: Signer, weth: string, amount: string) {
  return withSwapErrors(() => writeContract(signer, weth, WETH_ABI, 'deposit', [], { value: BigInt(amount) }))
}

/** WETH `withdraw(amount)`: unwraps WETH 1:1. */
export function sendUnwrap(signer: Signer, weth: string, amount: string) {
  return withSwapErrors(() => writeContract(signer, weth, WETH_ABI, 'withdraw', [BigInt(amount)]))
}
