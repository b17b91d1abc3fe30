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
    /** Edits by the author (issue #38); `url` is the newest body, `message_version` holds every one once edited. */
    editCount: t.integer().notNull(),
    /**
     * Block of the last reaction or edit of this message (issue #38), null before the first: what the extras route
     * asks "changed since block N" of.
     */
    extrasBlock: t.bigint(),
    blockNumber: t.bigint().notNull(),
    transactionHash: t.hex().notNull(),
    position: t.text().notNull(),
  }),
  (table) => ({
    channelMainIdx: index().on(table.channel, table.isReply, table.mainIndex),
    threadIdx: index().on(table.channel, table.mainIndex, table.replyIndex),
    authorIdx: index().on(table.author, table.position),
    extrasIdx: index().on(table.channel, table.extrasBlock),
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

/**
 * A reaction that is on: one row per message, emoji index (0..5, the contract's fixed set) and user; turning it
 * off deletes the row. Its id is `<messageId>:<emoji>:<user>`.
 */
export const reaction = onchainTable(
  'reaction',
  (t) => ({
    id: t.text().primaryKey(),
    messageId: t.text().notNull(),
    channel: t.hex().notNull(),
    emoji: t.integer().notNull(),
    user: t.hex().notNull(),
    /** Block timestamp of the ReactionSet that turned it on. */
    at: t.bigint().notNull(),
    position: t.text().notNull(),
  }),
  (table) => ({ messageIdx: index().on(table.messageId, table.emoji, table.position) }),
)

/**
 * One body version of an edited message: its first edit writes version 0 (the URL it was posted with) and 1, each
 * later edit the next. Unedited messages have no rows. Its id is `<messageId>:<version>`; the body worker fetches
 * every version's body, so earlier ones stay readable.
 */
export const messageVersion = onchainTable(
  'message_version',
  (t) => ({
    id: t.text().primaryKey(),
    messageId: t.text().notNull(),
    channel: t.hex().notNull(),
    version: t.integer().notNull(),
    url: t.text().notNull(),
    /** Block timestamp of the post (version 0) or of the edit. */
    at: t.bigint().notNull(),
    transactionHash: t.hex().notNull(),
  }),
  (table) => ({ messageIdx: index().on(table.messageId, table.version) }),
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

/**
 * A comment on an NFT collection (the separate CommentsChannel contract). Its id is `<subject>:<commentIndex>`, the
 * contract's own coordinates. Its body, like a message's, is fetched by the body worker into `arweave.body`.
 */
export const comment = onchainTable(
  'comment',
  (t) => ({
    id: t.text().primaryKey(),
    /** The commented address: a launchpad collection. */
    subject: t.hex().notNull(),
    commentIndex: t.integer().notNull(),
    author: t.hex().notNull(),
    createdAt: t.bigint().notNull(),
    url: t.text().notNull(),
    deleted: t.boolean().notNull(),
    deletedBy: t.hex(),
    blockNumber: t.bigint().notNull(),
    transactionHash: t.hex().notNull(),
    position: t.text().notNull(),
  }),
  (table) => ({ subjectIdx: index().on(table.subject, table.commentIndex), authorIdx: index().on(table.author) }),
)

/** Comments ever posted per subject: the next comment's index (the contract's getCommentCount). */
export const commentSubject = onchainTable('comment_subject', (t) => ({
  subject: t.hex().primaryKey(),
  commentCount: t.integer().notNull(),
}))

/**
 * An account's activity points as the ActivityPoints contract counts them: points = (bonusWei + weiSpent) ×
 * multiplier (18 decimals). `total` is bonusWei + weiSpent, which orders the leaderboard whatever the multiplier.
 */
export const points = onchainTable(
  'points',
  (t) => ({
    address: t.hex().primaryKey(),
    bonusWei: t.bigint().notNull(),
    weiSpent: t.bigint().notNull(),
    total: t.bigint().notNull(),
    updatedAt: t.bigint().notNull(),
  }),
  (table) => ({ totalIdx: index().on(table.total, table.address) }),
)

/**
 * The points multiplier read at the last points event (setMultiplier emits none, so a change shows from the next
 * points event on). One row, id "activityPoints".
 */
export const pointsMultiplier = onchainTable('points_multiplier', (t) => ({
  id: t.text().primaryKey(),
  multiplier: t.bigint().notNull(),
}))

/** A launchpad collection (Nft721Bonding) with running trade statistics. Prices and volume in wei. */
export const collection = onchainTable(
  'collection',
  (t) => ({
    address: t.hex().primaryKey(),
    owner: t.hex().notNull(),
    launchedBy: t.hex().notNull(),
    name: t.text().notNull(),
    uniqueId: t.text().notNull(),
    /** The curve's ratio (immutable). */
    ratio: t.bigint().notNull(),
    launchedAt: t.bigint().notNull(),
    blockNumber: t.bigint().notNull(),
    /** Tokens in existence (the contract's totalSupply). */
    supply: t.integer().notNull(),
    /** Mints, the owner's free token #1 included. */
    mints: t.integer().notNull(),
    /** Sales back to the curve (burns). */
    burns: t.integer().notNull(),
    /** Transfers between holders. */
    transfers: t.integer().notNull(),
    /** Accounts holding at least one token. */
    holders: t.integer().notNull(),
    /** Wei paid by buyers (price and fees) plus wei paid out to sellers. */
    volume: t.bigint().notNull(),
    lastTradeAt: t.bigint(),
  }),
  (table) => ({ volumeIdx: index().on(table.volume), launchedIdx: index().on(table.blockNumber) }),
)

/** Tokens of a collection an account holds; the row stays (count 0) after it sells or sends its last one. */
export const nftHolding = onchainTable(
  'nft_holding',
  (t) => ({
    id: t.text().primaryKey(),
    collection: t.hex().notNull(),
    owner: t.hex().notNull(),
    count: t.integer().notNull(),
  }),
  (table) => ({ collectionIdx: index().on(table.collection, table.count), ownerIdx: index().on(table.owner) }),
)

/**
 * A token movement of a launchpad collection: a buy (mint), a sale back to the curve (burn) or a transfer. `price`
 * is the wei the buyer paid (curve price plus both fees; 0 for the owner's free token #1) or the seller received
 * (curve price minus both fees); null for a transfer. Computed from the curve at the collection's supply, which is
 * exactly what the contract charges.
 */
export const nftTrade = onchainTable(
  'nft_trade',
  (t) => ({
    id: t.text().primaryKey(),
    collection: t.hex().notNull(),
    kind: t.text().$type<'buy' | 'sell' | 'transfer'>().notNull(),
    tokenId: t.bigint().notNull(),
    from: t.hex().notNull(),
    to: t.hex().notNull(),
    price: t.bigint(),
    at: t.bigint().notNull(),
    blockNumber: t.bigint().notNull(),
    transactionHash: t.hex().notNull(),
    position: t.text().notNull(),
  }),
  (table) => ({ collectionIdx: index().on(table.collection, table.position), atIdx: index().on(table.at) }),
)

/** A Uniswap V2 pair whose swaps are indexed. */
export const pair = onchainTable('pair', (t) => ({
  address: t.hex().primaryKey(),
  token0: t.hex().notNull(),
  token1: t.hex().notNull(),
  swapCount: t.integer().notNull(),
}))

/**
 * A swap in a pair. `account` is the transaction's sender (the wallet that called a router), `sender` the pair's
 * caller (a router) and `to` the receiver of the output. Amounts in the tokens' smallest units.
 */
export const swap = onchainTable(
  'swap',
  (t) => ({
    id: t.text().primaryKey(),
    pair: t.hex().notNull(),
    account: t.hex().notNull(),
    sender: t.hex().notNull(),
    to: t.hex().notNull(),
    amount0In: t.bigint().notNull(),
    amount1In: t.bigint().notNull(),
    amount0Out: t.bigint().notNull(),
    amount1Out: t.bigint().notNull(),
    at: t.bigint().notNull(),
    blockNumber: t.bigint().notNull(),
    transactionHash: t.hex().notNull(),
    position: t.text().notNull(),
  }),
  (table) => ({ pairIdx: index().on(table.pair, table.position), accountIdx: index().on(table.account) }),
)

/** A staking deposit, withdrawal or reward claim (LP tokens for deposit/withdraw, wei of ETH for claim). */
export const stakeEvent = onchainTable(
  'stake_event',
  (t) => ({
    id: t.text().primaryKey(),
    account: t.hex().notNull(),
    kind: t.text().$type<'deposit' | 'withdraw' | 'claim'>().notNull(),
    amount: t.bigint().notNull(),
    at: t.bigint().notNull(),
    blockNumber: t.bigint().notNull(),
    transactionHash: t.hex().notNull(),
  }),
  (table) => ({ accountIdx: index().on(table.account) }),
)

/**
 * An account's stake (its balance of the receipt token, which deposits mint, withdrawals burn and holders may
 * transfer) and the rewards paid to it (wei).
 */
export const stakePosition = onchainTable('stake_position', (t) => ({
  account: t.hex().primaryKey(),
  staked: t.bigint().notNull(),
  claimed: t.bigint().notNull(),
}))

/** A DEMO airdrop claim: per name held (`tokenId` set) or per activity point. Amount in DEMO wei. */
export const airdropClaim = onchainTable(
  'airdrop_claim',
  (t) => ({
    id: t.text().primaryKey(),
    account: t.hex().notNull(),
    source: t.text().$type<'names' | 'points'>().notNull(),
    tokenId: t.bigint(),
    amount: t.bigint().notNull(),
    at: t.bigint().notNull(),
    blockNumber: t.bigint().notNull(),
  }),
  (table) => ({ accountIdx: index().on(table.account) }),
)

/** Kinds of an account's activity entries. */
export type ActivityKind =
  | 'swap'
  | 'stake-deposit'
  | 'stake-withdraw'
  | 'stake-claim'
  | 'airdrop-claim'
  | 'nft-buy'
  | 'nft-sell'
  | 'nft-send'
  | 'nft-receive'

/**
 * One entry of an account's activity feed, written beside the swap, stake, claim and trade rows so the feed is one
 * indexed, cursor-paged list. `ref` is the id of the detailed row; `contract` the pair, staking, airdrop or
 * collection address; `amount` the entry's main amount (see each kind's table), null when it has none.
 */
export const activity = onchainTable(
  'activity',
  (t) => ({
    id: t.text().primaryKey(),
    account: t.hex().notNull(),
    kind: t.text().$type<ActivityKind>().notNull(),
    ref: t.text().notNull(),
    contract: t.hex().notNull(),
    amount: t.bigint(),
    tokenId: t.bigint(),
    at: t.bigint().notNull(),
    blockNumber: t.bigint().notNull(),
    transactionHash: t.hex().notNull(),
    position: t.text().notNull(),
  }),
  (table) => ({ accountIdx: index().on(table.account, table.position) }),
)
