import { ponder, type Context, type Event } from 'ponder:registry'
import { channel, message, messageVersion, moderationEvent, reaction } from 'ponder:schema'
import { decodeFunctionData, keccak256, toBytes, type Address } from 'viem'
import { chatChannelAbi } from '../abis'
import { channelName, readAddresses } from '../addresses'
import { messageId } from '../ids'

/**
 * Handlers of the chat channels' events (docs/chain-interface "Chat channels"). The contracts' events omit what the
 * index needs most: MessagePosted has no index and carries the body URL only as a hash (an indexed string). So the
 * handlers count messages per channel and per thread themselves (every event is seen in chain order from block 0,
 * so the count is the contract's index), and take the URL from the transaction's calldata, checked against the
 * event's hash; when the message was posted through another contract, they read it from the channel instead.
 */

const addresses = readAddresses()

function channelNameOf(address: Address): string {
  const name = channelName(addresses, address)
  if (name === undefined) throw new Error(`ChatChannel event from unknown address ${address}`)
  return name
}

/**
 * The URL whose keccak256 is `urlHash` (an indexed string's topic), from the calldata of a direct call to the
 * channel; undefined when the call went through another contract or does not match.
 */
function urlFromCalldata(
  event: Event<'ChatChannel:MessagePosted' | 'ChatChannel:MessageReplied'>,
  urlHash: string,
): string | undefined {
  const { to, input } = event.transaction
  if (to === null || to.toLowerCase() !== event.log.address.toLowerCase()) return undefined
  try {
    const call = decodeFunctionData({ abi: chatChannelAbi, data: input })
    const url =
      call.functionName === 'createMessage' ? call.args[0] : call.functionName === 'createReply' ? call.args[1] : null
    return url !== null && keccak256(toBytes(url)) === urlHash.toLowerCase() ? url : undefined
  } catch {
    return undefined
  }
}

/** Increments one of the channel's counters and returns its value before the increment (the new item's index). */
async function nextIndex(context: Context, address: Address, counter: 'mainCount' | 'replyCount'): Promise<number> {
  const row = await context.db
    .insert(channel)
    .values({ address, name: channelNameOf(address), mainCount: 0, replyCount: 0, [counter]: 1 })
    .onConflictDoUpdate((current) => ({ [counter]: current[counter] + 1 }))
  return row[counter] - 1
}

ponder.on('ChatChannel:MessagePosted', async ({ event, context }) => {
  const address = event.log.address
  const mainIndex = await nextIndex(context, address, 'mainCount')
  const url =
    urlFromCalldata(event, event.args.url) ??
    (
      await context.client.readContract({
        abi: chatChannelAbi,
        address,
        functionName: 'getMainMessage',
        args: [BigInt(mainIndex)],
      })
    ).url
  await context.db.insert(message).values({
    id: messageId(address, mainIndex),
    channel: address,
    channelName: channelNameOf(address),
    mainIndex,
    replyIndex: null,
    isReply: false,
    author: event.args.author,
    createdAt: event.args.createdAt,
    url,
    deleted: false,
    deletedBy: null,
    replyCount: 0,
    liveReplyCount: 0,
    editCount: 0,
    blockNumber: event.block.number,
    transactionHash: event.transaction.hash,
    position: event.id,
  })
})

ponder.on('ChatChannel:MessageReplied', async ({ event, context }) => {
  const address = event.log.address
  const mainIndex = Number(event.args.mainMsgIndex)
  await nextIndex(context, address, 'replyCount')
  const parent = await context.db
    .update(message, { id: messageId(address, mainIndex) })
    .set((row) => ({ replyCount: row.replyCount + 1, liveReplyCount: row.liveReplyCount + 1 }))
  const replyIndex = parent.replyCount - 1
  const url =
    urlFromCalldata(event, event.args.url) ??
    (
      await context.client.readContract({
        abi: chatChannelAbi,
        address,
        functionName: 'getReply',
        args: [BigInt(mainIndex), BigInt(replyIndex)],
      })
    ).url
  await context.db.insert(message).values({
    id: messageId(address, mainIndex, replyIndex),
    channel: address,
    channelName: channelNameOf(address),
    mainIndex,
    replyIndex,
    isReply: true,
    author: event.args.author,
    createdAt: event.args.createdAt,
    url,
    deleted: false,
    deletedBy: null,
    replyCount: 0,
    liveReplyCount: 0,
    editCount: 0,
    blockNumber: event.block.number,
    transactionHash: event.transaction.hash,
    position: event.id,
  })
})

interface Moderation {
  kind: 'delete' | 'restore'
  actor: Address
  at: bigint
  mainIndex: number
  replyIndex?: number
}

/**
 * Flags a message deleted or restored, keeps its parent's live reply count in step (as the contract's
 * `repliesCount`), and records who did it.
 */
async function moderate(
  event: Event<
    | 'ChatChannel:MainMessageDeleted'
    | 'ChatChannel:MainMessageRestored'
    | 'ChatChannel:ReplyDeleted'
    | 'ChatChannel:ReplyRestored'
  >,
  context: Context,
  { kind, actor, at, mainIndex, replyIndex }: Moderation,
): Promise<void> {
  const address = event.log.address
  const id = messageId(address, mainIndex, replyIndex)
  const deleted = kind === 'delete'
  const row = await context.db.update(message, { id }).set({ deleted, deletedBy: deleted ? actor : null })
  if (replyIndex !== undefined) {
    await context.db
      .update(message, { id: messageId(address, mainIndex) })
      .set((parent) => ({ liveReplyCount: parent.liveReplyCount + (deleted ? -1 : 1) }))
  }
  await context.db.insert(moderationEvent).values({
    id: event.id,
    messageId: id,
    channel: address,
    kind,
    actor,
    byModerator: actor.toLowerCase() !== row.author.toLowerCase(),
    at,
    blockNumber: event.block.number,
    transactionHash: event.transaction.hash,
  })
}

ponder.on('ChatChannel:MainMessageDeleted', ({ event, context }) =>
  moderate(event, context, {
    kind: 'delete',
    actor: event.args.eraser,
    at: event.args.deletedAt,
    mainIndex: Number(event.args.mainMsgIndex),
  }),
)

ponder.on('ChatChannel:MainMessageRestored', ({ event, context }) =>
  moderate(event, context, {
    kind: 'restore',
    actor: event.args.restorer,
    at: event.args.restoredAt,
    mainIndex: Number(event.args.mainMsgIndex),
  }),
)

ponder.on('ChatChannel:ReplyDeleted', ({ event, context }) =>
  moderate(event, context, {
    kind: 'delete',
    actor: event.args.eraser,
    at: event.args.deletedAt,
    mainIndex: Number(event.args.mainMsgIndex),
    replyIndex: Number(event.args.replyMsgIndex),
  }),
)

ponder.on('ChatChannel:ReplyRestored', ({ event, context }) =>
  moderate(event, context, {
    kind: 'restore',
    actor: event.args.restorer,
    at: event.args.restoredAt,
    mainIndex: Number(event.args.mainMsgIndex),
    replyIndex: Number(event.args.replyMsgIndex),
  }),
)

/** The message a ReactionSet or MessageEdited names: its row id (main message or reply). */
function targetOf(event: Event<'ChatChannel:ReactionSet' | 'ChatChannel:MessageEdited'>): string {
  const { mainMsgIndex, replyMsgIndex, isReply } = event.args
  return messageId(event.log.address, Number(mainMsgIndex), isReply ? Number(replyMsgIndex) : undefined)
}

/**
 * A reaction turned on adds its row, turned off deletes it (the contract refuses a repeat, so rows never clash);
 * either way the message's `extrasBlock` moves to this block, so a removal shows in the changes since a block too.
 */
ponder.on('ChatChannel:ReactionSet', async ({ event, context }) => {
  const target = targetOf(event)
  const { user, emoji, on } = event.args
  const id = `${target}:${emoji}:${user.toLowerCase()}`
  await context.db.update(message, { id: target }).set({ extrasBlock: event.block.number })
  if (!on) {
    await context.db.delete(reaction, { id })
    return
  }
  await context.db.insert(reaction).values({
    id,
    messageId: target,
    channel: event.log.address,
    emoji,
    user,
    at: event.block.timestamp,
    position: event.id,
  })
})

/**
 * An edit points the message row to the new URL and records the version; the first edit also records version 0,
 * the URL the message was posted with (the row's URL until then).
 */
ponder.on('ChatChannel:MessageEdited', async ({ event, context }) => {
  const target = targetOf(event)
  const version = Number(event.args.version)
  const before = await context.db.find(message, { id: target })
  if (before === null) throw new Error(`MessageEdited for unknown message ${target}`)
  const address = event.log.address
  if (version === 1) {
    await context.db.insert(messageVersion).values({
      id: `${target}:0`,
      messageId: target,
      channel: address,
      version: 0,
      url: before.url,
      at: before.createdAt,
      transactionHash: before.transactionHash,
    })
  }
  await context.db.insert(messageVersion).values({
    id: `${target}:${version}`,
    messageId: target,
    channel: address,
    version,
    url: event.args.url,
    at: event.block.timestamp,
    transactionHash: event.transaction.hash,
  })
  await context.db
    .update(message, { id: target })
    .set({ url: event.args.url, editCount: version, extrasBlock: event.block.number })
})
