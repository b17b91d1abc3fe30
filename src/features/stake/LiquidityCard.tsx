import { useState } from 'react'
import { config } from '../../config'
import { minAfterSlippage, deadlineAfter } from '../../services/stake/liquidity'
import { Button } from '../../ui/Button'
import { Card, CardTitle } from '../../ui/Card'
import { Tabs } from '../../ui/Tabs'
import { useDebouncedValue } from '../../ui/useDebouncedValue'
import { useWalletSession } from '../../store/useWalletSession'
import { AmountField, maxBlocker } from '../../ui/AmountField'
import { Muted } from '../../ui/Form'
import { exactText, formatWei, parseAmount } from './amounts'
import { stakeMessages } from './messages'
import { LP_SYMBOL, checkAddLiquidity, checkRemoveLiquidity } from './stakeChecks'
import type { StakeOverviewData } from './stakeApi'
import {
  useAddLiquidityMutation,
  useGetLiquidityEthQuoteQuery,
  useGetRemoveLiquidityQuoteQuery,
  useRemoveLiquidityMutation,
} from './stakeApi'
import { chainNow } from './time'
import { useApproveStep } from './useApproveStep'
import { useTradeSettings } from './useTradeSettings'
import { Form, submitWith } from './Form'
import { WalletAction } from './WalletAction'

const DEMO = config.chatTokenSymbol
const ETH = config.chain.nativeCurrency.symbol
const QUOTE_DELAY_MS = 300
const ENTER_AMOUNT = 'Enter an amount.'
const LOADING = 'Loading your balances…'
const QUOTING = 'Getting the pool price…'

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

/** The chain's time now and the deadline a liquidity transaction gets (Site Settings' minutes after it). */
function useDeadline(overview: StakeOverviewData | undefined) {
  const { deadlineMinutes } = useTradeSettings()
  return () => deadlineAfter(Math.floor(overview ? chainNow(overview, Date.now()) : Date.now() / 1000), deadlineMinutes)
}

/** Approve the chat token for the router, then add it with the ETH the router computes for it. */
function AddLiquidityForm({ overview }: { overview: StakeOverviewData | undefined }) {
  const { address } = useWalletSession()
  const staker = overview?.staker ?? null
  const { slippageBps } = useTradeSettings()
  const deadline = useDeadline(overview)
  const [text, setText] = useState('')
  const parsedWei = parseAmount(text).wei?.toString() ?? ''
  const quotedWei = useDebouncedValue(parsedWei, QUOTE_DELAY_MS)
  const quote = useGetLiquidityEthQuoteQuery(quotedWei, { skip: !quotedWei })
  const ethNeeded = quotedWei === parsedWei && quote.currentData !== undefined ? quote.currentData : null
  const check = staker
    ? checkAddLiquidity(text, {
        chatTokenSymbol: DEMO,
        nativeSymbol: ETH,
        demoBalanceWei: staker.demoBalanceWei,
        ethBalanceWei: staker.ethBalanceWei,
        ethNeededWei: ethNeeded,
      })
    : { wei: null, message: '' }
  const amount = text.trim()
  const approval = useApproveStep({
    owner: address,
    token: config.chatTokenAddress,
    spender: config.swapRouterAddress,
    allowanceWei: staker?.demoRouterAllowanceWei ?? '0',
    amountWei: check.wei,
    successMessage: stakeMessages.approveDemo(amount),
  })
  const [addLiquidity, { isLoading }] = useAddLiquidityMutation()
  const quoteError = quote.isError && quotedWei === parsedWei ? (quote.error.message ?? QUOTING) : ''
  const reason = !staker
    ? LOADING
    : !amount
      ? ENTER_AMOUNT
      : check.message || quoteError || (ethNeeded === null ? QUOTING : '')
  const canAct = check.wei !== null && (approval.needsApproval || ethNeeded !== null) && !reason

  const onSubmit = async () => {
    if (!address || check.wei === null || !canAct) return
    if (approval.needsApproval) {
      await approval.approve()
      return
    }
    if (ethNeeded === null) return
    const result = await addLiquidity({
      owner: address,
      successMessage: stakeMessages.addLiquidity(amount, formatWei(ethNeeded)),
      request: {
        router: config.swapRouterAddress,
        chatToken: config.chatTokenAddress,
        demoWei: check.wei,
        ethWei: ethNeeded,
        slippageBps,
        deadline: deadline(),
        to: address,
      },
    })
    if ('data' in result) {
      setText('')
      approval.reset()
    }
  }

  return (
    <Form onSubmit={submitWith(onSubmit)} noValidate>
      <AmountField
        id="stake-add-amount"
        label={`Amount to add (${DEMO})`}
        value={text}
        onValueChange={setText}
        onMax={() => staker && setText(exactText(staker.demoBalanceWei))}
        maxLabel={`Max ${DEMO} to add`}
        maxDisabledReason={maxBlocker(Boolean(address), Boolean(staker), LOADING)}
        hint={
          <>
            {staker && (
              <>
                Balance: {formatWei(staker.demoBalanceWei)} {DEMO} · {formatWei(staker.ethBalanceWei)} {ETH}.{' '}
              </>
            )}
            {ethNeeded !== null && BigInt(ethNeeded) > 0n ? (
              <span data-testid="stake-add-eth">
                Adds {formatWei(ethNeeded)} {ETH} at the pool&apos;s price.
              </span>
            ) : (
              <>The {ETH} to add with it is computed at the pool&apos;s price.</>
            )}
          </>
        }
        problem={check.message || quoteError}
      />
      <WalletAction>
        <Button
          type="submit"
          fullWidth
          isLoading={approval.isApproving || isLoading}
          disabled={!canAct}
          disabledReason={reason}
        >
          {approval.needsApproval ? `Approve ${DEMO}` : 'Add liquidity'}
        </Button>
      </WalletAction>
    </Form>
  )
}

/** Approve the LP tokens for the router, then remove them back to DEMO and ETH, with the payout previewed. */
function RemoveLiquidityForm({ overview }: { overview: StakeOverviewData | undefined }) {
  const { address } = useWalletSession()
  const staker = overview?.staker ?? null
  const { slippageBps } = useTradeSettings()
  const deadline = useDeadline(overview)
  const [text, setText] = useState('')
  const check = staker ? checkRemoveLiquidity(text, staker.lpBalanceWei) : { wei: null, message: '' }
  const quotedWei = useDebouncedValue(check.wei ?? '', QUOTE_DELAY_MS)
  const quote = useGetRemoveLiquidityQuoteQuery(quotedWei, { skip: !quotedWei })
  const preview = quotedWei === check.wei && quote.currentData !== undefined ? quote.currentData : null
  const amount = text.trim()
  const approval = useApproveStep({
    owner: address,
    token: config.lpTokenAddress,
    spender: config.swapRouterAddress,
    allowanceWei: staker?.lpRouterAllowanceWei ?? '0',
    amountWei: check.wei,
    successMessage: stakeMessages.approveLpForRouter(amount),
  })
  const [removeLiquidity, { isLoading }] = useRemoveLiquidityMutation()
  const reason = !staker ? LOADING : !amount ? ENTER_AMOUNT : check.message || (preview === null ? QUOTING : '')
  const canAct = check.wei !== null && (approval.needsApproval || preview !== null) && !reason

  const onSubmit = async () => {
    if (!address || check.wei === null || !canAct) return
    if (approval.needsApproval) {
      await approval.approve()
      return
    }
    if (preview === null) return
    const result = await removeLiquidity({
      owner: address,
      successMessage: stakeMessages.removeLiquidity(amount),
      request: {
        router: config.swapRouterAddress,
        chatToken: config.chatTokenAddress,
        lpWei: check.wei,
        demoWei: preview.demoWei,
        ethWei: preview.ethWei,
        slippageBps,
        deadline: deadline(),
        to: address,
      },
    })
    if ('data' in result) {
      setText('')
      approval.reset()
    }
  }

  return (
    <Form onSubmit={submitWith(onSubmit)} noValidate>
      <AmountField
        id="stake-remove-amount"
        label={`Amount to remove (${LP_SYMBOL})`}
        value={text}
        onValueChange={setText}
        onMax={() => staker && setText(exactText(staker.lpBalanceWei))}
        maxLabel="Max LP to remove"
        maxDisabledReason={maxBlocker(Boolean(address), Boolean(staker), LOADING)}
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
        problem={check.message}
      />
      <WalletAction>
        <Button
          type="submit"
          fullWidth
          isLoading={approval.isApproving || isLoading}
          disabled={!canAct}
          disabledReason={reason}
        >
          {approval.needsApproval ? `Approve ${LP_SYMBOL}` : 'Remove liquidity'}
        </Button>
      </WalletAction>
    </Form>
  )
}
