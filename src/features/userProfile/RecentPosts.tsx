import styled from 'styled-components'
import { Card, CardTitle } from '../../ui/Card'

/** The user's recent chat posts across channels (issue #7 part 1). The chat feature is not in this build yet. */
export function RecentPosts(_props: { address: string }) {
  return (
    <Card aria-labelledby="recent-posts-title" data-testid="recent-posts">
      <CardTitle id="recent-posts-title">Recent posts</CardTitle>
      <Muted>Recent chat posts will show here once the chat is live on this site.</Muted>
    </Card>
  )
}

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`
