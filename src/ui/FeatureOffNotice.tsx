import { useId } from 'react'
import { Link, useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { Card } from './Card'
import { MutedText } from './Text'

/**
 * What a feature route shows when the feature is switched off on this site (FeatureGate, spec §2 Left sidebar): the
 * screen's title under a 'Not enabled' tag, '<title> is not enabled on this site.', and the way back home (from every
 * other page), so the route is never a blank or broken page. The document title comes from the route's configured
 * metadata (PageMetadataProvider).
 */
export function FeatureOffNotice({ title }: { title: string }) {
  const titleId = useId()
  const isHome = useLocation().pathname === '/'
  return (
    <Card aria-labelledby={titleId}>
      <Badge>Not enabled</Badge>
      <Title id={titleId}>{title}</Title>
      <Muted>{title} is not enabled on this site.</Muted>
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
