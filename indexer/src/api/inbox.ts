import { Hono } from 'hono'
import { alias, and, desc, eq, exists, inArray, lt, ne, sql } from 'ponder'
import { db } from 'ponder:api'
import schema from 'ponder:schema'
import { body } from '../bodies/table'
import { defaultNamesOf, messageJson, page, respond, withBody } from './common'
import { parseAddress, parseLimit, parsePosition } from './params'
import { mentions } from './social'

/**
 * GET /accounts/:address/notifications?cursor&limit (issue #37, the inbox): what concerns an account, newest first,
 * from everyone but the account itself:
 * - `reply`: a reply to one of its main messages;
 * - `mention`: a message or reply whose body mentions its default name (@name or name.demo);
 * - `thread-reply`: a reply in a thread it replied in (after its own reply), where the thread is not its own;
 * - `comment`: a comment on an NFT collection it owns;
 * - `trade`: a buy or a sale back to the curve of one of its collections.
 * A message that is both a reply to the account and a mention of it is listed once, as a reply. Deleted messages and
 * comments are left out. Each item carries `position` (chain order, the cursor), `at` (seconds), `actor` and
 * `actorName` (its default name with the TLD, null without one), and the message, comment or trade it is about.
 * Paged like every list: `nextCursor`, null on the last page.
 */
const inbox = new Hono()

type Kind = 'reply' | 'mention' | 'thread-reply' | 'comment' | 'trade'

interface Item {
  kind: Kind
  position: string
  at: number
  actor: string
  [detail: string]: unknown
}

const m = schema.message
const parent = alias(schema.message, 'parent')
const own = alias(schema.message, 'own_reply')

/** Replies by others to the account's main messages. */
async function replies(address: string, before: string | undefined, limit: number): Promise<Item[]> {
  const rows = await db
    .select(withBody)
    .from(m)
    .innerJoin(parent, and(eq(parent.channel, m.channel), eq(parent.mainIndex, m.mainIndex), eq(parent.isReply, false)))
    .leftJoin(body, eq(body.url, m.url))
    .where(
      and(
        eq(m.isReply, true),
        eq(m.deleted, false),
        eq(parent.author, address as `0x${string}`),
        ne(m.author, address as `0x${string}`),
        before === undefined ? undefined : lt(m.position, before),
      ),
    )
    .orderBy(desc(m.position))
    .limit(limit)
  return rows.map((row) => messageItem('reply', row))
}

/** Messages and replies by others whose body mentions the account's default name (none without one). */
async function nameMentions(address: string, before: string | undefined, limit: number): Promise<Item[]> {
  const holder = (await defaultNamesOf([address])).get(address.toLowerCase())
  if (holder === undefined) return []
  const rows = await db
    .select(withBody)
    .from(m)
    .innerJoin(body, eq(body.url, m.url))
    .where(
      and(
        mentions(holder.label, holder.fullName),
        eq(m.deleted, false),
        ne(m.author, address as `0x${string}`),
        before === undefined ? undefined : lt(m.position, before),
      ),
    )
    .orderBy(desc(m.position))
    .limit(limit)
  return rows.map((row) => messageItem('mention', row))
}

/** Replies by others, after the account's own reply, in threads it replied in and did not start. */
async function threadReplies(address: string, before: string | undefined, limit: number): Promise<Item[]> {
  const rows = await db
    .select(withBody)
    .from(m)
    .innerJoin(parent, and(eq(parent.channel, m.channel), eq(parent.mainIndex, m.mainIndex), eq(parent.isReply, false)))
    .leftJoin(body, eq(body.url, m.url))
    .where(
      and(
        eq(m.isReply, true),
        eq(m.deleted, false),
        ne(m.author, address as `0x${string}`),
        ne(parent.author, address as `0x${string}`),
        exists(
          db
            .select({ one: sql`1` })
            .from(own)
            .where(
              and(
                eq(own.channel, m.channel),
                eq(own.mainIndex, m.mainIndex),
                eq(own.isReply, true),
                eq(own.author, address as `0x${string}`),
                lt(own.position, m.position),
              ),
            ),
        ),
        before === undefined ? undefined : lt(m.position, before),
      ),
    )
    .orderBy(desc(m.position))
    .limit(limit)
  return rows.map((row) => messageItem('thread-reply', row))
}

/** Comments by others on the account's collections. */
async function collectionComments(address: string, before: string | undefined, limit: number): Promise<Item[]> {
  const c = schema.comment
  const rows = await db
    .select({ comment: c, collectionName: schema.collection.name, bodyStatus: body.status, body: body.text })
    .from(c)
    .innerJoin(schema.collection, eq(schema.collection.address, c.subject))
    .leftJoin(body, eq(body.url, c.url))
    .where(
      and(
        eq(schema.collection.owner, address as `0x${string}`),
        eq(c.deleted, false),
        ne(c.author, address as `0x${string}`),
        before === undefined ? undefined : lt(c.position, before),
      ),
    )
    .orderBy(desc(c.position))
    .limit(limit)
  return rows.map(({ comment, collectionName, bodyStatus, body: text }) => ({
    kind: 'comment',
    position: comment.position,
    at: Number(comment.createdAt),
    actor: comment.author,
    collection: { address: comment.subject, name: collectionName },
    comment: {
      id: comment.id,
      commentIndex: comment.commentIndex,
      url: comment.url,
      body: bodyStatus === 'ok' ? text : null,
      bodyStatus: bodyStatus ?? 'pending',
    },
  }))
}

/** Buys and sales back to the curve of the account's collections, by others. */
async function collectionTrades(address: string, before: string | undefined, limit: number): Promise<Item[]> {
  const t = schema.nftTrade
  const trader = sql<string>`case when ${t.kind} = 'buy' then ${t.to} else ${t.from} end`
  const rows = await db
    .select({ trade: t, collectionName: schema.collection.name })
    .from(t)
    .innerJoin(schema.collection, eq(schema.collection.address, t.collection))
    .where(
      and(
        eq(schema.collection.owner, address as `0x${string}`),
        inArray(t.kind, ['buy', 'sell']),
        sql`${trader} <> ${address}`,
        before === undefined ? undefined : lt(t.position, before),
      ),
    )
    .orderBy(desc(t.position))
    .limit(limit)
  return rows.map(({ trade, collectionName }) => ({
    kind: 'trade',
    position: trade.position,
    at: Number(trade.at),
    actor: trade.kind === 'buy' ? trade.to : trade.from,
    collection: { address: trade.collection, name: collectionName },
    trade: {
      kind: trade.kind,
      tokenId: trade.tokenId.toString(),
      price: trade.price === null ? null : trade.price.toString(),
      transactionHash: trade.transactionHash,
    },
  }))
}

function messageItem(kind: Kind, row: Parameters<typeof messageJson>[0]): Item {
  return {
    kind,
    position: row.message.position,
    at: Number(row.message.createdAt),
    actor: row.message.author,
    message: messageJson(row),
  }
}

/** Which kind wins when one message is listed by several sources (a reply that also mentions the account). */
const PRIORITY: Kind[] = ['reply', 'thread-reply', 'mention']

inbox.get('/accounts/:address/notifications', async (c) => {
  const address = parseAddress(c.req.param('address'), 'address')
  const before = parsePosition(c.req.query('cursor'))
  const limit = parseLimit(c.req.query('limit'))
  // Each source gives its newest limit + 1 before the cursor; the page is the newest of their union.
  const sources = await Promise.all([
    replies(address, before, limit + 1),
    threadReplies(address, before, limit + 1),
    nameMentions(address, before, limit + 1),
    collectionComments(address, before, limit + 1),
    collectionTrades(address, before, limit + 1),
  ])
  const byPosition = new Map<string, Item>()
  for (const item of sources.flat()) {
    const listed = byPosition.get(item.position)
    const isStronger = listed !== undefined && PRIORITY.indexOf(item.kind) < PRIORITY.indexOf(listed.kind)
    if (listed === undefined || isStronger) byPosition.set(item.position, item)
  }
  const items = [...byPosition.values()].sort((a, b) => (a.position < b.position ? 1 : -1))
  const { rows, nextCursor } = page(items, limit, (last) => last.position)
  // One query names every actor, so the Farcaster sender (server/notify) needs no lookup per actor.
  const names = await defaultNamesOf(rows.map((item) => item.actor))
  const notifications = rows.map((item) => ({
    ...item,
    actorName: names.get(item.actor.toLowerCase())?.fullName ?? null,
  }))
  return respond(c, { notifications, nextCursor })
})

export default inbox
