import { useState } from 'react'
import { config } from '../../config'
import { NATIVE_COIN_ADDRESS } from '../../config/constants'
import type { SwapToken } from '../../config/tokens'
import { isNativeToken, swapTokenList } from '../../config/tokens'
import type { AmountCheck } from '../../lib/amount'
import { formatBalance, maxAmountText } from '../../lib/amount'
import { formatAmount } from '../../lib/units'
import type { SwapKind } from '../../services/swap/swapMath'
import { deadlineFrom, swapKind, swapMethod } from '../../services/swap/swapMath'
import type { SwapQuote } from '../../services/swap/swapReads'
import { useGetNativeBalanceQuery, useGetTokenBalanceQuery } from '../../store/api/accountApi'
import { selectStoredReferrer } from '../../store/slices/referralSlice'
import { selectSwapDeadline, selectSwapSlippage } from '../../store/slices/settingsSlice'
import { useAppSelector } from '../../store/store'
import { useFollowChain, walletTags } from '../../store/useFollowChain'
import { useWalletSession } from '../../store/useWalletSession'
import { useDebouncedValue } from '../../ui/useDebouncedValue'
import type { SlippageCheck } from '../settings'
import { checkSlippage, slippageToBps } from '../settings'
import {
  useApproveMutation,
  useGetSwapAllowanceQuery,
  useGetSwapGasFeeQuery,
  useGetSwapQuoteQuery,
  useSwapMutation,
  useWrapMutation,
} from './swapApi'
import { impactLevel, minimumOut, parseSwapAmount, swapDisabledReason, tradeBlocker } from './swapValidation'

/** How long typing must pause before a quote is asked for. */
const QUOTE_DEBOUNCE_MS = 300
/** Pools move with other people's trades: a quote left on screen is refreshed this often. */
const QUOTE_REFRESH_MS = 15_000
/** ERC-20 'unlimited' approval: the largest uint256. */
const UNLIMITED = (2n ** 256n - 1n).toString()

const listed = swapTokenList(config)
const byAddress = (tokens: SwapToken[], address: string) =>
  tokens.find((t) => t.address.toLowerCase() === address.toLowerCase())

/** Balance of one side: the native coin or an ERC-20, as a base-unit decimal string (null while unknown). */
function useSideBalance(token: SwapToken, address: string | null): string | null {
  const native = isNativeToken(token)
  const nativeBalance = useGetNativeBalanceQuery(address ?? '', { skip: !address || !native })
  const tokenBalance = useGetTokenBalanceQuery(
    { token: token.address, address: address ?? '' },
    { skip: !address || native },
  )
  return (native ? nativeBalance.data : tokenBalance.data) ?? null
}

/** A side's balance as shown: '–' without a wallet, '…' while loading, else rounded down with the symbol. */
export const balanceText = (address: string | null, balance: string | null, token: SwapToken): string =>
  !address ? '–' : balance === null ? '…' : `${formatBalance(balance, token.decimals)} ${token.symbol}`

/** Everything the swap card shows and does, derived from its inputs, the chain reads and the Site Settings. */
export interface SwapFormState {
  tokens: SwapToken[]
  tokenIn: SwapToken
  tokenOut: SwapToken
  kind: SwapKind
  amountText: string
  amount: AmountCheck
  /** Base-unit balances (decimal strings), null while unknown or without a wallet. */
  balanceIn: string | null
  balanceOut: string | null
  /** The quote for the amount on screen; undefined while it loads or the amount is still being typed. */
  quote: SwapQuote | undefined
  isQuoting: boolean
  /** The estimate to show in the output field ('' without a usable quote), 6 decimals at most. */
  outputText: string
  minimumOut: string
  slippageBps: number
  slippage: SlippageCheck
  impact: 'none' | 'warn' | 'blocked'
  /** The line under the form: why the typed trade cannot go ('' before anything is typed). */
  problem: string
  /** The Swap button's reason for being disabled ('' when it may be pressed). */
  disabledReason: string
  canTrade: boolean
  /** Approve comes first: the router's allowance is below the amount. */
  needsApproval: boolean
  approval: 'exact' | 'unlimited'
  canMax: boolean
  isNativeIn: boolean
  isApproving: boolean
  isTrading: boolean
  actionLabel: 'Swap' | 'Wrap' | 'Unwrap'
  setAmountText: (text: string) => void
  setApproval: (approval: 'exact' | 'unlimited') => void
  selectIn: (token: SwapToken) => void
  selectOut: (token: SwapToken) => void
  flip: () => void
  fillMax: () => void
  approve: () => Promise<void>
  submit: () => Promise<void>
}

/**
 * The derived-info hook of '/swap/univ2' (issues #13, #39, #40): the chosen tokens and typed amount, their balances,
 * the debounced quote (stale answers dropped), the allowance, minimum received after the Site Settings slippage,
 * the slippage and price-impact levels, the one disabled reason, and the Approve, Swap and Wrap/Unwrap actions
 * through the transaction lifecycle. Pure parts live in swapValidation.ts and settings/slippage.ts, tested there.
 */
export function useSwapForm(): SwapFormState {
  const { address } = useWalletSession()
  const slippageBps = slippageToBps(useAppSelector(selectSwapSlippage))
  const deadlineText = useAppSelector(selectSwapDeadline)
  const storedReferrer = useAppSelector(selectStoredReferrer)

  const [pasted, setPasted] = useState<SwapToken[]>([])
  const [tokenIn, setTokenIn] = useState<SwapToken>(() => byAddress(listed, NATIVE_COIN_ADDRESS) ?? listed[0]!)
  const [tokenOut, setTokenOut] = useState<SwapToken>(
    () => byAddress(listed, config.chatTokenAddress) ?? listed[1] ?? listed[0]!,
  )
  const [amountText, setAmountText] = useState('')
  const [approval, setApproval] = useState<'exact' | 'unlimited'>('exact')

  const isNativeIn = isNativeToken(tokenIn)
  const sameToken = tokenIn.address.toLowerCase() === tokenOut.address.toLowerCase()
  const kind = swapKind(tokenIn.address, tokenOut.address, NATIVE_COIN_ADDRESS, config.wethAddress)
  const balanceIn = useSideBalance(tokenIn, address)
  const balanceOut = useSideBalance(tokenOut, address)
  // Tokens may arrive from outside (issue #39): balances and allowance are read again on each new block.
  useFollowChain(address ? walletTags(address) : null)
  const gasFee = useGetSwapGasFeeQuery(undefined, { skip: !address || !isNativeIn, pollingInterval: 30_000 })
  const gasFeeWei = isNativeIn ? (gasFee.data ?? null) : null
  const amount = parseSwapAmount(amountText, {
    symbol: tokenIn.symbol,
    decimals: tokenIn.decimals,
    balanceWei: address ? balanceIn : null,
    feeWei: gasFeeWei,
  })

  // Quote as you type: ask once typing pauses; an answer for another amount or pair is never shown (currentData
  // is only the current arguments' data, and the amount is compared too).
  const amountWei = amount.amountWei ?? ''
  const debouncedWei = useDebouncedValue(amountWei, QUOTE_DEBOUNCE_MS)
  const quoteQuery = useGetSwapQuoteQuery(
    { tokenIn: tokenIn.address, tokenOut: tokenOut.address, amountIn: debouncedWei },
    { skip: !debouncedWei || sameToken || debouncedWei !== amountWei, pollingInterval: QUOTE_REFRESH_MS },
  )
  const quote = quoteQuery.currentData?.amountIn === amountWei ? quoteQuery.currentData : undefined
  const quoteError = !quoteQuery.isFetching && quoteQuery.isError ? (quoteQuery.error.message ?? '') : ''

  const needsAllowance = kind === 'swap' && !isNativeIn && Boolean(address)
  const allowanceQuery = useGetSwapAllowanceQuery(
    { token: tokenIn.address, owner: address ?? '' },
    { skip: !needsAllowance },
  )
  const allowance = needsAllowance ? allowanceQuery.data : undefined

  const [swap, swapState] = useSwapMutation()
  const [approveCall, approveState] = useApproveMutation()
  const [wrap, wrapState] = useWrapMutation()
  const isTrading = swapState.isLoading || wrapState.isLoading

  const slippage = checkSlippage(slippageBps)
  const blocker = tradeBlocker({
    symbolIn: tokenIn.symbol,
    symbolOut: tokenOut.symbol,
    sameToken,
    slippageRefusal: kind === 'swap' && slippage.level === 'refused' ? slippage.message : '',
    amountText,
    amount,
    balanceLoaded: !address || balanceIn !== null,
    quote,
    quoteError,
    impactMaxBps: config.swapPriceImpactMaxBps,
  })
  const allowanceLoading = needsAllowance && allowance === undefined
  const needsApproval =
    !blocker &&
    needsAllowance &&
    allowance !== undefined &&
    amount.amountWei !== null &&
    BigInt(allowance) < BigInt(amountWei)
  const minimum = minimumOut(quote, slippageBps)
  const disabledReason = swapDisabledReason(blocker, allowanceLoading)

  const pasteIfNew = (token: SwapToken) => {
    if (!token.isListed) setPasted((list) => (byAddress(list, token.address) ? list : [...list, token]))
  }
  const selectIn = (token: SwapToken) => {
    pasteIfNew(token)
    // An amount typed for one token must never be traded as another (5 DEMO is not 5 ETH).
    if (token.address !== tokenIn.address) setAmountText('')
    setTokenIn(token)
  }
  const selectOut = (token: SwapToken) => {
    pasteIfNew(token)
    setTokenOut(token)
  }
  const flip = () => {
    setTokenIn(tokenOut)
    setTokenOut(tokenIn)
    setAmountText('')
  }

  const approve = async () => {
    if (!address || !amount.amountWei) return
    const isUnlimited = approval === 'unlimited'
    await approveCall({
      token: tokenIn.address,
      amount: isUnlimited ? UNLIMITED : amount.amountWei,
      owner: address,
      successMessage: isUnlimited
        ? `You have approved the swap router to spend your ${tokenIn.symbol}!`
        : `You have approved the swap router to spend ${amountText.trim()} ${tokenIn.symbol}!`,
    })
  }

  const submit = async () => {
    if (!address || !amount.amountWei || !quote || disabledReason || needsApproval) return
    const shown = `${amountText.trim()} ${tokenIn.symbol}`
    const result =
      kind === 'swap'
        ? await swap({
            method: swapMethod(tokenIn.address, tokenOut.address, NATIVE_COIN_ADDRESS),
            path: quote.path,
            amountIn: amount.amountWei,
            amountOutMin: minimum,
            to: address,
            deadline: deadlineFrom(deadlineText, Date.now()).toString(),
            storedReferrer,
            slippageBps,
            owner: address,
            successMessage: `You have successfully swapped ${shown} for ${tokenOut.symbol}!`,
          })
        : await wrap({
            direction: kind,
            amount: amount.amountWei,
            owner: address,
            successMessage:
              kind === 'wrap'
                ? `You have wrapped ${shown} into ${tokenOut.symbol}!`
                : `You have unwrapped ${shown} into ${tokenOut.symbol}!`,
          })
    if ('data' in result) setAmountText('')
  }

  return {
    tokens: [...listed, ...pasted],
    tokenIn,
    tokenOut,
    kind,
    amountText,
    amount,
    balanceIn,
    balanceOut,
    quote,
    isQuoting: quoteQuery.isFetching,
    outputText: quote && !quote.noPool ? formatAmount(quote.amountOut, tokenOut.decimals, 6) : '',
    minimumOut: minimum,
    slippageBps,
    slippage,
    impact: impactLevel(quote, config.swapPriceImpactWarnBps, config.swapPriceImpactMaxBps),
    problem: amountText.trim() || sameToken || blocker === slippage.message ? blocker : '',
    disabledReason,
    canTrade: !disabledReason && !needsApproval && !isTrading && !approveState.isLoading,
    needsApproval,
    approval,
    canMax: balanceIn !== null && (!isNativeIn || gasFeeWei !== null),
    isNativeIn,
    isApproving: approveState.isLoading,
    isTrading,
    actionLabel: kind === 'wrap' ? 'Wrap' : kind === 'unwrap' ? 'Unwrap' : 'Swap',
    setAmountText,
    setApproval,
    selectIn,
    selectOut,
    flip,
    fillMax: () => {
      if (balanceIn !== null) setAmountText(maxAmountText(balanceIn, tokenIn.decimals, gasFeeWei))
    },
    approve,
    submit,
  }
}
