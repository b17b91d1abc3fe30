import styled from 'styled-components'

/** Inline muted text for a technical detail in a heading, e.g. the unknown path after 'Page not found'. */
export const Code = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`
