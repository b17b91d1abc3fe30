import styled from 'styled-components'
import { config } from '../../config'
import { useWalletSession } from '../../store/useWalletSession'
import { Button } from '../../ui/Button'
import { Field, Muted } from '../../ui/Form'
import { ConnectButton, SwitchChainButton } from '../wallet'
import type { SwapFormState } from './useSwapForm'

/**
 * The swap card's action (issue #13): Connect Wallet for a visitor, Switch network on another chain, Approve (exact
 * or unlimited) while the router's allowance is short, else Swap / Wrap / Unwrap, disabled with its one reason.
 */
export function SwapAction({ form }: { form: SwapFormState }) {
  const { isConnected, isSupportedChain } = useWalletSession()
  const { tokenIn } = form
  if (!isConnected)
    return (
      <>
        <Muted>Connect your wallet to swap.</Muted>
        <ConnectButton fullWidth />
      </>
    )
  if (!isSupportedChain)
    return (
      <>
        <Muted>Your wallet is on another network. Switch to {config.chain.name} to swap.</Muted>
        <SwitchChainButton fullWidth />
      </>
    )
  if (!form.needsApproval)
    return (
      <Button
        type="submit"
        fullWidth
        isLoading={form.isTrading}
        disabled={!form.canTrade}
        disabledReason={form.disabledReason}
      >
        {form.actionLabel}
      </Button>
    )
  return (
    <Field>
      <Muted>First allow the swap router to spend your {tokenIn.symbol}. This is a separate transaction.</Muted>
      <Choice role="radiogroup" aria-label="Approval amount">
        <label>
          <input
            type="radio"
            name="swap-approval"
            checked={form.approval === 'exact'}
            onChange={() => form.setApproval('exact')}
          />
          Exact amount ({form.approvalText} {tokenIn.symbol})
        </label>
        <label>
          <input
            type="radio"
            name="swap-approval"
            checked={form.approval === 'unlimited'}
            onChange={() => form.setApproval('unlimited')}
          />
          Unlimited
        </label>
      </Choice>
      <Button fullWidth isLoading={form.isApproving} onClick={() => void form.approve()}>
        Approve {tokenIn.symbol}
      </Button>
    </Field>
  )
}

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
