import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '../test/renderWithProviders'
import { AmountField, balanceText, maxBlocker } from './AmountField'

const USD = { symbol: 'USD', decimals: 6 }
const ETH = { symbol: 'ETH', decimals: 18 }

describe('balanceText: a balance in the token’s own decimals', () => {
  it.each<[string, boolean, string | null, { symbol: string; decimals: number }, string]>([
    ['no wallet', false, '5', USD, '–'],
    ['loading', true, null, USD, '…'],
    ['6 decimals', true, '1234567', USD, '1.234567 USD'],
    ['18 decimals, rounded down to 6', true, '1999999999999999999', ETH, '1.999999 ETH'],
    ['zero', true, '0', ETH, '0 ETH'],
  ])('%s', (_name, hasWallet, wei, token, text) => {
    expect(balanceText(hasWallet, wei, token)).toBe(text)
  })
})

describe('maxBlocker: why Max waits', () => {
  it.each<[string, boolean, boolean, string]>([
    ['no wallet', false, false, 'Connect your wallet first.'],
    ['balance loading', true, false, 'Loading your balance…'],
    ['balance known', true, true, ''],
  ])('%s', (_name, hasWallet, hasBalance, reason) => {
    expect(maxBlocker(hasWallet, hasBalance)).toBe(reason)
  })

  it('says what is loading when told', () => {
    expect(maxBlocker(true, false, 'Loading your stake…')).toBe('Loading your stake…')
  })
})

describe('AmountField', () => {
  it('shows its title, the balance and the input; typing and Max go through the callbacks', async () => {
    const onMax = jest.fn()
    const onValueChange = jest.fn()
    renderWithProviders(
      <AmountField
        title="You pay"
        label="Amount (USD)"
        id="amount"
        balance={{ token: USD, hasWallet: true, wei: '2500000', testId: 'balance' }}
        value=""
        onValueChange={onValueChange}
        onMax={onMax}
      />,
    )
    expect(screen.getByRole('region', { name: 'You pay' })).toBeInTheDocument()
    expect(screen.getByTestId('balance')).toHaveTextContent('2.5 USD')
    await userEvent.type(screen.getByLabelText('Amount (USD)'), '1')
    expect(onValueChange).toHaveBeenCalledWith('1')
    await userEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect(onMax).toHaveBeenCalledTimes(1)
  })

  it('keeps Max disabled with its reason, and has no Max without onMax', () => {
    const { unmount } = renderWithProviders(
      <AmountField
        title="You pay"
        label="Amount (ETH)"
        id="a"
        balance={{ token: ETH, hasWallet: false, wei: null }}
        value=""
        onValueChange={jest.fn()}
        onMax={jest.fn()}
        maxDisabledReason="Connect your wallet first."
      />,
    )
    expect(screen.getByRole('button', { name: 'Max' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Max' })).toHaveAttribute('title', 'Connect your wallet first.')
    expect(screen.getByText(/^Balance:/)).toHaveTextContent('Balance: –')
    unmount()
    renderWithProviders(
      <AmountField title="You receive" label="Amount (ETH)" id="b" value="" onValueChange={jest.fn()} readOnly />,
    )
    expect(screen.queryByRole('button', { name: 'Max' })).toBeNull()
    expect(screen.queryByText(/^Balance:/)).toBeNull()
  })

  it('ties the hint and the problem to the input, marks it invalid and announces the problem', () => {
    renderWithProviders(
      <AmountField
        label="Amount to deposit (LP)"
        id="deposit"
        value="9"
        onValueChange={jest.fn()}
        onMax={jest.fn()}
        maxLabel="Max LP to deposit"
        hint="Minimum deposit 1 LP."
        problem="That is more than your balance of 2 LP."
      />,
    )
    const input = screen.getByRole('textbox', { name: 'Amount to deposit (LP)' })
    expect(input).toHaveAccessibleDescription('Minimum deposit 1 LP. That is more than your balance of 2 LP.')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(document.getElementById('deposit-status')).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByRole('button', { name: 'Max LP to deposit' })).toBeEnabled()
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('without a title shows the balance under the input; a problem shown elsewhere is named by the caller', () => {
    renderWithProviders(
      <>
        <AmountField
          label="Amount (DEMO)"
          id="send"
          value=""
          onValueChange={jest.fn()}
          balance={{ token: { symbol: 'DEMO', decimals: 18 }, hasWallet: true, wei: '1500000000000000000' }}
          aria-describedby="elsewhere"
        />
        <p id="elsewhere">Enter an amount.</p>
      </>,
    )
    const input = screen.getByLabelText('Amount (DEMO)')
    expect(screen.getByText(/^Balance:/)).toHaveTextContent('Balance: 1.5 DEMO')
    expect(input).toHaveAccessibleDescription('Enter an amount.')
    expect(input).toHaveAttribute('aria-invalid', 'false')
  })
})
