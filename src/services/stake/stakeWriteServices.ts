import type { Signer, TransactionResponse } from 'ethers'
import { config } from '../../config'
import { getChainReader } from '../chain/readProvider'
import type { TxSummary } from '../tx/runTransaction'
import { runTransaction } from '../tx/runTransaction'
import { registerStakeErrors } from './stakeErrors'
import type { AddLiquidityRequest, ApproveRequest, RemoveLiquidityRequest } from './stakeWrites'
import {
  sendAddLiquidity,
  sendApprove,
  sendClaimRewards,
  sendDeposit,
  sendRemoveLiquidity,
  sendWithdraw,
} from './stakeWrites'

/**
 * The stake screen's writes, each through the one transaction lifecycle (toasts, receipt on the site's RPC). They
 * carry ethers' `Contract` and the runner, so stakeServices loads this chunk on the first write.
 */
registerStakeErrors()

const run = (send: (signer: Signer) => Promise<TransactionResponse>, successMessage: string): Promise<TxSummary> =>
  runTransaction(send, { successMessage, reader: getChainReader(config) })

/** ERC-20 approve through the runner. */
export const approve = (request: ApproveRequest, successMessage: string) =>
  run((signer) => sendApprove(signer, request), successMessage)

/** Router addLiquidityETH through the runner. */
export const addLiquidity = (request: AddLiquidityRequest, successMessage: string) =>
  run((signer) => sendAddLiquidity(signer, request), successMessage)

/** Router removeLiquidityETH through the runner. */
export const removeLiquidity = (request: RemoveLiquidityRequest, successMessage: string) =>
  run((signer) => sendRemoveLiquidity(signer, request), successMessage)

/** Staking deposit through the runner. */
export const deposit = (amountWei: string, successMessage: string) =>
  run((signer) => sendDeposit(signer, config.stakingContractAddress, amountWei), successMessage)

/** Staking withdraw (claims too) through the runner. */
export const withdraw = (amountWei: string, successMessage: string) =>
  run((signer) => sendWithdraw(signer, config.stakingContractAddress, amountWei), successMessage)

/** Staking claimRewards through the runner. */
export const claimRewards = (successMessage: string) =>
  run((signer) => sendClaimRewards(signer, config.stakingContractAddress), successMessage)
