import { useState } from 'react'
import { config } from '../../config'
import { minAfterSlippage } from '../../services/stake/liquidity'
import { Button } from '../../ui/Button'
import { Card, CardTitle } from '../../ui/Card'
import { Tabs } from '../../ui/Tabs'
import { useWalletSession } from '../../store/useWalletSession'
import { AmountField, maxBlocker } from '../../ui/AmountField'
import { Muted } from '../../ui/Form'
import { formatWei } from './amounts'
import { LP_SYMBOL } from './stakeChecks'
import type { StakeOverviewData } from './stakeApi'
import { LOADING_BALANCES, useAddLiquidityForm, useRemoveLiquidityForm } from './useLiquidityForms'
import { Form, submitWith } from './Form'
import { WalletAction } from './WalletAction'

const DEMO = config.chatTokenSymbol
const ETH = config.chain.nativeCurrency.symbol

type LiquidityTab = 'add' | 'remove'

/** Get LP (issue #14): add DEMO/ETH liquidity to get LP tokens, or remove it back to DEMO and ETH. */
export function LiquidityCard({ overview }: { overview: StakeOverviewData | undefined }) {
  const [tab, setTab] = useState<LiquidityTab>('add')
  return (
    <Card aria-labelledby="stake-liquidity-title">
      <CardTitle id="stake-liquidity-title">Get LP tokens</CardTitle>
      {config.swapRouterAddress ? (
        <Tabs
          label="Liquidity actions"
          selected={tab}
          onSelect={setTab}
          tabs={[
            { id: 'add', label: 'Add liquidity', panel: <AddLiquidityForm overview={overview} /> },
            { id: 'remove', label: 'Remove liquidity', panel: <RemoveLiquidityForm overview={overview} /> },
          ]}
        />
      ) : (
        <Muted>Adding liquidity needs the site&apos;s swap router, which is not configured here.</Muted>
      )}
    </Card>
  )
}

/** Approve the chat token for the router, then add it with the ETH the router quotes (useAddLiquidityForm). */
function AddLiquidityForm({ overview }: { overview: StakeOverviewData | undefined }) {
  const { address } = useWalletSession()
  const form = useAddLiquidityForm(overview)
  const { staker, ethNeededWei } = form
  return (
    <Form onSubmit={submitWith(form.submit)} noValidate>
      <AmountField
        id="stake-add-amount"
        label={`Amount to add (${DEMO})`}
        value={form.text}
        onValueChange={form.setText}
        onMax={form.setMax}
        maxLabel={`Max ${DEMO} to add`}
        maxDisabledReason={maxBlocker(Boolean(address), Boolean(staker), LOADING_BALANCES)}
        hint={
          <>
            {staker && (
              <>
                Balance: {formatWei(staker.demoBalanceWei)} {DEMO} · {formatWei(staker.ethBalanceWei)} {ETH}.{' '}
              </>
            )}
            {ethNeededWei !== null && BigInt(ethNeededWei) > 0n ? (
              <span data-testid="stake-add-eth">
                Adds {formatWei(ethNeededWei)} {ETH} at the pool&apos;s price.
              </span>
            ) : (
              <>The {ETH} to add with it is computed at the pool&apos;s price.</>
            )}
          </>
        }
        problem={form.check.message || form.quoteError}
      />
      <WalletAction>
        <Button type="submit" fullWidth isLoading={form.isBusy} disabled={!form.canAct} disabledReason={form.reason}>
          {form.needsApproval ? `Approve ${DEMO}` : 'Add liquidity'}
        </Button>
      </WalletAction>
    </Form>
  )
}

/** Approve the LP tokens for the router, then remove them, with the payout previewed (useRemoveLiquidityForm). */
function RemoveLiquidityForm({ overview }: { overview: StakeOverviewData | undefined }) {
  const { address } = useWalletSession()
  const form = useRemoveLiquidityForm(overview)
  const { staker, preview, slippageBps } = form
  return (
    <Form onSubmit={submitWith(form.submit)} noValidate>
      <AmountField
        id="stake-remove-amount"
        label={`Amount to remove (${LP_SYMBOL})`}
        value={form.text}
        onValueChange={form.setText}
        onMax={form.setMax}
        maxLabel="Max LP to remove"
        maxDisabledReason={maxBlocker(Boolean(address), Boolean(staker), LOADING_BALANCES)}
        hint={
          <>
            {staker && (
              <>
                Balance: {formatWei(staker.lpBalanceWei)} {LP_SYMBOL} (staked LP must be withdrawn first).{' '}
              </>
            )}
            {preview && (
              <span data-testid="stake-remove-preview">
                You receive about {formatWei(preview.demoWei)} {DEMO} and {formatWei(preview.ethWei)} {ETH} (at least{' '}
                {formatWei(minAfterSlippage(preview.demoWei, slippageBps))} {DEMO} and{' '}
                {formatWei(minAfterSlippage(preview.ethWei, slippageBps))} {ETH}).
              </span>
            )}
          </>
        }
        problem={form.check.message}
      />
      <WalletAction>
        <Button type="submit" fullWidth isLoading={form.isBusy} disabled={!form.canAct} disabledReason={form.reason}>
          {form.needsApproval ? `Approve ${LP_SYMBOL}` : 'Remove liquidity'}
        </Button>
      </WalletAction>
    </Form>
  )
}
