import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../ui/Button'
import { Card, CardTitle } from '../../ui/Card'
import { Spinner } from '../../ui/Spinner'
import { CHANNELS, MessageItem } from '../chat'
import { useWalletSession } from '../../store/useWalletSession'
import { useGetRecentPostsQuery } from '../../store/api/profileApi'
import { StatusLine } from '../../ui/Text'

/**
 * The user's recent chat posts across channels (issue #7 part 1), each with the channel it is in, rendered like the
 * feed (safe text, pictures, time linking to the post, Delete for the author). Only the latest messages of each
 * channel are searched, and the card says so.
 */
export function RecentPosts({ address }: { address: string }) {
  const { address: viewer } = useWalletSession()
  const posts = useGetRecentPostsQuery(address)
  return (
    <Card aria-labelledby="recent-posts-title" data-testid="recent-posts">
      <CardTitle id="recent-posts-title">Recent posts</CardTitle>
      {posts.isError ? (
        <Problem role="alert">
          Could not load the recent posts: {posts.error.message}{' '}
          <Button variant="secondary" onClick={() => void posts.refetch()} isLoading={posts.isFetching}>
            Try again
          </Button>
        </Problem>
      ) : !posts.data ? (
        <Muted aria-busy="true">
          <Spinner /> Loading posts…
        </Muted>
      ) : posts.data.posts.length === 0 ? (
        <Muted>No posts among the latest {posts.data.window} messages of each channel.</Muted>
      ) : (
        <>
          <List>
            {posts.data.posts.map(({ channel, message }) => (
              <li key={`${channel}-${message.index}`} data-testid="recent-post">
                <Channel>
                  in <Link to={CHANNELS[channel].path}>{CHANNELS[channel].title}</Link>
                </Channel>
                <MessageItem message={message} channel={channel} parentIndex={null} viewer={viewer} isMod={false} />
              </li>
            ))}
          </List>
          <Muted>From the latest {posts.data.window} messages of each channel.</Muted>
        </>
      )}
    </Card>
  )
}

const List = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  > li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`

const Channel = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Muted = styled(StatusLine)`
  font-size: ${({ theme }) => theme.font.size.sm};
`

const Problem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.danger};
`
