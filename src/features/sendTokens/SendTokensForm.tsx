import { config } from '../../config'
import { useWalletSession } from '../../store/useWalletSession'
import { Button } from '../../ui/Button'
import { Card, CardTitle } from '../../ui/Card'
import { AmountField, maxBlocker } from '../../ui/AmountField'
import { Field, Form } from '../../ui/Form'
import { TextInput } from '../../ui/TextInput'
import { ConnectButton, SwitchChainButton } from '../wallet'
import { RecipientPreview } from './RecipientPreview'
import { TokenPicker } from './TokenPicker'
import { sendTokens, useSendTokensForm } from './useSendTokensForm'

/**
 * '/send-tokens?to=' (issue #7 part 4): a recipient as a name or address, resolved and shown before sending; the
 * native coin or the chat token; an amount with Max and the balance, checked as typed (zero, negative, decimals,
 * balance, network fee). Sending waits for the receipt; both sides' balances refresh afterwards. Everything is derived
 * in useSendTokensForm; this only renders.
 */
export function SendTokensForm({ initialTo }: { initialTo: string }) {
  const { address, isConnected, isSupportedChain } = useWalletSession()
  const form = useSendTokensForm(initialTo)
  const { token } = form
  return (
    <Card aria-labelledby="send-title">
      <CardTitle as="h1" id="send-title">
        Send tokens
      </CardTitle>
      <Form
        $gap={5}
        onSubmit={(event) => {
          event.preventDefault()
          void form.submit()
        }}
        noValidate
      >
        <Field>
          <TextInput
            label="To"
            id="send-to"
            placeholder={`name${config.tldName} or 0x address`}
            value={form.to}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => form.setTo(event.target.value)}
            aria-describedby="send-to-status"
            aria-invalid={Boolean(form.recipient?.blocker)}
          />
          <RecipientPreview
            id="send-to-status"
            recipient={form.recipient}
            isLookingUp={form.isLookingUp}
            error={form.lookupError}
          />
        </Field>
        <TokenPicker tokens={sendTokens} selected={token} onSelect={form.selectToken} />
        <AmountField
          id="send-amount"
          label={`Amount (${token.symbol})`}
          value={form.amountText}
          onValueChange={form.setAmountText}
          balance={{ token, hasWallet: Boolean(address), wei: form.balanceWei, testId: 'send-balance' }}
          onMax={form.fillMax}
          maxDisabledReason={maxBlocker(Boolean(address), form.canMax)}
          hint={
            form.isNative && form.feeWei !== null && address && <>Max keeps some {token.symbol} for the network fee.</>
          }
          problem={form.amountProblem}
          aria-invalid={Boolean(form.amount.message)}
        />
        {!isConnected ? (
          <ConnectButton fullWidth />
        ) : !isSupportedChain ? (
          <SwitchChainButton fullWidth />
        ) : (
          <Button
            type="submit"
            fullWidth
            isLoading={form.isSending}
            disabled={!form.canSend}
            disabledReason={form.disabledReason}
          >
            {form.canSend ? `Send ${form.amountText.trim()} ${token.symbol} to ${form.recipientLabel}` : 'Send'}
          </Button>
        )}
      </Form>
    </Card>
  )
}
