import styled from 'styled-components'
import { usePageMetadata } from '../app/usePageMetadata'
import { Card } from '../ui/Card'

/** A styled stand-in for a screen whose content comes later: names what will be there, never a blank page. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  usePageMetadata(title)
  return (
    <Card>
      <h1>{title}</h1>
      <Muted>{description}</Muted>
    </Card>
  )
}

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`
