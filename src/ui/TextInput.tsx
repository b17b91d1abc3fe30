import type { InputHTMLAttributes } from 'react'
import { forwardRef } from 'react'
import styled from 'styled-components'

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Visible label text. */
  label: string
  /** Hide the label visually but keep it for screen readers. */
  hideLabel?: boolean
  /** Text shown at the right inside the field (a tld, '%', 'min'). */
  suffix?: string
}

/** A labelled text field with an optional suffix, used by every form in the app. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, hideLabel = false, suffix, id, ...rest },
  ref,
) {
  const inputId = id ?? `input-${label.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <Field>
      <Label htmlFor={inputId} $hidden={hideLabel}>
        {label}
      </Label>
      <Row>
        <Input ref={ref} id={inputId} {...rest} />
        {suffix && <Suffix aria-hidden="true">{suffix}</Suffix>}
      </Row>
    </Field>
  )
})

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`

const Label = styled.label<{ $hidden: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ $hidden }) =>
    $hidden &&
    `position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`}
`

const Row = styled.div`
  display: flex;
  align-items: stretch;
  border: 1px solid ${({ theme }) => theme.colors.fieldBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

const Input = styled.input`
  flex: 1;
  min-width: 0;
  border: 0;
  background: transparent;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  &:focus {
    outline: none;
  }
`

const Suffix = styled.span`
  display: flex;
  align-items: center;
  padding: ${({ theme }) => `0 ${theme.space(3)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  border-left: 1px solid ${({ theme }) => theme.colors.fieldBorder};
`
