import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '../test/renderWithProviders'
import { AmountField, balanceText } from './AmountField'

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

describe('AmountField', () => {
  it('shows its title, the balance and the input; Max fills in through onMax', async () => {
    const onMax = jest.fn()
    const onChange = jest.fn()
    renderWithProviders(
      <AmountField
        title="You pay"
        label="Amount (USD)"
        id="amount"
        token={USD}
        hasWallet
        balanceWei="2500000"
        balanceTestId="balance"
        value=""
        onChange={onChange}
        onMax={onMax}
      />,
    )
    expect(screen.getByRole('region', { name: 'You pay' })).toBeInTheDocument()
    expect(screen.getByTestId('balance')).toHaveTextContent('2.5 USD')
    await userEvent.type(screen.getByLabelText('Amount (USD)'), '1')
    expect(onChange).toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect(onMax).toHaveBeenCalledTimes(1)
  })

  it('keeps Max disabled with its reason, and has no Max without onMax', () => {
    const { unmount } = renderWithProviders(
      <AmountField
        title="You pay"
        label="Amount (ETH)"
        id="a"
        token={ETH}
        hasWallet={false}
        balanceWei={null}
        onMax={jest.fn()}
        maxDisabledReason="Connect your wallet first."
        readOnly
      />,
    )
    expect(screen.getByRole('button', { name: 'Max' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Max' })).toHaveAttribute('title', 'Connect your wallet first.')
    unmount()
    renderWithProviders(
      <AmountField title="You receive" label="Amount (ETH)" id="b" token={ETH} hasWallet balanceWei="0" readOnly />,
    )
    expect(screen.queryByRole('button', { name: 'Max' })).toBeNull()
  })
})
