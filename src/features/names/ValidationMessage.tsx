import styled from 'styled-components'
import type { NameValidation } from '../../lib/domainNameValidation'

/**
 * The validation message under a name field (spec §5): red with a warning icon when invalid, quiet when valid,
 * nothing for empty input. Announced politely to screen readers.
 */
export function ValidationMessage({
  id,
  validation,
  showIcon = false,
}: {
  id: string
  validation: NameValidation
  showIcon?: boolean
}) {
  return (
    <Message id={id} aria-live="polite" $isValid={validation.isValid}>
      {validation.message && !validation.isValid && showIcon && <span aria-hidden="true">⚠ </span>}
      {validation.message}
    </Message>
  )
}

const Message = styled.p<{ $isValid: boolean }>`
  margin: 0;
  min-height: 1.25em;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $isValid }) => ($isValid ? theme.colors.success : theme.colors.danger)};
`
