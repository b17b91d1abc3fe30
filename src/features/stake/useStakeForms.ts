import { useState } from 'react'
import { config } from '../../config'
import { useWalletSession } from '../../store/useWalletSession'
import { exactText } from './amounts'
import { stakeMessages } from './messages'
import type { AmountCheck } from './stakeChecks'
import { checkDeposit, checkWithdraw, claimBlocker, withdrawBlocker } from './stakeChecks'
import type { StakeOverviewData } from './stakeApi'
import { useClaimStakeRewardsMutation, useDepositStakeMutation, useWithdrawStakeMutation } from './stakeApi'
import type { StakerState } from '../../services/stake/stakeReads'
import { lockSecondsLeft } from './time'
import { useApproveStep } from './useApproveStep'
import { useChainClock } from './useChainClock'

export const ENTER_AMOUNT = 'Enter an amount.'
export const LOADING_STAKE = 'Loading your stake…'

const NO_CHECK: AmountCheck = { wei: null, message: '' }

/** An amount form of the stake screen: the typed text, its check, and what its button says and does. */
export interface StakeAmountForm {
  text: string
  setText: (text: string) => void
  /** Fills in the whole balance the form draws on (nothing while it loads). */
  setMax: () => void
  /** The connected staker's position and wallet; null while loading or disconnected. */
  staker: StakerState | null
  check: AmountCheck
  /** Why the button is disabled ('' when it is not). */
  reason: string
  isBusy: boolean
  /** Runs the form's next step; never rejects (the transaction lifecycle toasts the outcome). */
  submit: () => Promise<void>
}

/**
 * Deposit (issue #14): approve the LP tokens for the staking contract (exactly the amount), then deposit them;
 * the min, max and balance come from `overview`. The text clears once the deposit is confirmed.
 */
export function useDepositForm(overview: StakeOverviewData | undefined): StakeAmountForm & { needsApproval: boolean } {
  const { address } = useWalletSession()
  const staker = overview?.staker ?? null
  const [text, setText] = useState('')
  const check =
    overview && staker
      ? checkDeposit(text, {
          lpBalanceWei: staker.lpBalanceWei,
          stakedWei: staker.stakedWei,
          minDepositWei: overview.minDepositWei,
          maxDepositWei: overview.maxDepositWei,
        })
      : NO_CHECK
  const amount = text.trim()
  const approval = useApproveStep({
    owner: address,
    token: config.lpTokenAddress,
    spender: config.stakingContractAddress,
    allowanceWei: staker?.lpStakingAllowanceWei ?? '0',
    amountWei: check.wei,
    successMessage: stakeMessages.approveLpForStaking(amount),
  })
  const [deposit, { isLoading }] = useDepositStakeMutation()

  const submit = async () => {
    const amountWei = check.wei
    if (!address || amountWei === null) return
    const act = () => deposit({ owner: address, amountWei, successMessage: stakeMessages.deposit(amount) })
    if (await approval.next(act)) setText('')
  }
  return {
    text,
    setText,
    setMax: () => {
      if (staker) setText(exactText(staker.lpBalanceWei))
    },
    staker,
    check,
    reason: !staker ? LOADING_STAKE : !amount ? ENTER_AMOUNT : check.message,
    isBusy: approval.isApproving || isLoading,
    needsApproval: approval.needsApproval,
    submit,
  }
}

/**
 * Withdraw (issue #14): staked LP back to the wallet, claiming the rewards too; blocked with the time left while the
 * stake is locked (on the chain's clock). The text clears once the withdrawal is confirmed.
 */
export function useWithdrawForm(overview: StakeOverviewData | undefined): StakeAmountForm & { blocker: string } {
  const { address } = useWalletSession()
  const now = useChainClock(overview)
  const staker = overview?.staker ?? null
  const [text, setText] = useState('')
  const [withdraw, { isLoading }] = useWithdrawStakeMutation()
  const lockedSeconds = overview && now !== null ? lockSecondsLeft(overview, now) : 0
  const blocker = staker ? withdrawBlocker({ stakedWei: staker.stakedWei, lockedSeconds }) : LOADING_STAKE
  const check =
    overview && staker
      ? checkWithdraw(text, { stakedWei: staker.stakedWei, minDepositWei: overview.minDepositWei, lockedSeconds })
      : NO_CHECK
  const amount = text.trim()

  const submit = async () => {
    if (!address || blocker || check.wei === null) return
    const result = await withdraw({
      owner: address,
      amountWei: check.wei,
      successMessage: stakeMessages.withdraw(amount),
    })
    if ('data' in result) setText('')
  }
  return {
    text,
    setText,
    setMax: () => {
      if (staker) setText(exactText(staker.stakedWei))
    },
    staker,
    check,
    blocker,
    reason: blocker || (!amount ? ENTER_AMOUNT : check.message),
    isBusy: isLoading,
    submit,
  }
}

/** Claim (issue #14): the ETH rewards owed so far, blocked with the reason when there are none. */
export function useClaimForm(overview: StakeOverviewData | undefined) {
  const { address } = useWalletSession()
  const staker = overview?.staker ?? null
  const [claim, { isLoading }] = useClaimStakeRewardsMutation()
  const blocker = staker ? claimBlocker(staker.claimableWei) : LOADING_STAKE
  const submit = async () => {
    if (address && !blocker) await claim({ owner: address, successMessage: stakeMessages.claim() })
  }
  return { staker, blocker, isBusy: isLoading, submit }
}
