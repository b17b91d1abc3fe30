import { useState } from 'react'
import { config } from '../../config'
import { deadlineAfter } from '../../services/stake/liquidity'
import type { RemoveLiquidityQuote } from '../../services/stake/stakeReads'
import { useDebouncedValue } from '../../ui/useDebouncedValue'
import { useWalletSession } from '../../store/useWalletSession'
import { exactText, formatWei, parseAmount } from './amounts'
import { stakeMessages } from './messages'
import type { AmountCheck } from './stakeChecks'
import { checkAddLiquidity, checkRemoveLiquidity } from './stakeChecks'
import type { StakeOverviewData } from './stakeApi'
import {
  useAddLiquidityMutation,
  useGetLiquidityEthQuoteQuery,
  useGetRemoveLiquidityQuoteQuery,
  useRemoveLiquidityMutation,
} from './stakeApi'
import { chainNow } from './time'
import { useApproveStep } from './useApproveStep'
import { ENTER_AMOUNT, type StakeAmountForm } from './useStakeForms'
import { useTradeSettings } from './useTradeSettings'

/** How long the typed amount must rest before the router is asked for a quote (ms). */
const QUOTE_DELAY_MS = 300
export const LOADING_BALANCES = 'Loading your balances…'
export const QUOTING = 'Getting the pool price…'

const NO_CHECK: AmountCheck = { wei: null, message: '' }

/** A liquidity form: an amount form whose action waits for the router's quote, after an approve step. */
export interface LiquidityForm extends StakeAmountForm {
  needsApproval: boolean
  /** The button may be pressed: the amount checks out and either the approval or the quoted action is next. */
  canAct: boolean
}

/** The chain's time now and the deadline a liquidity transaction gets (Site Settings' minutes after it). */
function useDeadline(overview: StakeOverviewData | undefined): () => number {
  const { deadlineMinutes } = useTradeSettings()
  return () => deadlineAfter(Math.floor(overview ? chainNow(overview, Date.now()) : Date.now() / 1000), deadlineMinutes)
}

/**
 * Add liquidity (issue #14): approve the chat token for the router (exactly the amount), then add it with the ETH
 * the router quotes for it (asked 300 ms after typing stops; `ethNeededWei` is null until the quote for this very
 * amount is in). Slippage and deadline come from Site Settings. The text clears once the add is confirmed.
 */
export function useAddLiquidityForm(
  overview: StakeOverviewData | undefined,
): LiquidityForm & { ethNeededWei: string | null; quoteError: string } {
  const { address } = useWalletSession()
  const staker = overview?.staker ?? null
  const { slippageBps } = useTradeSettings()
  const deadline = useDeadline(overview)
  const [text, setText] = useState('')
  const parsedWei = parseAmount(text).wei?.toString() ?? ''
  const quotedWei = useDebouncedValue(parsedWei, QUOTE_DELAY_MS)
  const quote = useGetLiquidityEthQuoteQuery(quotedWei, { skip: !quotedWei })
  const isCurrent = quotedWei === parsedWei
  const ethNeededWei = isCurrent && quote.currentData !== undefined ? quote.currentData : null
  const check = staker
    ? checkAddLiquidity(text, {
        chatTokenSymbol: config.chatTokenSymbol,
        nativeSymbol: config.chain.nativeCurrency.symbol,
        demoBalanceWei: staker.demoBalanceWei,
        ethBalanceWei: staker.ethBalanceWei,
        ethNeededWei,
      })
    : NO_CHECK
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
  const quoteError = quote.isError && isCurrent ? (quote.error.message ?? QUOTING) : ''
  const reason = !staker
    ? LOADING_BALANCES
    : !amount
      ? ENTER_AMOUNT
      : check.message || quoteError || (ethNeededWei === null ? QUOTING : '')
  const canAct = check.wei !== null && (approval.needsApproval || ethNeededWei !== null) && !reason

  const submit = async () => {
    const demoWei = check.wei
    if (!address || demoWei === null || !canAct) return
    const act =
      ethNeededWei === null
        ? null
        : () =>
            addLiquidity({
              owner: address,
              successMessage: stakeMessages.addLiquidity(amount, formatWei(ethNeededWei)),
              request: {
                router: config.swapRouterAddress,
                chatToken: config.chatTokenAddress,
                demoWei,
                ethWei: ethNeededWei,
                slippageBps,
                deadline: deadline(),
                to: address,
              },
            })
    if (await approval.next(act)) setText('')
  }
  return {
    text,
    setText,
    setMax: () => {
      if (staker) setText(exactText(staker.demoBalanceWei))
    },
    staker,
    check,
    reason,
    isBusy: approval.isApproving || isLoading,
    needsApproval: approval.needsApproval,
    canAct,
    ethNeededWei,
    quoteError,
    submit,
  }
}

/**
 * Remove liquidity (issue #14): approve the LP tokens for the router, then remove them back to the chat token and
 * ETH at the quoted payout (`preview`, null until the quote for this very amount is in), with at least the payout
 * less the slippage. The text clears once the removal is confirmed.
 */
export function useRemoveLiquidityForm(
  overview: StakeOverviewData | undefined,
): LiquidityForm & { preview: RemoveLiquidityQuote | null; slippageBps: number } {
  const { address } = useWalletSession()
  const staker = overview?.staker ?? null
  const { slippageBps } = useTradeSettings()
  const deadline = useDeadline(overview)
  const [text, setText] = useState('')
  const check = staker ? checkRemoveLiquidity(text, staker.lpBalanceWei) : NO_CHECK
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
  const reason = !staker
    ? LOADING_BALANCES
    : !amount
      ? ENTER_AMOUNT
      : check.message || (preview === null ? QUOTING : '')
  const canAct = check.wei !== null && (approval.needsApproval || preview !== null) && !reason

  const submit = async () => {
    const lpWei = check.wei
    if (!address || lpWei === null || !canAct) return
    const act =
      preview === null
        ? null
        : () =>
            removeLiquidity({
              owner: address,
              successMessage: stakeMessages.removeLiquidity(amount),
              request: {
                router: config.swapRouterAddress,
                chatToken: config.chatTokenAddress,
                lpWei,
                demoWei: preview.demoWei,
                ethWei: preview.ethWei,
                slippageBps,
                deadline: deadline(),
                to: address,
              },
            })
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
    reason,
    isBusy: approval.isApproving || isLoading,
    needsApproval: approval.needsApproval,
    canAct,
    preview,
    slippageBps,
    submit,
  }
}
