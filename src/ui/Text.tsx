import styled from 'styled-components'

/** A paragraph of secondary text: muted colour, no margin (the layout around it spaces it). */
export const MutedText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`

/** A muted status line with an inline icon or spinner before its text (loading, empty and error notes). */
export const StatusLine = styled(MutedText)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`
