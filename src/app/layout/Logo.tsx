import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { config } from '../../config'

/** The site logo, linking home. */
export function Logo() {
  return (
    <LogoLink to="/" aria-label={`${config.projectName} home`}>
      <Mark aria-hidden="true">◆</Mark>
      <span>{config.projectName}</span>
    </LogoLink>
  )
}

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
`

const Mark = styled.span`
  color: ${({ theme }) => theme.colors.primary};
`
