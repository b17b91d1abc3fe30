import type { InputHTMLAttributes, ReactNode } from 'react'
import styled from 'styled-components'
import { formatBalance } from '../lib/amount'
import { Button } from './Button'
import { Row } from './Form'
import { TextInput } from './TextInput'

/** The token an amount is typed in: what the balance line shows it with. */
export interface AmountToken {
  symbol: string
  decimals: number
}

/**
 * A balance as a form shows it: '–' without a wallet (`hasWallet` false), '…' while it loads (`balanceWei` null),
 * else rounded down to 6 decimals in the token's own decimals, with the symbol.
 */
export const balanceText = (hasWallet: boolean, balanceWei: string | null, token: AmountToken): string =>
  !hasWallet ? '–' : balanceWei === null ? '…' : `${formatBalance(balanceWei, token.decimals)} ${token.symbol}`

/** What AmountField takes beyond the input's own attributes (value, onChange, aria-*, readOnly...). */
export interface AmountFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'title'> {
  /** The section's visible title and accessible name ('You pay'). */
  title: string
  /** The input's label ('Amount (ETH)'). */
  label: string
  id: string
  token: AmountToken
  hasWallet: boolean
  /** The balance in base units (decimal string); null while it loads. */
  balanceWei: string | null
  /** Names the balance for the browser journeys. */
  balanceTestId?: string
  /** Fills in the whole usable balance; no Max button without it. */
  onMax?: () => void
  /** Why Max cannot be pressed yet ('' when it can). */
  maxDisabledReason?: string
  /** Buttons after Max (a token picker). */
  trailing?: ReactNode
  /** A line under the field (a hint). */
  note?: ReactNode
}

/**
 * An amount field as every token form needs it (issue #40, Safe's AmountField): a titled section with the balance
 * on the title line, the decimal input with Max and a trailing slot, and an optional note under it.
 */
export function AmountField({
  title,
  label,
  id,
  token,
  hasWallet,
  balanceWei,
  balanceTestId,
  onMax,
  maxDisabledReason = '',
  trailing,
  note,
  ...input
}: AmountFieldProps) {
  return (
    <Side aria-label={title}>
      <Header>
        <span>{title}</span>
        <span>
          Balance: <span data-testid={balanceTestId}>{balanceText(hasWallet, balanceWei, token)}</span>
        </span>
      </Header>
      <Row>
        <TextInput label={label} id={id} placeholder="0.0" inputMode="decimal" autoComplete="off" {...input} />
        {onMax && (
          <Button
            variant="secondary"
            onClick={onMax}
            disabled={Boolean(maxDisabledReason)}
            disabledReason={maxDisabledReason}
          >
            Max
          </Button>
        )}
        {trailing}
      </Row>
      {note}
    </Side>
  )
}

const Side = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`
