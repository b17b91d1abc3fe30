import { useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { config } from '../../config'
import type { CommentStage } from '../../services/nft/nftServices'
import type { CollectionComment } from '../../services/nft/types'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import { MessageText } from '../chat'
import { profilePath } from '../../config/visibility'
import { DisplayName } from '../names'
import { useUsername } from '../../store/useUsername'
import { TextArea } from './OwnerTools'
import { formatPrice } from './media'
import { nftApi, useGetCommentsQuery, useGetCommentTextQuery } from './nftApi'
import { useAppDispatch } from '../../store/store'
import { loadNftServices } from '../../services/nft/loadNftServices'
import { notify } from '../../store/toasts/notify'
import { Muted } from '../../ui/Form'
import { tagId } from '../../lib/tagId'

const STAGE_TEXT: Record<CommentStage, string> = {
  checking: 'Checking the channel…',
  signing: 'Sign the upload in your wallet…',
  uploading: 'Storing your comment on Arweave…',
  sending: 'Confirm the transaction in your wallet…',
}

export const HOLDERS_ONLY = 'Buy an NFT to see the chat'

function CommentItem({ comment }: { comment: CollectionComment }) {
  const { username } = useUsername(comment.author)
  const body = useGetCommentTextQuery(comment.url)
  return (
    <Item data-testid="nft-comment">
      <Author to={profilePath(username, comment.author)}>
        <DisplayName username={username} address={comment.author} />
      </Author>
      {body.data !== undefined ? (
        <MessageText text={body.data} />
      ) : body.isError ? (
        <Muted>This comment could not be loaded.</Muted>
      ) : (
        <Spinner label="Loading the comment…" />
      )}
    </Item>
  )
}

/** The comment composer: text, price, Post; the chat's flow (sign → upload to Arweave → transaction). */
function CommentComposer({ subject, priceWei }: { subject: string; priceWei: string }) {
  const [text, setText] = useState('')
  const [stage, setStage] = useState<CommentStage | null>(null)
  const dispatch = useAppDispatch()
  const post = async () => {
    setStage('checking')
    try {
      const services = await loadNftServices()
      await services.postComment(subject, text, setStage)
      setText('')
      dispatch(nftApi.util.invalidateTags([{ type: 'NftComments', id: tagId(subject) }]))
    } catch (error) {
      // The transaction runner already toasted chain failures; refusals, upload errors and rejections are said here.
      const services = await loadNftServices()
      const problem = services.toActionError(error)
      if (problem.code !== services.TX_REPORTED) {
        if (problem.isRejection) notify.warning(problem.message)
        else notify.error(problem.message)
      }
    } finally {
      setStage(null)
    }
  }
  return (
    <Composer
      onSubmit={(event) => {
        event.preventDefault()
        void post()
      }}
    >
      <label htmlFor="nft-comment-text">Write a comment</label>
      <TextArea
        id="nft-comment-text"
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void post()
        }}
      />
      <Row>
        <Muted>Posting costs {formatPrice(priceWei)}.</Muted>
        <Button
          type="submit"
          isLoading={stage !== null}
          disabled={!text.trim()}
          disabledReason="Write something first."
        >
          Post
        </Button>
      </Row>
      {stage && <Muted aria-live="polite">{STAGE_TEXT[stage]}</Muted>}
    </Composer>
  )
}

/**
 * The collection's chat (issue #15): for holders and the owner, the newest comments (bodies from Arweave, rendered by
 * the chat's safe text renderer) and a composer; everyone else sees 'Buy an NFT to see the chat'.
 */
export function CollectionComments({ subject, canSee }: { subject: string; canSee: boolean }) {
  const comments = useGetCommentsQuery(subject, { skip: !canSee || !config.nftCommentsAddress })
  if (!config.nftCommentsAddress) return null
  return (
    <Section aria-labelledby="nft-comments-title">
      <h2 id="nft-comments-title">Holders’ chat</h2>
      {!canSee ? (
        <Muted data-testid="holders-only">{HOLDERS_ONLY}</Muted>
      ) : comments.isError ? (
        <Muted role="alert">{comments.error.message}</Muted>
      ) : !comments.data ? (
        <Spinner label="Loading comments…" />
      ) : (
        <>
          <CommentComposer subject={subject} priceWei={comments.data.priceWei} />
          {comments.data.comments.length === 0 && <Muted>No comments yet.</Muted>}
          <List>
            {comments.data.comments.map((comment) => (
              <CommentItem key={comment.index} comment={comment} />
            ))}
          </List>
        </>
      )}
    </Section>
  )
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

const Author = styled(Link)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`

const Composer = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`
