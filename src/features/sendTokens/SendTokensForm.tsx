import { useState } from 'react'
import styled from 'styled-components'
import { config } from '../../config'
import type { TokenDescriptor } from '../../config/tokens'
import { isNativeToken, sendableTokens } from '../../config/tokens'
import { shortenAddress } from '../../lib/format'
import { markInvisibleCharacters } from '../../lib/invisibleCharacters'
import { Button } from '../../ui/Button'
import { Card, CardTitle } from '../../ui/Card'
import { TextInput } from '../../ui/TextInput'
import { useGetNativeBalanceQuery, useGetTokenBalanceQuery } from '../../store/api/accountApi'
import { useDebouncedValue } from '../../ui/useDebouncedValue'
import { useResolveProfileQuery } from '../../store/api/profileApi'
import { ConnectButton, SwitchChainButton } from '../wallet'
import { useWalletSession } from '../../store/useWalletSession'
import { checkAmount, formatBalance, maxAmountText } from '../../lib/amount'
import { recipientFrom } from './recipient'
import { RecipientPreview } from './RecipientPreview'
import { useGetNativeSendFeeQuery, useSendTokensMutation } from './sendTokensApi'
import { TokenPicker } from './TokenPicker'

const LOOKUP_DELAY_MS = 350
/** Fees move with every block: refresh the estimate while the form is open. */
const FEE_REFRESH_MS = 30_000

export const NO_GAS_MESSAGE = `You need a little ${config.chain.nativeCurrency.symbol} to pay the network fee.`

const tokens = sendableTokens(config)

/** The token the form starts with: the chat token (tips are in the community's token) when there is one. */
const defaultToken = (): TokenDescriptor => tokens[1] ?? (tokens[0] as TokenDescriptor)

/**
 * '/send-tokens?to=' (issue #7 part 4): a recipient as a name or address, resolved and shown before sending; the
 * native coin or the chat token; an amount with Max and the balance, checked as typed (zero, negative, decimals,
 * balance, network fee). Sending waits for the receipt; both sides' balances refresh afterwards.
 */
export function SendTokensForm({ initialTo }: { initialTo: string }) {
  const { address, isConnected, isSupportedChain } = useWalletSession()
  const [to, setTo] = useState(initialTo)
  const [token, setToken] = useState<TokenDescriptor>(defaultToken)
  const [amountText, setAmountText] = useState('')
  const isNative = isNativeToken(token)

  const lookupId = useDebouncedValue(to.trim(), LOOKUP_DELAY_MS)
  const lookup = useResolveProfileQuery(lookupId, { skip: !lookupId })
  const isLookingUp = to.trim() !== lookupId || (Boolean(lookupId) && !lookup.currentData && !lookup.isError)
  const recipient = lookup.currentData && lookupId ? recipientFrom(lookup.currentData, address) : null

  const nativeBalance = useGetNativeBalanceQuery(address ?? '', { skip: !address })
  const tokenBalance = useGetTokenBalanceQuery(
    { token: token.address, address: address ?? '' },
    { skip: !address || isNative },
  )
  const fee = useGetNativeSendFeeQuery(undefined, { skip: !address, pollingInterval: FEE_REFRESH_MS })
  const balanceWei = (isNative ? nativeBalance.data : tokenBalance.data) ?? null
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
  const disabledReason = !to.trim()
    ? 'Enter a recipient.'
    : isLookingUp
      ? 'Looking up the recipient…'
      : lookup.isError
        ? 'The recipient could not be looked up.'
        : recipient?.blocker ||
          (!amountText.trim()
            ? 'Enter an amount.'
            : amount.message || (lacksGas ? NO_GAS_MESSAGE : balanceWei === null ? 'Loading your balance…' : ''))
  const canSend = !disabledReason && Boolean(recipient?.address) && Boolean(amount.amountWei)

  const onSubmit = async () => {
    if (!canSend || !address || !recipient?.address || !amount.amountWei) return
    const sentText = `${amountText.trim()} ${token.symbol}`
    const result = await send({
      tokenAddress: token.address,
      to: recipient.address,
      amountWei: amount.amountWei,
      from: address,
      successMessage: `You have sent ${sentText} to ${recipientLabel}!`,
    })
    if ('data' in result) setAmountText('')
  }

  const balanceText = balanceWei === null ? '…' : `${formatBalance(balanceWei, token.decimals)} ${token.symbol}`
  return (
    <Card aria-labelledby="send-title">
      <CardTitle as="h1" id="send-title">
        Send tokens
      </CardTitle>
      <Form
        onSubmit={(event) => {
          event.preventDefault()
          void onSubmit()
        }}
        noValidate
      >
        <Field>
          <TextInput
            label="To"
            id="send-to"
            placeholder={`name${config.tldName} or 0x address`}
            value={to}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setTo(event.target.value)}
            aria-describedby="send-to-status"
            aria-invalid={Boolean(recipient?.blocker)}
          />
          <RecipientPreview
            id="send-to-status"
            recipient={recipient}
            isLookingUp={isLookingUp && Boolean(to.trim())}
            error={lookup.isError ? (lookup.error.message ?? 'unknown error') : ''}
          />
        </Field>
        <TokenPicker
          tokens={tokens}
          selected={token}
          onSelect={(next) => {
            // An amount typed for one token must never be sent as another (5 DEMO is not 5 ETH).
            setToken(next)
            setAmountText('')
          }}
        />
        <Field>
          <AmountRow>
            <TextInput
              label={`Amount (${token.symbol})`}
              id="send-amount"
              placeholder="0.0"
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              aria-describedby="send-amount-status"
              aria-invalid={Boolean(amount.message)}
            />
            <Button
              variant="secondary"
              onClick={() =>
                balanceWei !== null &&
                setAmountText(maxAmountText(balanceWei, token.decimals, isNative ? feeWei : null))
              }
              disabled={balanceWei === null || (isNative && feeWei === null)}
              disabledReason={address ? 'Loading your balance…' : 'Connect your wallet first.'}
            >
              Max
            </Button>
          </AmountRow>
          <Hint>
            Balance: <span data-testid="send-balance">{address ? balanceText : 'connect your wallet to see it'}</span>
            {isNative && feeWei !== null && address && <> · Max keeps some {token.symbol} for the network fee.</>}
          </Hint>
          <Problem id="send-amount-status" aria-live="polite">
            {amount.message || (lacksGas ? NO_GAS_MESSAGE : '')}
          </Problem>
        </Field>
        {!isConnected ? (
          <ConnectButton fullWidth />
        ) : !isSupportedChain ? (
          <SwitchChainButton fullWidth />
        ) : (
          <Button type="submit" fullWidth isLoading={isSending} disabled={!canSend} disabledReason={disabledReason}>
            {canSend ? `Send ${amountText.trim()} ${token.symbol} to ${recipientLabel}` : 'Send'}
          </Button>
        )}
      </Form>
    </Card>
  )
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`

const AmountRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  > :first-child {
    flex: 1;
    min-width: 0;
  }
`

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Problem = styled.p`
  margin: 0;
  min-height: 1.25em;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`
