import { ponder, type Context, type Event } from 'ponder:registry'
import { comment, commentSubject } from 'ponder:schema'
import type { Address } from 'viem'
import { commentsChannelAbi } from '../abis'

/**
 * Handlers of the NFT comments contract (CommentsChannel, comments per subject address). Like MessagePosted,
 * CommentPosted carries neither the comment's index nor its URL (only the URL's hash), so the index is counted per
 * subject here and the URL read from the contract at that index.
 */

const commentId = (subject: Address, index: number) => `${subject.toLowerCase()}:${index}`

ponder.on('NftComments:CommentPosted', async ({ event, context }) => {
  const subject = event.args.subjectAddress
  const counter = await context.db
    .insert(commentSubject)
    .values({ subject, commentCount: 1 })
    .onConflictDoUpdate((row) => ({ commentCount: row.commentCount + 1 }))
  const commentIndex = counter.commentCount - 1
  const stored = await context.client.readContract({
    abi: commentsChannelAbi,
    address: event.log.address,
    functionName: 'getComment',
    args: [subject, BigInt(commentIndex)],
  })
  await context.db.insert(comment).values({
    id: commentId(subject, commentIndex),
    subject,
    commentIndex,
    author: event.args.author,
    createdAt: event.args.createdAt,
    url: stored.url,
    deleted: false,
    deletedBy: null,
    blockNumber: event.block.number,
    transactionHash: event.transaction.hash,
    position: event.id,
  })
})

async function flag(
  event: Event<'NftComments:CommentDeleted' | 'NftComments:CommentRestored'>,
  context: Context,
  actor: Address,
  deleted: boolean,
): Promise<void> {
  const id = commentId(event.args.subjectAddress, Number(event.args.commentIndex))
  await context.db.update(comment, { id }).set({ deleted, deletedBy: deleted ? actor : null })
}

ponder.on('NftComments:CommentDeleted', ({ event, context }) => flag(event, context, event.args.eraser, true))
ponder.on('NftComments:CommentRestored', ({ event, context }) => flag(event, context, event.args.restorer, false))
