import { Hono, type Context } from 'hono'
import { and, asc, desc, eq, gt, lt, sql } from 'ponder'
import { db } from 'ponder:api'
import schema from 'ponder:schema'
import { readAddresses } from '../../addresses'
import { messageId } from '../../ids'
import {
  BadRequest,
  parseAddress,
  parseChannel,
  parseFlag,
  parseIndex,
  parseLabel,
  parseLimit,
  parsePosition,
} from './params'

/**
 * The index's read-only HTTP API (JSON). Ponder itself serves `/health` (200 once the server is up), `/ready` (200
 * once historical indexing has caught up, 503 before) and `/status`; these routes add:
 * - GET /channels: every channel with its counts;
 * - GET /channels/:channel/messages?before&limit&includeDeleted: a page of main messages, newest first;
 * - GET /channels/:channel/messages/:index?after&limit&includeDeleted: one main message and a page of its replies;
 * - GET /users/:address/posts?cursor&limit: an author's messages and replies in all channels, newest first;
 * - GET /names/:label: a name ("alice", without the TLD) with its holder and profile data;
 * - GET /accounts/:address: an account's default name and the names it holds.
 * `:channel` is an address-book key (general, memesImages, shill) or the channel's address. Lists are paged with a
 * cursor (`nextCursor`, null on the last page). Every answer carries `indexedBlock`, the last block whose events
 * are in the index, so a client can tell how fresh it is. Bad input answers 400 `{ error }`.
 */

const addresses = readAddresses()
const app = new Hono()

type MessageRow = typeof schema.message.$inferSelect

/** A message row as JSON: bigint columns as numbers (block numbers and seconds fit easily). */
function messageJson(row: MessageRow) {
  return {
    id: row.id,
    channel: row.channel,
    channelName: row.channelName,
    mainIndex: row.mainIndex,
    replyIndex: row.replyIndex,
    isReply: row.isReply,
    author: row.author,
    createdAt: Number(row.createdAt),
    url: row.url,
    deleted: row.deleted,
    deletedBy: row.deletedBy,
    replyCount: row.replyCount,
    liveReplyCount: row.liveReplyCount,
    blockNumber: Number(row.blockNumber),
    transactionHash: row.transactionHash,
    body: row.body,
    bodyStatus: row.bodyStatus,
  }
}

/**
 * The last block whose events are all indexed, from Ponder's own checkpoint table (what its `/status` reports); null
 * before the first checkpoint. The checkpoint is a fixed-width digit string: 10 digits of block timestamp, 16 of
 * chain id, then 16 of block number (ponder/src/utils/checkpoint.ts).
 */
async function indexedBlock(): Promise<number | null> {
  const result = await db.execute(
    sql`select min(substring(latest_checkpoint from 27 for 16)::bigint) as block from _ponder_checkpoint`,
  )
  const block = (result.rows[0] as { block?: string | number | null } | undefined)?.block
  return block === null || block === undefined ? null : Number(block)
}

async function respond(c: Context, body: Record<string, unknown>) {
  return c.json({ indexedBlock: await indexedBlock(), ...body })
}

/** The condition leaving deleted messages out, or none when the client asked for them too. */
const liveOnly = (includeDeleted: boolean) => (includeDeleted ? undefined : eq(schema.message.deleted, false))

app.get('/channels', async (c) => {
  const rows = await db.select().from(schema.channel).orderBy(asc(schema.channel.name))
  return respond(c, { channels: rows })
})

app.get('/channels/:channel/messages', async (c) => {
  const channel = parseChannel(addresses, c.req.param('channel'))
  const before = c.req.query('before')
  const beforeIndex = before === undefined ? undefined : parseIndex(before, 'before')
  const limit = parseLimit(c.req.query('limit'))
  const includeDeleted = parseFlag(c.req.query('includeDeleted'), 'includeDeleted')
  const m = schema.message
  const rows = await db
    .select()
    .from(m)
    .where(
      and(
        eq(m.channel, channel),
        eq(m.isReply, false),
        beforeIndex === undefined ? undefined : lt(m.mainIndex, beforeIndex),
        liveOnly(includeDeleted),
      ),
    )
    .orderBy(desc(m.mainIndex))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  return respond(c, {
    messages: page.map(messageJson),
    nextCursor: rows.length > limit && last !== undefined ? String(last.mainIndex) : null,
  })
})

app.get('/channels/:channel/messages/:index', async (c) => {
  const channel = parseChannel(addresses, c.req.param('channel'))
  const mainIndex = parseIndex(c.req.param('index'), 'index')
  const after = c.req.query('after')
  const afterIndex = after === undefined ? undefined : parseIndex(after, 'after')
  const limit = parseLimit(c.req.query('limit'))
  const includeDeleted = parseFlag(c.req.query('includeDeleted'), 'includeDeleted')
  const m = schema.message
  const [main] = await db
    .select()
    .from(m)
    .where(eq(m.id, messageId(channel, mainIndex)))
  if (main === undefined) return c.json({ indexedBlock: await indexedBlock(), error: 'message not found' }, 404)
  const rows = await db
    .select()
    .from(m)
    .where(
      and(
        eq(m.channel, channel),
        eq(m.mainIndex, mainIndex),
        eq(m.isReply, true),
        afterIndex === undefined ? undefined : gt(m.replyIndex, afterIndex),
        liveOnly(includeDeleted),
      ),
    )
    .orderBy(asc(m.replyIndex))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  return respond(c, {
    message: messageJson(main),
    replies: page.map(messageJson),
    nextCursor: rows.length > limit && last !== undefined ? String(last.replyIndex) : null,
  })
})

app.get('/users/:address/posts', async (c) => {
  const author = parseAddress(c.req.param('address'), 'address')
  const cursor = parsePosition(c.req.query('cursor'))
  const limit = parseLimit(c.req.query('limit'))
  const includeDeleted = parseFlag(c.req.query('includeDeleted'), 'includeDeleted')
  const m = schema.message
  const rows = await db
    .select()
    .from(m)
    .where(
      and(eq(m.author, author), cursor === undefined ? undefined : lt(m.position, cursor), liveOnly(includeDeleted)),
    )
    .orderBy(desc(m.position))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  return respond(c, {
    posts: page.map(messageJson),
    nextCursor: rows.length > limit && last !== undefined ? last.position : null,
  })
})

app.get('/names/:label', async (c) => {
  const label = parseLabel(c.req.param('label'))
  const [row] = await db.select().from(schema.name).where(eq(schema.name.label, label)).limit(1)
  if (row === undefined) return c.json({ indexedBlock: await indexedBlock(), error: 'name not found' }, 404)
  return respond(c, {
    name: {
      tokenId: row.tokenId.toString(),
      label: row.label,
      fullName: row.fullName,
      holder: row.holder,
      mintedBy: row.mintedBy,
      data: row.data,
      createdAt: Number(row.createdAt),
      blockNumber: Number(row.blockNumber),
    },
  })
})

app.get('/accounts/:address', async (c) => {
  const address = parseAddress(c.req.param('address'), 'address')
  const [row] = await db.select().from(schema.account).where(eq(schema.account.address, address))
  const names = await db
    .select({ label: schema.name.label })
    .from(schema.name)
    .where(eq(schema.name.holder, address))
    .orderBy(asc(schema.name.tokenId))
  return respond(c, { address, defaultName: row?.defaultName ?? null, names: names.map((n) => n.label) })
})

app.onError((error, c) => {
  if (error instanceof BadRequest) return c.json({ error: error.message }, 400)
  console.error(error)
  return c.json({ error: 'internal error' }, 500)
})

export default app
