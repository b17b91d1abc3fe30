import { index, onchainTable } from 'ponder'

/**
 * The index's tables (Ponder onchain tables: written only by the handlers in src/, rolled back by Ponder on a
 * reorganisation). Addresses are stored lower-case (Ponder's hex columns); times are block timestamps in seconds.
 * `position` is Ponder's event id: a fixed-width string that sorts in chain order across all contracts, used as the
 * cursor of lists that mix channels.
 */

/** One chat channel contract (docs/chain-interface "Chat channels"). */
export const channel = onchainTable('channel', (t) => ({
  address: t.hex().primaryKey(),
  /** The address book's key: general, memesImages or shill. */
  name: t.text().notNull(),
  /** Main messages ever posted (deleted ones included): the next main message's index. */
  mainCount: t.integer().notNull(),
  /** Replies ever posted in the channel. */
  replyCount: t.integer().notNull(),
}))

/**
 * A main message or a reply. Its id is `<channel>:<mainIndex>` or `<channel>:<mainIndex>:<replyIndex>`, the
 * contract's own coordinates. Its body is not chain data: the body worker fetches it from `url` (Arweave) into the
 * separate `arweave.body` table (src/bodies/table.ts).
 */
export const message = onchainTable(
  'message',
  (t) => ({
    id: t.text().primaryKey(),
    channel: t.hex().notNull(),
    channelName: t.text().notNull(),
    mainIndex: t.integer().notNull(),
    /** Null for a main message; the reply's index under its main message otherwise. */
    replyIndex: t.integer(),
    isReply: t.boolean().notNull(),
    author: t.hex().notNull(),
    createdAt: t.bigint().notNull(),
    url: t.text().notNull(),
    deleted: t.boolean().notNull(),
    /** Who deleted it last (the author or a moderator); null while it is not deleted. */
    deletedBy: t.hex(),
    /** Replies ever posted to this main message (the next reply's index); 0 for a reply. */
    replyCount: t.integer().notNull(),
    /** Replies not deleted: the contract's `repliesCount`; 0 for a reply. */
    liveReplyCount: t.integer().notNull(),
    blockNumber: t.bigint().notNull(),
    transactionHash: t.hex().notNull(),
    position: t.text().notNull(),
  }),
  (table) => ({
    channelMainIdx: index().on(table.channel, table.isReply, table.mainIndex),
    threadIdx: index().on(table.channel, table.mainIndex, table.replyIndex),
    authorIdx: index().on(table.author, table.position),
  }),
)

/** A deletion or restoration of a message, by its author or a moderator. */
export const moderationEvent = onchainTable(
  'moderation_event',
  (t) => ({
    id: t.text().primaryKey(),
    messageId: t.text().notNull(),
    channel: t.hex().notNull(),
    kind: t.text().$type<'delete' | 'restore'>().notNull(),
    actor: t.hex().notNull(),
    /** True when the actor is not the message's author (a moderator acted). */
    byModerator: t.boolean().notNull(),
    at: t.bigint().notNull(),
    blockNumber: t.bigint().notNull(),
    transactionHash: t.hex().notNull(),
  }),
  (table) => ({ messageIdx: index().on(table.messageId) }),
)

/** A name (TLD token). `label` is the name without the TLD, e.g. "alice" for "alice.demo". */
export const name = onchainTable(
  'name',
  (t) => ({
    tokenId: t.bigint().primaryKey(),
    label: t.text().notNull(),
    fullName: t.text().notNull(),
    /** keccak256 of the label: DataChanged carries only this hash (an indexed string). */
    labelHash: t.hex().notNull(),
    holder: t.hex().notNull(),
    /** The account that sent the mint (DomainCreated's `user`: the buyer or the minter contract). */
    mintedBy: t.hex().notNull(),
    /** The holder's profile JSON (getDomainData), null until the holder first sets it. */
    data: t.text(),
    createdAt: t.bigint().notNull(),
    blockNumber: t.bigint().notNull(),
  }),
  (table) => ({
    labelIdx: index().on(table.label),
    labelHashIdx: index().on(table.labelHash),
    holderIdx: index().on(table.holder),
  }),
)

/** An ERC-721 transfer of a name, mints included (from the zero address). */
export const nameTransfer = onchainTable(
  'name_transfer',
  (t) => ({
    id: t.text().primaryKey(),
    tokenId: t.bigint().notNull(),
    from: t.hex().notNull(),
    to: t.hex().notNull(),
    at: t.bigint().notNull(),
    blockNumber: t.bigint().notNull(),
  }),
  (table) => ({ tokenIdx: index().on(table.tokenId) }),
)

/** An account's default name, mirroring the TLD's `defaultNames` (null when it has none). */
export const account = onchainTable('account', (t) => ({
  address: t.hex().primaryKey(),
  defaultName: t.text(),
}))
