import { useId } from 'react'
import { Link, useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { Card } from '../ui/Card'
import { MutedText } from '../ui/Text'

export interface PlaceholderPageProps {
  title: string
  /** What this screen is for, in a sentence. */
  description: string
  /** What the finished screen will offer, one line each. */
  upcoming?: string[]
  /** The tag above the title: 'Coming soon' by default, or e.g. 'Not enabled'. */
  badge?: string
}

/**
 * A styled stand-in for a screen whose content comes later (or is switched off on this site): it names the screen and
 * what will be there, and offers the way back home (from any other page), so no route is ever a blank page. The document title comes from
 * the route's configured metadata (PageMetadataProvider).
 */
export function PlaceholderPage({ title, description, upcoming = [], badge = 'Coming soon' }: PlaceholderPageProps) {
  const titleId = useId()
  const isHome = useLocation().pathname === '/'
  return (
    <Card aria-labelledby={titleId}>
      <Badge>{badge}</Badge>
      <Title id={titleId}>{title}</Title>
      <Muted>{description}</Muted>
      {upcoming.length > 0 && (
        <>
          <Subtitle>What you will find here</Subtitle>
          <List>
            {upcoming.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </List>
        </>
      )}
      {!isHome && <Link to="/">Back to General discussion</Link>}
    </Card>
  )
}

const Badge = styled.p`
  display: inline-block;
  margin: 0;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`

const Title = styled.h1`
  margin: ${({ theme }) => `${theme.space(3)} 0 ${theme.space(2)}`};
  font-size: ${({ theme }) => theme.font.size.xl};
`

const Muted = styled(MutedText)`
  margin: 0 0 ${({ theme }) => theme.space(4)};
`

const Subtitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.md};
`

const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding-left: ${({ theme }) => theme.space(5)};
`
