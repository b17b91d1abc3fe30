import { memo } from 'react'
import styled from 'styled-components'
import { useAppDispatch } from '../../../store/store'
import { useUsername } from '../../../store/useUsername'
import { Button } from '../../../ui/Button'
import { Spinner } from '../../../ui/Spinner'
import { DisplayName } from '../../names'
import { ProfileImage } from '../../profilePicture'
import { MessageText } from '../text/MessageText'
import type { OutboxPost, OutboxStage } from './outboxSlice'
import { postRemoved, postRetried } from './outboxSlice'
import { usePostMessageMutation } from './postingApi'

/** What a post in flight says about itself, per stage (issue #16: signing, storing, confirming). */
export const OUTBOX_STAGE_TEXT: Record<Exclude<OutboxStage, 'failed'>, string> = {
  checking: 'Sending: checking the channel…',
  signing: 'Sending: sign the upload in your wallet…',
  storing: 'Sending: storing on Arweave…',
  sending: 'Sending: confirm the transaction in your wallet…',
  confirming: 'Sending: confirming on chain…',
  confirmed: 'Posted',
}

/**
 * A post of the outbox in its feed (issue #16): shown at once with the author and the text, and its stage while it
 * travels; once confirmed it reads 'Posted' until the feed holds the message itself, which then takes its place.
 * A failed post keeps its text and says why, with Retry (sends it again, reusing its stored body) and Discard.
 */
export const PendingMessage = memo(function PendingMessage({ post }: { post: OutboxPost }) {
  const dispatch = useAppDispatch()
  const { username } = useUsername(post.author)
  const [postMessage] = usePostMessageMutation()
  const isFailed = post.stage === 'failed'
  const retry = () => {
    dispatch(postRetried({ id: post.id }))
    void postMessage({ id: post.id, channel: post.channel })
  }
  return (
    <Item data-testid="pending-message" data-stage={post.stage} aria-label="Your message, not confirmed yet">
      <ProfileImage domainName={username || null} size={40} alt="" />
      <Main>
        <Header>
          <Author>
            <DisplayName username={username} address={post.author} />
          </Author>
          <Stage role="status" $isFailed={isFailed}>
            {post.stage === 'failed' ? (
              'Not sent.'
            ) : (
              <>
                {post.stage !== 'confirmed' && <Spinner />}
                {OUTBOX_STAGE_TEXT[post.stage]}
              </>
            )}
          </Stage>
        </Header>
        <MessageText text={post.text} isFull />
        {isFailed && (
          <Failure>
            <Reason role="alert">{post.error}</Reason>
            <Button variant="secondary" onClick={retry}>
              Retry
            </Button>
            <Button variant="ghost" onClick={() => dispatch(postRemoved({ id: post.id }))}>
              Discard
            </Button>
          </Failure>
        )}
      </Main>
    </Item>
  )
})

const Item = styled.article`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: 0;
  }
`

const Main = styled.div`
  flex: 1;
  min-width: 0;
`

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(1)};
`

const Author = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`

const Stage = styled.span<{ $isFailed: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $isFailed }) => ($isFailed ? theme.colors.danger : theme.colors.textMuted)};
`

const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`

const Reason = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`
