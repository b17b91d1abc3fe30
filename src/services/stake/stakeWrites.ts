import type { Signer, TransactionResponse } from 'ethers'
import { ERC20_ABI } from '../chain/abis'
import { writeContract } from '../chain/writeContract'
import { minAfterSlippage } from './liquidity'
import { LIQUIDITY_ROUTER_ABI, STAKING_ABI } from './stakeAbi'

/** An ERC-20 approval of exactly `amountWei` (never unlimited) for `spender`. */
export interface ApproveRequest {
  token: string
  spender: string
  amountWei: string
}

/** Adding DEMO/ETH liquidity: the chat tokens, the ETH the router quoted for them, and the slippage allowed. */
export interface AddLiquidityRequest {
  router: string
  chatToken: string
  demoWei: string
  ethWei: string
  slippageBps: number
  /** Unix seconds. */
  deadline: number
  /** Receives the LP tokens. */
  to: string
}

/** Removing liquidity: the LP tokens to burn and the previewed payout the minimums are taken from. */
export interface RemoveLiquidityRequest {
  router: string
  chatToken: string
  lpWei: string
  demoWei: string
  ethWei: string
  slippageBps: number
  deadline: number
  /** Receives the chat tokens and ETH. */
  to: string
}

/** ERC-20 `approve(spender, amount)`. */
export const sendApprove = (
  signer: Signer,
  { token, spender, amountWei }: ApproveRequest,
): Promise<TransactionResponse> => writeContract(signer, token, ERC20_ABI, 'approve', [spender, BigInt(amountWei)])

/**
 * Router `addLiquidityETH`, paying the quoted ETH; the minimums are the amounts less the slippage. The router refunds
 * whatever the pool did not take, in tokens and in ETH.
 */
export const sendAddLiquidity = (signer: Signer, request: AddLiquidityRequest): Promise<TransactionResponse> =>
  writeContract(
    signer,
    request.router,
    LIQUIDITY_ROUTER_ABI,
    'addLiquidityETH',
    [
      request.chatToken,
      BigInt(request.demoWei),
      BigInt(minAfterSlippage(request.demoWei, request.slippageBps)),
      BigInt(minAfterSlippage(request.ethWei, request.slippageBps)),
      request.to,
      BigInt(request.deadline),
    ],
    { value: BigInt(request.ethWei) },
  )

/** Router `removeLiquidityETH` of `lpWei`, accepting the previewed payout less the slippage. */
export const sendRemoveLiquidity = (signer: Signer, request: RemoveLiquidityRequest): Promise<TransactionResponse> =>
  writeContract(signer, request.router, LIQUIDITY_ROUTER_ABI, 'removeLiquidityETH', [
    request.chatToken,
    BigInt(request.lpWei),
    BigInt(minAfterSlippage(request.demoWei, request.slippageBps)),
    BigInt(minAfterSlippage(request.ethWei, request.slippageBps)),
    request.to,
    BigInt(request.deadline),
  ])

/** Staking `deposit(amount)` of LP tokens (approved first). */
export const sendDeposit = (signer: Signer, staking: string, amountWei: string): Promise<TransactionResponse> =>
  writeContract(signer, staking, STAKING_ABI, 'deposit', [BigInt(amountWei)])

/** Staking `withdraw(amount)`: claims the rewards and returns `amount` LP tokens. */
export const sendWithdraw = (signer: Signer, staking: string, amountWei: string): Promise<TransactionResponse> =>
  writeContract(signer, staking, STAKING_ABI, 'withdraw', [BigInt(amountWei)])

/** Staking `claimRewards()`. */
export const sendClaimRewards = (signer: Signer, staking: string): Promise<TransactionResponse> =>
  writeContract(signer, staking, STAKING_ABI, 'claimRewards', [])
