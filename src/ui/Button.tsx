import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { useId } from 'react'
import styled, { css } from 'styled-components'
import { Spinner } from './Spinner'
import { VisuallyHidden } from './VisuallyHidden'

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant
  /** Shows a spinner before the label and disables the button. */
  isLoading?: boolean
  /** Why the button is disabled; shown as a tooltip and read by screen readers. */
  disabledReason?: string
  fullWidth?: boolean
  children: ReactNode
}

/**
 * The app's button. Disabled buttons carry their reason (tooltip + aria-describedby), loading buttons a spinner,
 * so no wait is silent and no disabled control is a mystery; a disabled button looks disabled (neutral and dashed).
 */
export function Button({
  variant = 'primary',
  isLoading = false,
  disabledReason,
  fullWidth = false,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const reasonId = useId()
  const isDisabled = Boolean(disabled || isLoading)
  const reason = isDisabled && !isLoading ? disabledReason : undefined
  return (
    <>
      <StyledButton
        type={type}
        $variant={variant}
        $fullWidth={fullWidth}
        disabled={isDisabled}
        aria-busy={isLoading || undefined}
        aria-describedby={reason ? reasonId : undefined}
        title={reason}
        {...rest}
      >
        {isLoading && <Spinner />}
        {children}
      </StyledButton>
      {reason && <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>}
    </>
  )
}

const variants: Record<Variant, ReturnType<typeof css>> = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.primary};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceRaised};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onPrimary};
  `,
}

export const StyledButton = styled.button<{ $variant: Variant; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  cursor: pointer;
  transition:
    background 120ms ease,
    border-color 120ms ease;
  ${({ $variant }) => variants[$variant]}
  /* A disabled button must not pass for an enabled one (issue #17): neutral fill, muted text (4.5:1 on the fill in
     both themes), dashed outline, whatever the variant. A busy button keeps its look with its spinner. */
  &:disabled:not([aria-busy='true']) {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.textMuted};
    border-color: ${({ theme }) => theme.colors.fieldBorder};
    border-style: dashed;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    opacity: 0.85;
    cursor: progress;
  }
`
