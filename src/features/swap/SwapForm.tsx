import { useWalletSession } from '../../store/useWalletSession'
import { Button } from '../../ui/Button'
import { Card } from '../../ui/Card'
import { Form, Muted, Problem, Warning } from '../../ui/Form'
import { TextInput } from '../../ui/TextInput'
import { SwapAction } from './SwapAction'
import { SwapDetails } from './SwapDetails'
import { SwapFlip, SwapSide } from './SwapSide'
import { SwapTitle } from './SwapTitle'
import { impactWarningMessage } from './swapValidation'
import { TokenSelect } from './TokenSelect'
import { balanceText, useSwapForm } from './useSwapForm'

/**
 * '/swap/univ2' (issue #13): trade through the site router on Uniswap V2. Token pickers (any ERC-20 by address),
 * balances, Max (keeping gas for ETH), a debounced quote, minimum received after the slippage setting, price impact
 * (warning, then a block above the configured maximum), route and site fee; Approve when the allowance is short, then
 * Swap; Wrap/Unwrap ETH <-> WETH 1:1. The slippage setting opens from the card's settings button and is judged
 * (issue #39: 0 % and above 5 % warned, 50 % or more refused). Everything is derived in useSwapForm; this only renders.
 */
export function SwapForm() {
  const { address } = useWalletSession()
  const form = useSwapForm()
  const { tokenIn, tokenOut, quote, slippage } = form
  const showSlippage = form.kind === 'swap' && (slippage.level === 'high' || slippage.level === 'zero')
  return (
    <Card aria-labelledby="swap-title">
      <SwapTitle id="swap-title" />
      <Form
        $gap={3}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.submit()
        }}
      >
        <SwapSide
          label="You pay"
          title="You pay"
          balance={balanceText(address, form.balanceIn, tokenIn)}
          balanceTestId="swap-balance-in"
          note={form.isNativeIn && address && <Muted>Max keeps some {tokenIn.symbol} for the network fee.</Muted>}
        >
          <TextInput
            label={`Amount (${tokenIn.symbol})`}
            id="swap-amount"
            placeholder="0.0"
            inputMode="decimal"
            autoComplete="off"
            value={form.amountText}
            onChange={(event) => form.setAmountText(event.target.value)}
            aria-describedby="swap-problem"
            aria-invalid={Boolean(form.amount.message)}
          />
          <Button
            variant="secondary"
            onClick={form.fillMax}
            disabled={!form.canMax}
            disabledReason={address ? 'Loading your balance…' : 'Connect your wallet first.'}
          >
            Max
          </Button>
          <TokenSelect side="From" selected={tokenIn} tokens={form.tokens} onSelect={form.selectIn} />
        </SwapSide>

        <SwapFlip type="button" aria-label="Switch the two tokens" onClick={form.flip}>
          ↓↑
        </SwapFlip>

        <SwapSide
          label="You receive"
          title={`You receive${form.kind === 'swap' ? ' (estimate)' : ''}`}
          balance={balanceText(address, form.balanceOut, tokenOut)}
          balanceTestId="swap-balance-out"
        >
          <TextInput
            label={`Estimated amount (${tokenOut.symbol})`}
            id="swap-output"
            placeholder="0.0"
            readOnly
            value={form.outputText}
            aria-busy={form.isQuoting || undefined}
          />
          <TokenSelect side="To" selected={tokenOut} tokens={form.tokens} onSelect={form.selectOut} />
        </SwapSide>

        {quote && !quote.noPool && (
          <SwapDetails
            quote={quote}
            minimumOut={form.minimumOut}
            slippageBps={form.slippageBps}
            tokenIn={tokenIn}
            tokenOut={tokenOut}
            tokens={form.tokens}
            isImpactHigh={form.impact !== 'none'}
          />
        )}
        {showSlippage && <Warning data-testid="swap-slippage-warning">{slippage.message}</Warning>}
        {form.impact === 'warn' && quote && !form.problem && (
          <Warning role="status">{impactWarningMessage(quote.priceImpactBps)}</Warning>
        )}
        <Problem id="swap-problem" aria-live="polite">
          {form.problem}
        </Problem>
        <SwapAction form={form} />
      </Form>
    </Card>
  )
}
