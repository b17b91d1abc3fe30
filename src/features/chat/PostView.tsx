import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { usePageMetadata } from '../../store/usePageMetadata'
import type { ChannelName } from '../../config'
import { Card } from '../../ui/Card'
import { Spinner } from '../../ui/Spinner'
import { useWalletSession } from '../../store/useWalletSession'
import { CHANNELS, isChannelName } from './channels'
import { Column } from './ChannelPage'
import { useGetMainMessageQuery } from './chatApi'
import { Composer } from './Composer'
import { Feed } from './Feed'
import { MessageItem } from './MessageItem'
import { useChannelState } from './useChannelState'
import { StatusLine } from '../../ui/Text'

/** Reads `id` and `channel` of the post page: a non-negative integer and a configured channel name, else null. */
export function parsePostParams(search: URLSearchParams): { channel: ChannelName; index: number } | null {
  const id = search.get('id') ?? ''
  const channel = search.get('channel') ?? 'general'
  if (!/^\d{1,9}$/.test(id) || !isChannelName(channel)) return null
  return { channel, index: Number(id) }
}

function Thread({ channel, index }: { channel: ChannelName; index: number }) {
  const { address } = useWalletSession()
  const message = useGetMainMessageQuery({ channel, index })
  const channelState = useChannelState({ channel, parentIndex: index })
  if (message.isLoading) {
    return (
      <Muted role="status">
        <Spinner /> Loading the message…
      </Muted>
    )
  }
  if (message.isError) return <Muted role="alert">Could not load this message. Check your connection and reload.</Muted>
  if (!message.data) return <Muted role="alert">This message does not exist.</Muted>
  if (message.data.deleted) return <Muted role="alert">This message has been deleted.</Muted>
  return (
    <>
      <Card>
        <MessageItem
          message={message.data}
          channel={channel}
          parentIndex={null}
          viewer={address}
          isMod={channelState.data?.isMod ?? false}
          isFull
        />
      </Card>
      <Composer channel={channel} parentIndex={index} />
      <Card>
        <Subtitle>Replies</Subtitle>
        <Feed channel={channel} parentIndex={index} emptyText="No replies yet." />
      </Card>
    </>
  )
}

/**
 * The post page (issue #5 part 6, '/post?id=<index>&channel=<name>'): the message, a reply composer and its replies.
 * The channel comes from the configured names only, never an address from the URL (reference weakness §6.4).
 */
export function PostView({ search }: { search: URLSearchParams }) {
  const params = parsePostParams(search)
  usePageMetadata('Post')
  return (
    <Column>
      <div>
        {params ? (
          <BackLink to={CHANNELS[params.channel].path}>← {CHANNELS[params.channel].title}</BackLink>
        ) : (
          <BackLink to="/">← General discussion</BackLink>
        )}
        <Title>Post</Title>
      </div>
      {params ? (
        <Thread channel={params.channel} index={params.index} />
      ) : (
        <Muted role="alert">This link does not point to a message.</Muted>
      )}
    </Column>
  )
}

const Title = styled.h1`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`

const Subtitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.lg};
`

const BackLink = styled(Link)`
  color: ${({ theme }) => theme.colors.textMuted};
`

const Muted = styled(StatusLine)`
  margin: revert;
`
