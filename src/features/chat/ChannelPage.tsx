import { Suspense } from 'react'
import styled from 'styled-components'
import { usePageMetadata } from '../../store/usePageMetadata'
import { useWalletSession } from '../../store/useWalletSession'
import type { ChannelName } from '../../config'
import { Card } from '../../ui/Card'
import { CHANNELS } from './channels'
import { Composer } from './Composer'
import { Feed } from './Feed'
import { MentionsPanel } from './postingParts'

/** A channel's page (spec §2: '/', '/memes-images', '/shill'): its title, the composer, and the live feed. */
export function ChannelPage({ channel }: { channel: ChannelName }) {
  const { title, description } = CHANNELS[channel]
  const { isConnected } = useWalletSession()
  usePageMetadata(title)
  return (
    <Column>
      <div>
        <Title>{title}</Title>
        <Description>{description}</Description>
      </div>
      {isConnected && (
        <Suspense fallback={null}>
          <MentionsPanel />
        </Suspense>
      )}
      <Composer channel={channel} parentIndex={null} />
      <Card>
        <Feed channel={channel} parentIndex={null} emptyText="No messages yet. Be the first to post!" />
      </Card>
    </Column>
  )
}

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`

const Description = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`
