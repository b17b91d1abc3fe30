import type { Signer, TransactionResponse } from 'ethers'
import { Contract } from 'ethers'
import { ZERO_ADDRESS } from '../../config/constants'
import { abiInterface } from '../chain/abiInterface'
import type { FunctionArgs, WriteFunctionName } from '../chain/typedAbi'
import { writeContract } from '../chain/writeContract'
import { TxFailedError } from '../errors'
import { SWAP_ROUTER_ABI, TOKEN_INFO_ABI, WETH_ABI } from './swapAbi'
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

type RouterAbi = typeof SWAP_ROUTER_ABI

/** One router call, its arguments checked against the ABI where it is built (`routerCall`). */
interface RouterCall {
  fn: WriteFunctionName<RouterAbi>
  args: readonly unknown[]
}

/** A typed router call: the name and the arguments are checked against SWAP_ROUTER_ABI at compile time. */
const routerCall = <const N extends WriteFunctionName<RouterAbi>>(
  fn: N,
  args: FunctionArgs<RouterAbi, N>,
): RouterCall => ({
  fn,
  args: args as readonly unknown[],
})

/**
 * A router write with 30 % more gas than estimated. A Uniswap pair updates its cumulative prices (two storage
 * writes) only when the block time moved since its last trade, so an estimate made against a block with the same
 * timestamp falls ~40k gas short per pair and the swap would run out of gas once mined.
 */
async function writeRouter(
  signer: Signer,
  router: string,
  { fn, args }: RouterCall,
  value?: bigint,
): Promise<TransactionResponse> {
  const overrides = value === undefined ? {} : { value }
  const contract = new Contract(router, abiInterface(SWAP_ROUTER_ABI), signer)
  const estimate: bigint = await contract.getFunction(fn).estimateGas(...args, overrides)
  const gasLimit = (estimate * SWAP_GAS_MARGIN_PERCENT) / 100n
  // The arguments were checked by routerCall; writeContract cannot re-check a name only known at run time.
  return writeContract(signer, router, SWAP_ROUTER_ABI, fn, args as never, { ...overrides, gasLimit })
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
