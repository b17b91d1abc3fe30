import styled from 'styled-components'
import type { NameValidation } from '../../lib/domainNameValidation'

/**
 * The validation message under a name field (spec §5): red with a warning icon when invalid, quiet when valid,
 * nothing for empty input (keeping a line's room unless `collapseWhenEmpty`). Announced politely to screen readers.
 */
export function ValidationMessage({
  id,
  validation,
  showIcon = false,
  collapseWhenEmpty = false,
}: {
  id: string
  validation: NameValidation
  showIcon?: boolean
  /** Take no room while there is nothing to say (the live region stays in the page so the message is announced). */
  collapseWhenEmpty?: boolean
}) {
  return (
    <Message id={id} aria-live="polite" $isValid={validation.isValid} $collapse={collapseWhenEmpty}>
      {validation.message && !validation.isValid && showIcon && <span aria-hidden="true">⚠ </span>}
      {validation.message}
    </Message>
  )
}

const Message = styled.p<{ $isValid: boolean; $collapse: boolean }>`
  margin: 0;
  min-height: ${({ $collapse }) => ($collapse ? '0' : '1.25em')};
  ${({ $collapse, theme }) => ($collapse ? `&:not(:empty) { margin-top: ${theme.space(1)}; }` : '')}
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $isValid }) => ($isValid ? theme.colors.success : theme.colors.danger)};
`
