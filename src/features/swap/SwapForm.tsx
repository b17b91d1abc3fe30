import { useWalletSession } from '../../store/useWalletSession'
import { Card } from '../../ui/Card'
import { Form, Problem, Warning } from '../../ui/Form'
import { AmountField, maxBlocker } from '../../ui/AmountField'
import { SwapAction } from './SwapAction'
import { SwapDetails } from './SwapDetails'
import { SwapFlip } from './SwapFlip'
import { SwapTitle } from './SwapTitle'
import { impactWarningMessage } from './swapValidation'
import { TokenSelect } from './TokenSelect'
import { useSwapForm } from './useSwapForm'

/**
 * '/swap/univ2' (issue #13): trade through the site router on Uniswap V2. Token pickers (an ERC-20 pasted by address too),
 * balances, Max (keeping gas for ETH), a debounced quote, minimum received after the slippage setting, price impact
 * (warning, then a block above the configured maximum), route and site fee; Approve when the allowance is short, then
 * Swap; Wrap/Unwrap ETH <-> WETH 1:1. The slippage setting opens from the card's settings button and is judged
 * (issue #39: 0 % and above 5 % warned, 50 % or more refused). Either side may be typed in (issue #39): typing what
 * you receive asks for an exact output, shown with its maximum sold. Everything is derived in useSwapForm; this
 * only renders, from the shared fields of ui/ (issue #40).
 */
export function SwapForm() {
  const { address } = useWalletSession()
  const form = useSwapForm()
  const { tokenIn, tokenOut, quote, slippage } = form
  const showSlippage = form.kind === 'swap' && (slippage.level === 'high' || slippage.level === 'zero')
  // The side the user did not type in shows a quote; a wrap is 1:1, so neither is an estimate there.
  const estimated = form.kind !== 'swap' ? null : form.tradeType === 'exactIn' ? 'out' : 'in'
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
        <AmountField
          title={`You pay${estimated === 'in' ? ' (estimate)' : ''}`}
          label={`Amount (${tokenIn.symbol})`}
          id="swap-amount"
          balance={{ token: tokenIn, hasWallet: Boolean(address), wei: form.balanceIn, testId: 'swap-balance-in' }}
          value={form.amountText}
          onValueChange={form.setAmountText}
          aria-describedby="swap-problem"
          aria-invalid={form.tradeType === 'exactIn' && Boolean(form.amount.message)}
          aria-busy={(estimated === 'in' && form.isQuoting) || undefined}
          onMax={form.fillMax}
          maxDisabledReason={maxBlocker(Boolean(address), form.canMax)}
          trailing={<TokenSelect side="From" selected={tokenIn} tokens={form.tokens} onSelect={form.selectIn} />}
          hint={form.isNativeIn && address && <>Max keeps some {tokenIn.symbol} for the network fee.</>}
        />

        <SwapFlip type="button" aria-label="Switch the two tokens" onClick={form.flip}>
          ↓↑
        </SwapFlip>

        <AmountField
          title={`You receive${estimated === 'out' ? ' (estimate)' : ''}`}
          label={`Amount to receive (${tokenOut.symbol})`}
          id="swap-output"
          balance={{ token: tokenOut, hasWallet: Boolean(address), wei: form.balanceOut, testId: 'swap-balance-out' }}
          value={form.outputText}
          onValueChange={form.setOutputText}
          aria-describedby="swap-problem"
          aria-invalid={form.tradeType === 'exactOut' && Boolean(form.amount.message)}
          aria-busy={(estimated === 'out' && form.isQuoting) || undefined}
          trailing={<TokenSelect side="To" selected={tokenOut} tokens={form.tokens} onSelect={form.selectOut} />}
        />

        {quote && !quote.noPool && (
          <SwapDetails
            quote={quote}
            limit={form.slippageLimit}
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
