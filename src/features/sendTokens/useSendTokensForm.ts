import { useState } from 'react'
import { config } from '../../config'
import type { TokenDescriptor } from '../../config/tokens'
import { isNativeToken, sendableTokens } from '../../config/tokens'
import type { AmountCheck } from '../../lib/amount'
import { checkAmount, maxAmountText } from '../../lib/amount'
import { shortenAddress } from '../../lib/format'
import { markInvisibleCharacters } from '../../lib/invisibleCharacters'
import { useGetNativeBalanceQuery } from '../../store/api/accountApi'
import { useResolveProfileQuery } from '../../store/api/profileApi'
import { useFollowChain, walletTags } from '../../store/useFollowChain'
import { useTokenBalance } from '../../store/useTokenBalance'
import { useWalletSession } from '../../store/useWalletSession'
import { useDebouncedValue } from '../../ui/useDebouncedValue'
import type { Recipient } from './recipient'
import { recipientFrom } from './recipient'
import { useGetNativeSendFeeQuery, useSendTokensMutation } from './sendTokensApi'
import { NO_GAS_MESSAGE, sendDisabledReason } from './sendValidation'

const LOOKUP_DELAY_MS = 350
/** Fees move with every block: refresh the estimate while the form is open. */
const FEE_REFRESH_MS = 30_000

export const sendTokens = sendableTokens(config)

/** The token the form starts with: the chat token (tips are in the community's token) when there is one. */
const defaultToken = (): TokenDescriptor => sendTokens[1] ?? (sendTokens[0] as TokenDescriptor)

/** Everything the send form shows and does, derived from what was typed and the chain reads. */
export interface SendTokensFormState {
  to: string
  token: TokenDescriptor
  amountText: string
  amount: AmountCheck
  isNative: boolean
  recipient: Recipient | null
  /** The recipient as the button and toast name it: the name (invisible characters marked) or the short address. */
  recipientLabel: string
  isLookingUp: boolean
  lookupError: string
  /** Base units of the chosen token (decimal string), null while unknown. */
  balanceWei: string | null
  feeWei: string | null
  /** The line under the amount: its own problem, or the missing gas for a token send. */
  amountProblem: string
  disabledReason: string
  canSend: boolean
  canMax: boolean
  isSending: boolean
  setTo: (text: string) => void
  setAmountText: (text: string) => void
  selectToken: (token: TokenDescriptor) => void
  fillMax: () => void
  submit: () => Promise<void>
}

/**
 * The derived-info hook of '/send-tokens' (issue #7 part 4, #40): the recipient resolved after typing pauses, the
 * chosen token's balance and the native fee, the typed amount checked in the token's decimals, the one disabled
 * reason (sendValidation.ts, tested there) and the send through the transaction lifecycle.
 */
export function useSendTokensForm(initialTo: string): SendTokensFormState {
  const { address } = useWalletSession()
  const [to, setTo] = useState(initialTo)
  const [token, setToken] = useState<TokenDescriptor>(defaultToken)
  const [amountText, setAmountText] = useState('')
  const isNative = isNativeToken(token)

  const lookupId = useDebouncedValue(to.trim(), LOOKUP_DELAY_MS)
  const lookup = useResolveProfileQuery(lookupId, { skip: !lookupId })
  const isLookingUp = to.trim() !== lookupId || (Boolean(lookupId) && !lookup.currentData && !lookup.isError)
  const recipient = lookup.currentData && lookupId ? recipientFrom(lookup.currentData, address) : null

  const balanceWei = useTokenBalance(token, address)
  // A token send pays its fee in the native coin: read that balance too (the same read when sending the coin).
  const nativeBalance = useGetNativeBalanceQuery(address ?? '', { skip: !address })
  // Tokens may arrive from outside (issue #39): the balances are read again on each new block.
  useFollowChain(address ? walletTags(address) : null)
  const fee = useGetNativeSendFeeQuery(undefined, { skip: !address, pollingInterval: FEE_REFRESH_MS })
  const feeWei = fee.data ?? null
  const amount = checkAmount(amountText, {
    symbol: token.symbol,
    decimals: token.decimals,
    balanceWei,
    feeWei: isNative ? feeWei : null,
  })
  const lacksGas =
    !isNative && nativeBalance.data !== undefined && feeWei !== null && BigInt(nativeBalance.data) < BigInt(feeWei)

  const [send, { isLoading: isSending }] = useSendTokensMutation()

  const recipientLabel = recipient?.fullDomainName
    ? markInvisibleCharacters(recipient.fullDomainName)
    : recipient?.address
      ? shortenAddress(recipient.address)
      : ''
  const disabledReason = sendDisabledReason({
    toText: to,
    isLookingUp,
    lookupFailed: lookup.isError,
    recipientBlocker: recipient?.blocker ?? '',
    amountText,
    amountMessage: amount.message,
    lacksGas,
    isBalanceLoading: balanceWei === null,
  })
  const canSend = !disabledReason && Boolean(recipient?.address) && Boolean(amount.amountWei)

  const submit = async () => {
    if (!canSend || !address || !recipient?.address || !amount.amountWei) return
    const result = await send({
      tokenAddress: token.address,
      to: recipient.address,
      amountWei: amount.amountWei,
      from: address,
      successMessage: `You have sent ${amountText.trim()} ${token.symbol} to ${recipientLabel}!`,
    })
    if ('data' in result) setAmountText('')
  }

  return {
    to,
    token,
    amountText,
    amount,
    isNative,
    recipient,
    recipientLabel,
    isLookingUp: isLookingUp && Boolean(to.trim()),
    lookupError: lookup.isError ? (lookup.error.message ?? 'unknown error') : '',
    balanceWei,
    feeWei,
    amountProblem: amount.message || (lacksGas ? NO_GAS_MESSAGE : ''),
    disabledReason,
    canSend,
    canMax: balanceWei !== null && (!isNative || feeWei !== null),
    isSending,
    setTo,
    setAmountText,
    selectToken: (next) => {
      // An amount typed for one token must never be sent as another (5 DEMO is not 5 ETH).
      setToken(next)
      setAmountText('')
    },
    fillMax: () => {
      if (balanceWei !== null) setAmountText(maxAmountText(balanceWei, token.decimals, isNative ? feeWei : null))
    },
    submit,
  }
}
