import { useState } from 'react'
import styled from 'styled-components'
import { config } from '../../config'
import { NATIVE_COIN_ADDRESS } from '../../config/constants'
import type { SwapToken } from '../../config/tokens'
import { isNativeToken, swapTokenList } from '../../config/tokens'
import { checkAmount, formatBalance, maxAmountText } from '../../lib/amount'
import { formatAmount } from '../../lib/units'
import { deadlineFrom, minimumReceived, swapKind, swapMethod } from '../../services/swap/swapMath'
import { useGetNativeBalanceQuery, useGetTokenBalanceQuery } from '../../store/api/accountApi'
import { selectStoredReferrer } from '../../store/slices/referralSlice'
import { selectSwapDeadline, selectSwapSlippage } from '../../store/slices/settingsSlice'
import { useAppSelector } from '../../store/store'
import { useWalletSession } from '../../store/useWalletSession'
import { Button } from '../../ui/Button'
import { Card, CardTitle } from '../../ui/Card'
import { TextInput } from '../../ui/TextInput'
import { useDebouncedValue } from '../../ui/useDebouncedValue'
import { slippageToBps } from '../settings'
import { ConnectButton, SwitchChainButton } from '../wallet'
import { SwapDetails } from './SwapDetails'
import {
  useApproveMutation,
  useGetSwapAllowanceQuery,
  useGetSwapGasFeeQuery,
  useGetSwapQuoteQuery,
  useSwapMutation,
  useWrapMutation,
} from './swapApi'
import { impactWarningMessage, tradeBlocker } from './swapValidation'
import { TokenSelect } from './TokenSelect'

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

/**
 * '/swap/univ2' (issue #13): trade through the site router on Uniswap V2. Token pickers (any ERC-20 by address),
 * balances, Max (keeping gas for ETH), a debounced quote (stale answers dropped), minimum received after the Site
 * Settings slippage, price impact (warning, then a block above the configured maximum), route and site fee;
 * Approve (exact or unlimited) when the allowance is short, then Swap; Wrap/Unwrap ETH <-> WETH 1:1. Every bad input
 * disables the button with its reason; every write goes through the transaction lifecycle and its toasts.
 */
export function SwapForm() {
  const { address, isConnected, isSupportedChain } = useWalletSession()
  const slippageBps = slippageToBps(useAppSelector(selectSwapSlippage))
  const deadlineText = useAppSelector(selectSwapDeadline)
  const storedReferrer = useAppSelector(selectStoredReferrer)

  const [pasted, setPasted] = useState<SwapToken[]>([])
  const tokens = [...listed, ...pasted]
  const [tokenIn, setTokenIn] = useState<SwapToken>(() => byAddress(listed, NATIVE_COIN_ADDRESS) ?? listed[0]!)
  const [tokenOut, setTokenOut] = useState<SwapToken>(
    () => byAddress(listed, config.chatTokenAddress) ?? listed[1] ?? listed[0]!,
  )
  const [amountText, setAmountText] = useState('')
  const [approval, setApproval] = useState<'exact' | 'unlimited'>('exact')

  const nativeIn = isNativeToken(tokenIn)
  const sameToken = tokenIn.address.toLowerCase() === tokenOut.address.toLowerCase()
  const kind = swapKind(tokenIn.address, tokenOut.address, NATIVE_COIN_ADDRESS, config.wethAddress)
  const balanceIn = useSideBalance(tokenIn, address)
  const balanceOut = useSideBalance(tokenOut, address)
  const gasFee = useGetSwapGasFeeQuery(undefined, { skip: !address || !nativeIn, pollingInterval: 30_000 })
  const gasFeeWei = nativeIn ? (gasFee.data ?? null) : null
  const amount = checkAmount(amountText, {
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

  const needsAllowance = kind === 'swap' && !nativeIn && Boolean(address)
  const allowanceQuery = useGetSwapAllowanceQuery(
    { token: tokenIn.address, owner: address ?? '' },
    { skip: !needsAllowance },
  )
  const allowance = needsAllowance ? allowanceQuery.data : undefined

  const [swap, swapState] = useSwapMutation()
  const [approve, approveState] = useApproveMutation()
  const [wrap, wrapState] = useWrapMutation()
  const isBusy = swapState.isLoading || approveState.isLoading || wrapState.isLoading

  const blocker = tradeBlocker({
    symbolIn: tokenIn.symbol,
    symbolOut: tokenOut.symbol,
    sameToken,
    amountText,
    amount,
    balanceLoaded: !address || balanceIn !== null,
    quote,
    quoteError,
    impactMaxBps: config.swapPriceImpactMaxBps,
  })
  const allowanceLoading = needsAllowance && allowance === undefined
  const needsApproval =
    needsAllowance && allowance !== undefined && amount.amountWei !== null && BigInt(allowance) < BigInt(amountWei)
  const minimumOut = quote ? minimumReceived(BigInt(quote.amountOut), slippageBps).toString() : '0'
  const isImpactHigh = Boolean(quote && quote.priceImpactBps > config.swapPriceImpactWarnBps)

  const selectIn = (token: SwapToken) => {
    if (!token.isListed) setPasted((list) => (byAddress(list, token.address) ? list : [...list, token]))
    // An amount typed for one token must never be traded as another (5 DEMO is not 5 ETH).
    if (token.address !== tokenIn.address) setAmountText('')
    setTokenIn(token)
  }
  const selectOut = (token: SwapToken) => {
    if (!token.isListed) setPasted((list) => (byAddress(list, token.address) ? list : [...list, token]))
    setTokenOut(token)
  }
  const flip = () => {
    setTokenIn(tokenOut)
    setTokenOut(tokenIn)
    setAmountText('')
  }

  const onApprove = async () => {
    if (!address || !amount.amountWei) return
    const isUnlimited = approval === 'unlimited'
    await approve({
      token: tokenIn.address,
      amount: isUnlimited ? UNLIMITED : amount.amountWei,
      owner: address,
      successMessage: isUnlimited
        ? `You have approved the swap router to spend your ${tokenIn.symbol}!`
        : `You have approved the swap router to spend ${amountText.trim()} ${tokenIn.symbol}!`,
    })
  }

  const onSubmit = async () => {
    if (!address || !amount.amountWei || !quote || blocker || needsApproval || allowanceLoading) return
    const shown = `${amountText.trim()} ${tokenIn.symbol}`
    const result =
      kind === 'swap'
        ? await swap({
            method: swapMethod(tokenIn.address, tokenOut.address, NATIVE_COIN_ADDRESS),
            path: quote.path,
            amountIn: amount.amountWei,
            amountOutMin: minimumOut,
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

  const balanceText = (balance: string | null, token: SwapToken) =>
    !address ? '–' : balance === null ? '…' : `${formatBalance(balance, token.decimals)} ${token.symbol}`
  const outputText = quote && !quote.noPool ? formatAmount(quote.amountOut, tokenOut.decimals, 6) : ''
  const actionLabel = kind === 'wrap' ? 'Wrap' : kind === 'unwrap' ? 'Unwrap' : 'Swap'
  const problem = amountText.trim() || sameToken ? blocker : ''
  const canTrade = !blocker && !needsApproval && !allowanceLoading && !isBusy

  return (
    <Card aria-labelledby="swap-title">
      <CardTitle as="h1" id="swap-title">
        Swap
      </CardTitle>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void onSubmit()
        }}
      >
        <Side aria-label="You pay">
          <SideHeader>
            <span>You pay</span>
            <span>
              Balance: <span data-testid="swap-balance-in">{balanceText(balanceIn, tokenIn)}</span>
            </span>
          </SideHeader>
          <SideRow>
            <TextInput
              label={`Amount (${tokenIn.symbol})`}
              id="swap-amount"
              placeholder="0.0"
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              aria-describedby="swap-problem"
              aria-invalid={Boolean(amount.message)}
            />
            <Button
              variant="secondary"
              onClick={() => balanceIn !== null && setAmountText(maxAmountText(balanceIn, tokenIn.decimals, gasFeeWei))}
              disabled={balanceIn === null || (nativeIn && gasFeeWei === null)}
              disabledReason={address ? 'Loading your balance…' : 'Connect your wallet first.'}
            >
              Max
            </Button>
            <TokenSelect side="From" selected={tokenIn} tokens={tokens} onSelect={selectIn} />
          </SideRow>
          {nativeIn && address && <Hint>Max keeps some {tokenIn.symbol} for the network fee.</Hint>}
        </Side>

        <Flip type="button" aria-label="Switch the two tokens" onClick={flip}>
          ↓↑
        </Flip>

        <Side aria-label="You receive">
          <SideHeader>
            <span>You receive{kind === 'swap' ? ' (estimate)' : ''}</span>
            <span>
              Balance: <span data-testid="swap-balance-out">{balanceText(balanceOut, tokenOut)}</span>
            </span>
          </SideHeader>
          <SideRow>
            <TextInput
              label={`Estimated amount (${tokenOut.symbol})`}
              id="swap-output"
              placeholder="0.0"
              readOnly
              value={outputText}
              aria-busy={quoteQuery.isFetching || undefined}
            />
            <TokenSelect side="To" selected={tokenOut} tokens={tokens} onSelect={selectOut} />
          </SideRow>
        </Side>

        {quote && !quote.noPool && (
          <SwapDetails
            quote={quote}
            minimumOut={minimumOut}
            slippageBps={slippageBps}
            tokenIn={tokenIn}
            tokenOut={tokenOut}
            tokens={tokens}
            isImpactHigh={isImpactHigh}
          />
        )}
        {isImpactHigh && quote && !blocker && (
          <Warning role="status">{impactWarningMessage(quote.priceImpactBps)}</Warning>
        )}
        <Problem id="swap-problem" aria-live="polite">
          {problem}
        </Problem>

        {!isConnected ? (
          <>
            <Hint>Connect your wallet to swap.</Hint>
            <ConnectButton fullWidth />
          </>
        ) : !isSupportedChain ? (
          <>
            <Hint>Your wallet is on another network. Switch to {config.chain.name} to swap.</Hint>
            <SwitchChainButton fullWidth />
          </>
        ) : needsApproval && !blocker ? (
          <ApproveBox>
            <Hint>First allow the swap router to spend your {tokenIn.symbol}. This is a separate transaction.</Hint>
            <Choice role="radiogroup" aria-label="Approval amount">
              <label>
                <input
                  type="radio"
                  name="swap-approval"
                  checked={approval === 'exact'}
                  onChange={() => setApproval('exact')}
                />
                Exact amount ({amountText.trim()} {tokenIn.symbol})
              </label>
              <label>
                <input
                  type="radio"
                  name="swap-approval"
                  checked={approval === 'unlimited'}
                  onChange={() => setApproval('unlimited')}
                />
                Unlimited
              </label>
            </Choice>
            <Button fullWidth isLoading={approveState.isLoading} onClick={() => void onApprove()}>
              Approve {tokenIn.symbol}
            </Button>
          </ApproveBox>
        ) : (
          <Button
            type="submit"
            fullWidth
            isLoading={swapState.isLoading || wrapState.isLoading}
            disabled={!canTrade}
            disabledReason={blocker || (allowanceLoading ? 'Checking your approval…' : '')}
          >
            {actionLabel}
          </Button>
        )}
      </Form>
    </Card>
  )
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`

const Side = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`

const SideHeader = styled.div`
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

const SideRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  > :first-child {
    flex: 1;
    min-width: 0;
  }
`

const Flip = styled.button`
  align-self: center;
  min-width: 44px;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Warning = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.warning};
`

const Problem = styled.p`
  margin: 0;
  min-height: 1.25em;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`

const ApproveBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`

const Choice = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.sm};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    min-height: 44px;
    cursor: pointer;
  }
`
