import type { Signer, TransactionResponse } from 'ethers'
import { ZERO_ADDRESS } from '../../config/constants'
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
          ? writeContract(
              signer,
              r.router,
              SWAP_ROUTER_ABI,
              'swapExactETHForTokensWithReferrer',
              [min, r.path, r.to, deadline, r.referrer],
              { value: amountIn },
            )
          : writeContract(signer, r.router, SWAP_ROUTER_ABI, 'swapExactETHForTokens', [min, r.path, r.to, deadline], {
              value: amountIn,
            })
      case 'tokensForEth':
        return hasReferrer
          ? writeContract(signer, r.router, SWAP_ROUTER_ABI, 'swapExactTokensForETHWithReferrer', [
              amountIn,
              min,
              r.path,
              r.to,
              deadline,
              r.referrer,
            ])
          : writeContract(signer, r.router, SWAP_ROUTER_ABI, 'swapExactTokensForETH', [
              amountIn,
              min,
              r.path,
              r.to,
              deadline,
            ])
      case 'tokensForTokens':
        return hasReferrer
          ? writeContract(signer, r.router, SWAP_ROUTER_ABI, 'swapExactTokensForTokensWithReferrer', [
              amountIn,
              min,
              r.path,
              r.to,
              deadline,
              r.referrer,
            ])
          : writeContract(signer, r.router, SWAP_ROUTER_ABI, 'swapExactTokensForTokens', [
              amountIn,
              min,
              r.path,
              r.to,
              deadline,
            ])
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
