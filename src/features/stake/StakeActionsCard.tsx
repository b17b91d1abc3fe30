import { useState } from 'react'
import { config } from '../../config'
import { Button } from '../../ui/Button'
import { Card, CardTitle } from '../../ui/Card'
import { Tabs } from '../../ui/Tabs'
import { useWalletSession } from '../../store/useWalletSession'
import { AmountField, maxBlocker } from '../../ui/AmountField'
import { Muted } from '../../ui/Form'
import { formatWei } from './amounts'
import { LP_SYMBOL } from './stakeChecks'
import type { StakeOverviewData } from './stakeApi'
import { formatDuration } from './time'
import { LOADING_STAKE, useClaimForm, useDepositForm, useWithdrawForm } from './useStakeForms'
import { Form, submitWith } from './Form'
import { WalletAction } from './WalletAction'

const ETH = config.chain.nativeCurrency.symbol

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

/** Approve the LP tokens for the staking contract, then deposit them; min and max shown (useDepositForm). */
function DepositForm({ overview }: { overview: StakeOverviewData | undefined }) {
  const { address } = useWalletSession()
  const form = useDepositForm(overview)
  const { staker } = form
  return (
    <Form onSubmit={submitWith(form.submit)} noValidate>
      <AmountField
        id="stake-deposit-amount"
        label={`Amount to deposit (${LP_SYMBOL})`}
        value={form.text}
        onValueChange={form.setText}
        onMax={form.setMax}
        maxLabel="Max LP to deposit"
        maxDisabledReason={maxBlocker(Boolean(address), Boolean(staker), LOADING_STAKE)}
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
        problem={form.check.message}
      />
      <WalletAction>
        <Button
          type="submit"
          fullWidth
          isLoading={form.isBusy}
          disabled={form.check.wei === null}
          disabledReason={form.reason}
        >
          {form.needsApproval ? `Approve ${LP_SYMBOL}` : 'Deposit'}
        </Button>
      </WalletAction>
    </Form>
  )
}

/** Claims the ETH rewards owed so far; disabled with the reason when there are none (useClaimForm). */
function ClaimPanel({ overview }: { overview: StakeOverviewData | undefined }) {
  const { staker, blocker, isBusy, submit } = useClaimForm(overview)
  return (
    <Form onSubmit={submitWith(submit)} noValidate>
      <Muted>
        Claimable now:{' '}
        <strong data-testid="stake-claim-amount">{staker ? `${formatWei(staker.claimableWei)} ${ETH}` : '…'}</strong>.
        Rewards come from the swap fees: each finished period&apos;s are shared between the stakers by stake.
      </Muted>
      <Muted aria-live="polite">{staker ? blocker : ''}</Muted>
      <WalletAction>
        <Button type="submit" fullWidth isLoading={isBusy} disabled={Boolean(blocker)} disabledReason={blocker}>
          Claim rewards
        </Button>
      </WalletAction>
    </Form>
  )
}

/** Withdraws staked LP (claiming the rewards too): disabled with the time left while locked (useWithdrawForm). */
function WithdrawForm({ overview }: { overview: StakeOverviewData | undefined }) {
  const { address } = useWalletSession()
  const form = useWithdrawForm(overview)
  const { staker } = form
  return (
    <Form onSubmit={submitWith(form.submit)} noValidate>
      <AmountField
        id="stake-withdraw-amount"
        label={`Amount to withdraw (${LP_SYMBOL})`}
        value={form.text}
        onValueChange={form.setText}
        onMax={form.setMax}
        maxLabel="Max LP to withdraw"
        maxDisabledReason={maxBlocker(Boolean(address), Boolean(staker), LOADING_STAKE)}
        hint={
          staker && (
            <>
              Staked: {formatWei(staker.stakedWei)} {LP_SYMBOL}. Withdrawing also claims your rewards (
              {formatWei(staker.claimableWei)} {ETH}).
            </>
          )
        }
        problem={staker ? form.blocker || form.check.message : ''}
      />
      <WalletAction>
        <Button
          type="submit"
          fullWidth
          isLoading={form.isBusy}
          disabled={Boolean(form.reason)}
          disabledReason={form.reason}
        >
          Withdraw
        </Button>
      </WalletAction>
    </Form>
  )
}
