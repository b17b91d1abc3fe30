import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '../../ui/Button'
import { TextInput } from '../../ui/TextInput'
import { Field, Row } from '../../ui/Form'

/**
 * A labelled amount input with a Max button, a hint line (balances, limits) and the reason the amount cannot be used,
 * announced politely as it changes. `onMax` null disables Max with `maxDisabledReason`.
 */
export function AmountField({
  id,
  label,
  value,
  onChange,
  onMax,
  maxLabel,
  maxDisabledReason,
  hint,
  message,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  onMax: (() => void) | null
  /** Accessible name of the Max button, e.g. 'Max LP to deposit'. */
  maxLabel: string
  maxDisabledReason: string
  hint?: ReactNode
  message: string
}) {
  return (
    <Field>
      <Row>
        <TextInput
          label={label}
          id={id}
          placeholder="0.0"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={`${id}-hint ${id}-status`}
          aria-invalid={Boolean(message)}
        />
        <Button
          variant="secondary"
          onClick={() => onMax?.()}
          disabled={onMax === null}
          disabledReason={maxDisabledReason}
          aria-label={maxLabel}
        >
          Max
        </Button>
      </Row>
      <Hint id={`${id}-hint`}>{hint}</Hint>
      <Problem id={`${id}-status`} aria-live="polite">
        {message}
      </Problem>
    </Field>
  )
}

/** Secondary facts under a field (balances, limits, previews). */
export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

/** Why an action cannot go ahead, in the danger colour; keeps its height so the layout does not jump. */
export const Problem = styled.p`
  margin: 0;
  min-height: 1.25em;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`
