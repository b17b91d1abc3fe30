import type { InputHTMLAttributes, ReactNode } from 'react'
import styled from 'styled-components'
import { formatBalance } from '../lib/amount'
import { Button } from './Button'
import { Field, Muted, Problem, Row } from './Form'
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

/**
 * Why Max cannot fill in the balance yet, for AmountField's `maxDisabledReason`: '' once it is known (`hasBalance`),
 * else to connect a wallet, else `loadingText` while it loads.
 */
export const maxBlocker = (hasWallet: boolean, hasBalance: boolean, loadingText = 'Loading your balance…'): string =>
  hasBalance ? '' : hasWallet ? loadingText : 'Connect your wallet first.'

/** The balance the field shows ('Balance: 1.5 DEMO'). */
export interface AmountBalance {
  token: AmountToken
  hasWallet: boolean
  /** A decimal string of the token's base units; null while it loads. */
  wei: string | null
  /** Names the figure for the browser journeys. */
  testId?: string
}

/** What AmountField takes beyond the input's own attributes (aria-busy, readOnly...). */
export interface AmountFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'title' | 'id' | 'value' | 'onChange'
> {
  id: string
  /** The input's visible label and accessible name ('Amount (ETH)'). */
  label: string
  value: string
  onValueChange: (text: string) => void
  /** Makes the field a titled section ('You pay', its accessible name) with the balance on the title line. */
  title?: string
  /** The balance line: on the title line with a title, else under the input. None without it. */
  balance?: AmountBalance
  /** Fills in the whole usable balance; no Max button without it. */
  onMax?: () => void
  /** Accessible name of Max when 'Max' alone is ambiguous on the page ('Max LP to deposit'). */
  maxLabel?: string
  /** Why Max cannot be pressed yet; '' (the default) when it can. */
  maxDisabledReason?: string
  /** Buttons after Max (a token picker). */
  trailing?: ReactNode
  /** Secondary facts under the field (limits, a preview, what Max keeps back), tied to the input. */
  hint?: ReactNode
  /**
   * Why the amount cannot be used ('' when it can), from the caller's check (src/lib/amount's checkAmount and
   * checkAgainstBalance, or the screen's own rules). Given, it is announced politely under the field as
   * `${id}-status` and marks the input invalid; a form showing its problem elsewhere leaves it out and points
   * aria-describedby there.
   */
  problem?: string
}

/**
 * The one amount field of the token forms (issue #40, Safe's AmountField): the labelled decimal input with Max and
 * a trailing slot, the balance in the token's decimals, a hint and the problem line, each tied to the input with
 * aria-describedby. It only renders: parsing and checking stay in the form's derived-info hook.
 */
export function AmountField({
  id,
  label,
  value,
  onValueChange,
  title,
  balance,
  onMax,
  maxLabel,
  maxDisabledReason = '',
  trailing,
  hint,
  problem,
  ...input
}: AmountFieldProps) {
  const hintId = `${id}-hint`
  const statusId = `${id}-status`
  const describedBy = [hint ? hintId : '', problem !== undefined ? statusId : '', input['aria-describedby'] ?? '']
    .filter(Boolean)
    .join(' ')
  const balanceLine = balance && (
    <span>
      Balance: <span data-testid={balance.testId}>{balanceText(balance.hasWallet, balance.wei, balance.token)}</span>
    </span>
  )
  const body = (
    <>
      <Row>
        <TextInput
          label={label}
          id={id}
          placeholder="0.0"
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={Boolean(problem)}
          {...input}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-describedby={describedBy || undefined}
        />
        {onMax && (
          <Button
            variant="secondary"
            onClick={onMax}
            disabled={Boolean(maxDisabledReason)}
            disabledReason={maxDisabledReason}
            aria-label={maxLabel}
          >
            Max
          </Button>
        )}
        {trailing}
      </Row>
      {!title && balanceLine && <Muted>{balanceLine}</Muted>}
      {hint && <Muted id={hintId}>{hint}</Muted>}
      {problem !== undefined && (
        <Problem id={statusId} aria-live="polite">
          {problem}
        </Problem>
      )}
    </>
  )
  if (!title) return <Field>{body}</Field>
  return (
    <Side aria-label={title}>
      <Header>
        <span>{title}</span>
        {balanceLine}
      </Header>
      {body}
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
