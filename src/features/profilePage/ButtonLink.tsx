import { Link } from 'react-router-dom'
import styled, { css } from 'styled-components'

/** A router link that looks like the app's Button (for actions that navigate, e.g. 'Send a tip'). */
export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  text-decoration: none;
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover {
            background: ${theme.colors.primaryHover};
            color: ${theme.colors.onPrimary};
          }
        `
      : css`
          background: ${theme.colors.surfaceRaised};
          color: ${theme.colors.text};
          border-color: ${theme.colors.border};
          &:hover {
            border-color: ${theme.colors.primary};
            color: ${theme.colors.text};
          }
        `}
`
