import { useState } from 'react'
import { config } from '../../config'
import { Button } from '../../ui/Button'
import { Card, CardTitle } from '../../ui/Card'
import { Tabs } from '../../ui/Tabs'
import { useWalletSession } from '../../store/useWalletSession'
import { AmountField, maxBlocker } from '../../ui/AmountField'
import { Muted } from '../../ui/Form'
import { exactText, formatWei } from './amounts'
import { stakeMessages } from './messages'
import { LP_SYMBOL, checkDeposit, checkWithdraw, claimBlocker, withdrawBlocker } from './stakeChecks'
import type { StakeOverviewData } from './stakeApi'
import { useClaimStakeRewardsMutation, useDepositStakeMutation, useWithdrawStakeMutation } from './stakeApi'
import { formatDuration, lockSecondsLeft } from './time'
import { useApproveStep } from './useApproveStep'
import { useChainClock } from './useChainClock'
import { Form, submitWith } from './Form'
import { WalletAction } from './WalletAction'

const ETH = config.chain.nativeCurrency.symbol
const ENTER_AMOUNT = 'Enter an amount.'
const LOADING = 'Loading your stake…'

type StakeTab = 'deposit' | 'claim' | 'withdraw'

/** Deposit, Claim and Withdraw (issue #14), as tabs of one card. */
export function StakeActionsCard({ overview }: { overview: StakeOverviewData | undefined }) {
  const [tab, setTab] = useState<StakeTab>('deposit')
  return (
    <Card aria-labelledby="stake-actions-title">
      <CardTitle id="stake-actions-title">Stake LP, earn {ETH}</CardTitle>
      <Tabs
        label="Staking actions"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'deposit', label: 'Deposit', panel: <DepositForm overview={overview} /> },
          { id: 'claim', label: 'Claim', panel: <ClaimPanel overview={overview} /> },
          { id: 'withdraw', label: 'Withdraw', panel: <WithdrawForm overview={overview} /> },
        ]}
      />
    </Card>
  )
}

/** Approve the LP tokens for the staking contract, then deposit them; min and max shown. */
function DepositForm({ overview }: { overview: StakeOverviewData | undefined }) {
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
      : { wei: null, message: '' }
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
  const reason = !staker ? LOADING : !amount ? ENTER_AMOUNT : check.message

  const onSubmit = async () => {
    if (!address || check.wei === null) return
    if (approval.needsApproval) {
      await approval.approve()
      return
    }
    const result = await deposit({
      owner: address,
      amountWei: check.wei,
      successMessage: stakeMessages.deposit(amount),
    })
    if ('data' in result) {
      setText('')
      approval.reset()
    }
  }

  return (
    <Form onSubmit={submitWith(onSubmit)} noValidate>
      <AmountField
        id="stake-deposit-amount"
        label={`Amount to deposit (${LP_SYMBOL})`}
        value={text}
        onValueChange={setText}
        onMax={() => staker && setText(exactText(staker.lpBalanceWei))}
        maxLabel="Max LP to deposit"
        maxDisabledReason={maxBlocker(Boolean(address), Boolean(staker), LOADING)}
        hint={
          overview && (
            <>
              {staker && (
                <>
                  Balance: {formatWei(staker.lpBalanceWei)} {LP_SYMBOL} ·{' '}
                </>
              )}
              Minimum deposit {formatWei(overview.minDepositWei)} {LP_SYMBOL} · maximum stake{' '}
              {formatWei(overview.maxDepositWei)} {LP_SYMBOL}. Each deposit locks your whole stake for{' '}
              {formatDuration(overview.periodLength)}.
            </>
          )
        }
        problem={check.message}
      />
      <WalletAction>
        <Button
          type="submit"
          fullWidth
          isLoading={approval.isApproving || isLoading}
          disabled={check.wei === null}
          disabledReason={reason}
        >
          {approval.needsApproval ? `Approve ${LP_SYMBOL}` : 'Deposit'}
        </Button>
      </WalletAction>
    </Form>
  )
}

/** Claims the ETH rewards owed so far; disabled with the reason when there are none. */
function ClaimPanel({ overview }: { overview: StakeOverviewData | undefined }) {
  const { address } = useWalletSession()
  const staker = overview?.staker ?? null
  const [claim, { isLoading }] = useClaimStakeRewardsMutation()
  const blocker = staker ? claimBlocker(staker.claimableWei) : LOADING

  return (
    <Form
      onSubmit={submitWith(async () => {
        if (address && !blocker) await claim({ owner: address, successMessage: stakeMessages.claim() })
      })}
      noValidate
    >
      <Muted>
        Claimable now:{' '}
        <strong data-testid="stake-claim-amount">{staker ? `${formatWei(staker.claimableWei)} ${ETH}` : '…'}</strong>.
        Rewards come from the swap fees: each finished period&apos;s are shared between the stakers by stake.
      </Muted>
      <Muted aria-live="polite">{staker ? blocker : ''}</Muted>
      <WalletAction>
        <Button type="submit" fullWidth isLoading={isLoading} disabled={Boolean(blocker)} disabledReason={blocker}>
          Claim rewards
        </Button>
      </WalletAction>
    </Form>
  )
}

/** Withdraws staked LP (claiming the rewards too): disabled with the time left while locked. */
function WithdrawForm({ overview }: { overview: StakeOverviewData | undefined }) {
  const { address } = useWalletSession()
  const now = useChainClock(overview)
  const staker = overview?.staker ?? null
  const [text, setText] = useState('')
  const [withdraw, { isLoading }] = useWithdrawStakeMutation()
  const lockedSeconds = overview && now !== null ? lockSecondsLeft(overview, now) : 0
  const blocker = staker ? withdrawBlocker({ stakedWei: staker.stakedWei, lockedSeconds }) : LOADING
  const check =
    overview && staker
      ? checkWithdraw(text, { stakedWei: staker.stakedWei, minDepositWei: overview.minDepositWei, lockedSeconds })
      : { wei: null, message: '' }
  const amount = text.trim()
  const reason = blocker || (!amount ? ENTER_AMOUNT : check.message)

  const onSubmit = async () => {
    if (!address || blocker || check.wei === null) return
    const result = await withdraw({
      owner: address,
      amountWei: check.wei,
      successMessage: stakeMessages.withdraw(amount),
    })
    if ('data' in result) setText('')
  }

  return (
    <Form onSubmit={submitWith(onSubmit)} noValidate>
      <AmountField
        id="stake-withdraw-amount"
        label={`Amount to withdraw (${LP_SYMBOL})`}
        value={text}
        onValueChange={setText}
        onMax={() => staker && setText(exactText(staker.stakedWei))}
        maxLabel="Max LP to withdraw"
        maxDisabledReason={maxBlocker(Boolean(address), Boolean(staker), LOADING)}
        hint={
          staker && (
            <>
              Staked: {formatWei(staker.stakedWei)} {LP_SYMBOL}. Withdrawing also claims your rewards (
              {formatWei(staker.claimableWei)} {ETH}).
            </>
          )
        }
        problem={staker ? blocker || check.message : ''}
      />
      <WalletAction>
        <Button type="submit" fullWidth isLoading={isLoading} disabled={Boolean(reason)} disabledReason={reason}>
          Withdraw
        </Button>
      </WalletAction>
    </Form>
  )
}
