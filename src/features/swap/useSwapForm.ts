import { useState } from 'react'
import { config } from '../../config'
import { NATIVE_COIN_ADDRESS } from '../../config/constants'
import type { SwapToken } from '../../config/tokens'
import { isNativeToken, swapTokenList } from '../../config/tokens'
import type { AmountCheck } from '../../lib/amount'
import { checkAgainstBalance, maxAmountText } from '../../lib/amount'
import { formatAmount, formatUnits } from '../../lib/units'
import type { SwapKind } from '../../services/swap/swapMath'
import { deadlineFrom, swapKind, swapMethod } from '../../services/swap/swapMath'
import type { SwapQuote, TradeType } from '../../services/swap/swapReads'
import { selectStoredReferrer } from '../../store/slices/referralSlice'
import { selectSwapDeadline, selectSwapSlippage } from '../../store/slices/settingsSlice'
import { useAppSelector } from '../../store/store'
import { useFollowChain, walletTags } from '../../store/useFollowChain'
import { useTokenBalance } from '../../store/useTokenBalance'
import { useWalletSession } from '../../store/useWalletSession'
import { useDebouncedValue } from '../../ui/useDebouncedValue'
import type { SlippageCheck } from '../settings'
import { checkSlippage, slippageToBps } from '../settings'
import {
  useApproveMutation,
  useGetSwapAllowanceQuery,
  useGetSwapGasFeeQuery,
  useGetSwapQuoteExactOutQuery,
  useGetSwapQuoteQuery,
  useSwapExactOutMutation,
  useSwapMutation,
  useWrapMutation,
} from './swapApi'
import { impactLevel, maximumIn, minimumOut, parseSwapAmount, swapDisabledReason, tradeBlocker } from './swapValidation'

/** How long typing must pause before a quote is asked for. */
const QUOTE_DEBOUNCE_MS = 300
/** Pools move with other people's trades: a quote left on screen is refreshed this often. */
const QUOTE_REFRESH_MS = 15_000
/** ERC-20 'unlimited' approval: the largest uint256. */
const UNLIMITED = (2n ** 256n - 1n).toString()

const listed = swapTokenList(config)
const byAddress = (tokens: SwapToken[], address: string) =>
  tokens.find((t) => t.address.toLowerCase() === address.toLowerCase())

/** The amount the user typed and the field it is in (Uniswap's independent field); the other field is quoted. */
interface Typed {
  field: 'in' | 'out'
  text: string
}

/** A quote's amount as the dependent field shows it: 6 decimals at most, '' without a usable quote. */
const quotedText = (quote: SwapQuote | undefined, wei: (q: SwapQuote) => string, decimals: number) =>
  quote && !quote.noPool ? formatAmount(wei(quote), decimals, 6) : ''

/** Everything the swap card shows and does, derived from its inputs, the chain reads and the Site Settings. */
export interface SwapFormState {
  tokens: SwapToken[]
  tokenIn: SwapToken
  tokenOut: SwapToken
  kind: SwapKind
  /** exactIn while the user types what they pay, exactOut while they type what they want ("I want 100 DEMO"). */
  tradeType: TradeType
  /** The pay field: as typed (exactIn) or the quoted input, 6 decimals at most (exactOut). */
  amountText: string
  /** The typed amount checked in its token (the input's for exactIn, the output's for exactOut). */
  amount: AmountCheck
  /** Base-unit balances (decimal strings), null while unknown or without a wallet. */
  balanceIn: string | null
  balanceOut: string | null
  /** The quote for the amount on screen; undefined while it loads or the amount is still being typed. */
  quote: SwapQuote | undefined
  isQuoting: boolean
  /** The receive field: the quoted output, 6 decimals at most (exactIn), or as typed (exactOut). */
  outputText: string
  /**
   * The slippage guard in base units: of the output token the swap must at least deliver (exactIn: the quote less the
   * slippage), or of the input token it may at most sell (exactOut: the quoted input plus the slippage).
   */
  slippageLimit: string
  /** The amount an exact approval allows, as text in the input token (what the user sells at most). */
  approvalText: string
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
  setOutputText: (text: string) => void
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
 * through the transaction lifecycle. Either field may be typed in (issue #39): an exact output is quoted with
 * Uniswap's getAmountsIn and sells at most the quote plus the slippage. Pure parts live in swapValidation.ts and
 * settings/slippage.ts, tested there.
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
  const [typed, setTyped] = useState<Typed>({ field: 'in', text: '' })
  const setAmountText = (text: string) => setTyped({ field: 'in', text })
  const setOutputText = (text: string) => setTyped({ field: 'out', text })
  const tradeType: TradeType = typed.field === 'in' ? 'exactIn' : 'exactOut'
  const [approval, setApproval] = useState<'exact' | 'unlimited'>('exact')

  const isNativeIn = isNativeToken(tokenIn)
  const sameToken = tokenIn.address.toLowerCase() === tokenOut.address.toLowerCase()
  const kind = swapKind(tokenIn.address, tokenOut.address, NATIVE_COIN_ADDRESS, config.wethAddress)
  const balanceIn = useTokenBalance(tokenIn, address)
  const balanceOut = useTokenBalance(tokenOut, address)
  // Tokens may arrive from outside (issue #39): balances and allowance are read again on each new block.
  useFollowChain(address ? walletTags(address) : null)
  const gasFee = useGetSwapGasFeeQuery(undefined, { skip: !address || !isNativeIn, pollingInterval: 30_000 })
  const gasFeeWei = isNativeIn ? (gasFee.data ?? null) : null
  const sellContext = { symbol: tokenIn.symbol, decimals: tokenIn.decimals, balanceWei: address ? balanceIn : null }
  // An exact output is judged in the output token (decimals, dust); what it sells is judged once it is quoted.
  const amount =
    tradeType === 'exactIn'
      ? parseSwapAmount(typed.text, { ...sellContext, feeWei: gasFeeWei })
      : parseSwapAmount(typed.text, {
          symbol: tokenOut.symbol,
          decimals: tokenOut.decimals,
          balanceWei: null,
          feeWei: null,
        })

  // Quote as you type: ask once typing pauses; an answer for another amount or pair is never shown (currentData
  // is only the current arguments' data, and the amount is compared too).
  const amountWei = amount.amountWei ?? ''
  const debouncedWei = useDebouncedValue(amountWei, QUOTE_DEBOUNCE_MS)
  const pair = { tokenIn: tokenIn.address, tokenOut: tokenOut.address }
  const skipQuote = !debouncedWei || sameToken || debouncedWei !== amountWei
  const exactInQuery = useGetSwapQuoteQuery(
    { ...pair, amountIn: debouncedWei },
    { skip: skipQuote || tradeType !== 'exactIn', pollingInterval: QUOTE_REFRESH_MS },
  )
  const exactOutQuery = useGetSwapQuoteExactOutQuery(
    { ...pair, amountOut: debouncedWei },
    { skip: skipQuote || tradeType !== 'exactOut', pollingInterval: QUOTE_REFRESH_MS },
  )
  const quoteQuery = tradeType === 'exactIn' ? exactInQuery : exactOutQuery
  const typedSide = (q: SwapQuote) => (tradeType === 'exactIn' ? q.amountIn : q.amountOut)
  const quote =
    quoteQuery.currentData && typedSide(quoteQuery.currentData) === amountWei ? quoteQuery.currentData : undefined
  const quoteError = !quoteQuery.isFetching && quoteQuery.isError ? (quoteQuery.error.message ?? '') : ''
  const maximum = tradeType === 'exactOut' ? maximumIn(quote, slippageBps) : '0'
  // What leaves the wallet at most, in base units of the input token: the typed amount, or the maximum sold.
  const sellWei = tradeType === 'exactIn' ? amountWei : quote ? maximum : ''
  const sellProblem =
    tradeType === 'exactOut' && quote && !quote.noPool
      ? checkAgainstBalance(BigInt(maximum), { ...sellContext, feeWei: gasFeeWei })
      : ''

  const needsAllowance = kind === 'swap' && !isNativeIn && Boolean(address)
  const allowanceQuery = useGetSwapAllowanceQuery(
    { token: tokenIn.address, owner: address ?? '', tradeType },
    { skip: !needsAllowance },
  )
  const allowance = needsAllowance ? allowanceQuery.data : undefined

  const [swap, swapState] = useSwapMutation()
  const [swapExactOut, swapExactOutState] = useSwapExactOutMutation()
  const [approveCall, approveState] = useApproveMutation()
  const [wrap, wrapState] = useWrapMutation()
  const isTrading = swapState.isLoading || swapExactOutState.isLoading || wrapState.isLoading

  const slippage = checkSlippage(slippageBps)
  const blocker = tradeBlocker({
    symbolIn: tokenIn.symbol,
    symbolOut: tokenOut.symbol,
    sameToken,
    slippageRefusal: kind === 'swap' && slippage.level === 'refused' ? slippage.message : '',
    amountText: typed.text,
    amount,
    balanceLoaded: !address || balanceIn !== null,
    quote,
    quoteError,
    impactMaxBps: config.swapPriceImpactMaxBps,
    sellProblem,
  })
  const allowanceLoading = needsAllowance && allowance === undefined
  const needsApproval =
    !blocker && needsAllowance && allowance !== undefined && sellWei !== '' && BigInt(allowance) < BigInt(sellWei)
  const minimum = minimumOut(quote, slippageBps)
  const disabledReason = swapDisabledReason(blocker, allowanceLoading)

  const pasteIfNew = (token: SwapToken) => {
    if (!token.isListed) setPasted((list) => (byAddress(list, token.address) ? list : [...list, token]))
  }
  // An amount typed for one token must never be traded as another (5 DEMO is not 5 ETH).
  const clearIfTypedIn = (field: Typed['field'], from: SwapToken, to: SwapToken) => {
    if (typed.field === field && to.address !== from.address) setAmountText('')
  }
  const selectIn = (token: SwapToken) => {
    pasteIfNew(token)
    clearIfTypedIn('in', tokenIn, token)
    setTokenIn(token)
  }
  const selectOut = (token: SwapToken) => {
    pasteIfNew(token)
    clearIfTypedIn('out', tokenOut, token)
    setTokenOut(token)
  }
  const flip = () => {
    setTokenIn(tokenOut)
    setTokenOut(tokenIn)
    setAmountText('')
  }

  const approvalText = tradeType === 'exactIn' ? typed.text.trim() : sellWei && formatUnits(sellWei, tokenIn.decimals)
  const approve = async () => {
    if (!address || !sellWei) return
    const isUnlimited = approval === 'unlimited'
    await approveCall({
      token: tokenIn.address,
      amount: isUnlimited ? UNLIMITED : sellWei,
      tradeType,
      owner: address,
      successMessage: isUnlimited
        ? `You have approved the swap router to spend your ${tokenIn.symbol}!`
        : `You have approved the swap router to spend ${approvalText} ${tokenIn.symbol}!`,
    })
  }

  const send = () => {
    if (!address || !quote) return undefined
    const deadline = deadlineFrom(deadlineText, Date.now()).toString()
    const method = swapMethod(tokenIn.address, tokenOut.address, NATIVE_COIN_ADDRESS)
    if (kind === 'swap' && tradeType === 'exactOut')
      return swapExactOut({
        method,
        path: quote.path,
        amountOut: quote.amountOut,
        amountInMax: maximum,
        to: address,
        deadline,
        slippageBps,
        owner: address,
        successMessage: `You have successfully swapped ${tokenIn.symbol} for ${typed.text.trim()} ${tokenOut.symbol}!`,
      })
    const shown = `${formatUnits(quote.amountIn, tokenIn.decimals)} ${tokenIn.symbol}`
    return kind === 'swap'
      ? swap({
          method,
          path: quote.path,
          amountIn: quote.amountIn,
          amountOutMin: minimum,
          to: address,
          deadline,
          storedReferrer,
          slippageBps,
          owner: address,
          successMessage: `You have successfully swapped ${shown} for ${tokenOut.symbol}!`,
        })
      : wrap({
          direction: kind,
          amount: quote.amountIn,
          owner: address,
          successMessage:
            kind === 'wrap'
              ? `You have wrapped ${shown} into ${tokenOut.symbol}!`
              : `You have unwrapped ${shown} into ${tokenOut.symbol}!`,
        })
  }
  const submit = async () => {
    if (disabledReason || needsApproval) return
    const result = await send()
    if (result && 'data' in result) setAmountText('')
  }

  return {
    tokens: [...listed, ...pasted],
    tokenIn,
    tokenOut,
    kind,
    tradeType,
    amountText: tradeType === 'exactIn' ? typed.text : quotedText(quote, (q) => q.amountIn, tokenIn.decimals),
    amount,
    balanceIn,
    balanceOut,
    quote,
    isQuoting: quoteQuery.isFetching,
    outputText: tradeType === 'exactOut' ? typed.text : quotedText(quote, (q) => q.amountOut, tokenOut.decimals),
    slippageLimit: tradeType === 'exactIn' ? minimum : maximum,
    approvalText,
    slippageBps,
    slippage,
    impact: impactLevel(quote, config.swapPriceImpactWarnBps, config.swapPriceImpactMaxBps),
    problem: typed.text.trim() || sameToken || blocker === slippage.message ? blocker : '',
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
    setOutputText,
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
