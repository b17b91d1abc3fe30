import { drizzle } from 'drizzle-orm/node-postgres'
import { Hono } from 'hono'
import pg from 'pg'
import { and, asc, desc, eq, gt, lt, sql } from 'ponder'
import type { SQL } from 'drizzle-orm'
import { db } from 'ponder:api'
import schema from 'ponder:schema'
import { isAddress } from 'viem'
import { readAddresses } from '../../addresses'
import { body } from '../bodies/table'
import { indexedBlock, messageJson, respond, withBody, withReactionsAndVersions } from './common'
import extras from './extras'
import { corsAllowList, rateLimit } from './guard'
import inbox from './inbox'
import market from './market'
import social from './social'
import { startBodyWorker, type Execute } from '../bodies/worker'
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
  parseSearchCursor,
  parseSearchText,
  parseSort,
} from './params'

/**
 * The index's read-only HTTP API (JSON). Ponder itself serves `/health` (200 once the server is up), `/ready` (200
 * once historical indexing has caught up, 503 before) and `/status`; these routes add:
 * - GET /channels: every channel with its counts;
 * - GET /channels/:channel/messages?before&limit&includeDeleted: a page of main messages, newest first;
 * - GET /channels/:channel/messages/:index?after&limit&includeDeleted: one main message and a page of its replies;
 *   these two routes' messages also carry `reactions` (per emoji index: count and users) and `versions` (every body
 *   of an edited message, oldest first; empty when unedited), issue #38;
 * - GET /channels/:channel/extras?since&thread&atLeast: the reactions and versions of a channel's (or a thread's)
 *   messages that changed after block `since`, for a client's refresh (extras.ts);
 * - GET /users/:address/posts?cursor&limit: an author's messages and replies in all channels, newest first;
 * - GET /names/:label: a name ("alice", without the TLD) with its holder and profile data;
 * - GET /accounts/:address: an account's default name, the names it holds, its activity points, its stake and the
 *   staking rewards paid to it (decimal strings of wei);
 * - GET /search?q&channel&from&sort&cursor&limit: full-text search of message bodies (see the route);
 * - the leaderboard, collections, trades, comments and an account's activity (market.ts);
 * - a name's mentions and a channel's first screen (social.ts);
 * - an account's notifications: replies, mentions, thread replies, comments and trades (inbox.ts).
 * Messages and NFT comments carry `body` (text, null until fetched) and `bodyStatus` (pending, ok, missing, invalid)
 * from the body worker, which this module starts unless INDEXER_BODY_WORKER=off (e.g. on extra `ponder serve` instances).
 * `:channel` is an address-book key (general, memesImages, shill) or the channel's address. Lists are paged with a
 * cursor (`nextCursor`, null on the last page). Every answer carries `indexedBlock`, the last block whose events
 * are in the index, so a client can tell how fresh it is. Bad input answers 400 `{ error }`. Every route is rate
 * limited per client address and answers cross-origin reads only for INDEXER_CORS_ORIGINS (guard.ts).
 */

const addresses = readAddresses()
const app = new Hono()
// Before every route: the CORS allow-list rewrites Ponder's allow-all header, the limit answers 429 when exceeded.
app.use('*', corsAllowList())
app.use('*', rateLimit())

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
    .select(withBody)
    .from(m)
    .leftJoin(body, eq(body.url, m.url))
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
    messages: await withReactionsAndVersions(page.map(messageJson)),
    nextCursor: rows.length > limit && last !== undefined ? String(last.message.mainIndex) : null,
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
    .select(withBody)
    .from(m)
    .leftJoin(body, eq(body.url, m.url))
    .where(eq(m.id, messageId(channel, mainIndex)))
  if (main === undefined) return c.json({ indexedBlock: await indexedBlock(), error: 'message not found' }, 404)
  const rows = await db
    .select(withBody)
    .from(m)
    .leftJoin(body, eq(body.url, m.url))
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
  const [message, ...replies] = await withReactionsAndVersions([main, ...page].map(messageJson))
  return respond(c, {
    message,
    replies,
    nextCursor: rows.length > limit && last !== undefined ? String(last.message.replyIndex) : null,
  })
})

app.get('/users/:address/posts', async (c) => {
  const author = parseAddress(c.req.param('address'), 'address')
  const cursor = parsePosition(c.req.query('cursor'))
  const limit = parseLimit(c.req.query('limit'))
  const includeDeleted = parseFlag(c.req.query('includeDeleted'), 'includeDeleted')
  const m = schema.message
  const rows = await db
    .select(withBody)
    .from(m)
    .leftJoin(body, eq(body.url, m.url))
    .where(
      and(eq(m.author, author), cursor === undefined ? undefined : lt(m.position, cursor), liveOnly(includeDeleted)),
    )
    .orderBy(desc(m.position))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  return respond(c, {
    posts: page.map(messageJson),
    nextCursor: rows.length > limit && last !== undefined ? last.message.position : null,
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
  const [points] = await db.select().from(schema.points).where(eq(schema.points.address, address))
  const [multiplier] = await db.select().from(schema.pointsMultiplier)
  const [stake] = await db.select().from(schema.stakePosition).where(eq(schema.stakePosition.account, address))
  return respond(c, {
    address,
    defaultName: row?.defaultName ?? null,
    names: names.map((n) => n.label),
    points: ((points?.total ?? 0n) * (multiplier?.multiplier ?? 1n)).toString(),
    staked: (stake?.staked ?? 0n).toString(),
    stakeRewardsClaimed: (stake?.claimed ?? 0n).toString(),
  })
})

/** Highlight markers of ts_headline: control characters, which the body worker strips from stored text. */
const MARK_START = '\u0001'
const MARK_END = '\u0002'

/**
 * A ts_headline result as plain text and the highlighted ranges, `[start, end)` offsets in UTF-16 code units (a
 * JavaScript string's indexes), so a client renders them as text without ever parsing markup.
 */
function splitHeadline(headline: string): { snippet: string; highlights: [number, number][] } {
  let snippet = ''
  let start = -1
  const highlights: [number, number][] = []
  for (const char of headline) {
    if (char === MARK_START) start = snippet.length
    else if (char === MARK_END && start >= 0) {
      highlights.push([start, snippet.length])
      start = -1
    } else snippet += char
  }
  return { snippet, highlights }
}

/** The author a `from:` names: an address, or the current holder of a name; null when no such name exists. */
async function authorOf(from: string): Promise<string | null> {
  if (isAddress(from, { strict: false })) return from.toLowerCase()
  const label = parseLabel(from.replace(/\.[^.]*$/, ''))
  const [row] = await db.select({ holder: schema.name.holder }).from(schema.name).where(eq(schema.name.label, label))
  return row?.holder ?? null
}

/**
 * GET /search?q&channel&from&sort&cursor&limit: messages (main messages and replies, deleted ones left out) whose
 * body matches `q`, Postgres full-text search in the 'simple' configuration with websearch syntax ("quoted phrases",
 * OR, -word). `from:name` (a name with or without its TLD, or an address) inside `q`, or the `from` parameter,
 * keeps one author's messages; `channel` one channel's. sort=relevant (default; ts_rank, then newest) or newest.
 * Each result is a message plus `snippet` (plain text around the matches) and `highlights` ([start, end) ranges in
 * the snippet). 400 for a missing, too short or wordless `q`, or any other bad parameter.
 */
app.get('/search', async (c) => {
  const { text, from: fromInQuery } = parseSearchText(c.req.query('q'))
  const fromParam = c.req.query('from')
  if (fromParam !== undefined && fromInQuery !== undefined) throw new BadRequest('from: is given twice')
  const from = fromParam ?? fromInQuery
  const channelParam = c.req.query('channel')
  const channel = channelParam === undefined ? undefined : parseChannel(addresses, channelParam)
  const sort = parseSort(c.req.query('sort'))
  const cursor = parseSearchCursor(c.req.query('cursor'), sort)
  const limit = parseLimit(c.req.query('limit'))
  const author = from === undefined ? undefined : await authorOf(from)
  const query = sql`websearch_to_tsquery('simple', ${text})`
  const [words] = (await db.execute(sql`select numnode(${query}) as nodes`)).rows as { nodes: number }[]
  if (Number(words?.nodes ?? 0) === 0) throw new BadRequest('q has no searchable words')
  if (author === null) return respond(c, { results: [], nextCursor: null })

  const m = schema.message
  const search = sql`"body"."search"`
  const rank = sql<number>`ts_rank(${search}, ${query})`
  const order: SQL[] = sort === 'newest' ? [desc(m.position)] : [desc(rank), desc(m.position)]
  const rows = await db
    .select({
      ...withBody,
      headline: sql<string>`ts_headline('simple', ${body.text}, ${query}, ${`StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=35, MinWords=15`})`,
    })
    .from(m)
    .innerJoin(body, eq(body.url, m.url))
    .where(
      and(
        eq(body.status, 'ok'),
        sql`${search} @@ ${query}`,
        eq(m.deleted, false),
        channel === undefined ? undefined : eq(m.channel, channel),
        author === undefined ? undefined : eq(m.author, author as `0x${string}`),
        cursor.position === undefined ? undefined : lt(m.position, cursor.position),
      ),
    )
    .orderBy(...order)
    .offset(cursor.offset ?? 0)
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  const hasMore = rows.length > limit && last !== undefined
  const nextCursor = !hasMore ? null : sort === 'newest' ? last.message.position : `o${(cursor.offset ?? 0) + limit}`
  return respond(c, {
    results: page.map((row) => ({ ...messageJson(row), ...splitHeadline(row.headline) })),
    nextCursor,
  })
})

app.route('/', extras)
app.route('/', market)
app.route('/', social)
app.route('/', inbox)

app.onError((error, c) => {
  if (error instanceof BadRequest) return c.json({ error: error.message }, 400)
  console.error(error)
  return c.json({ error: 'internal error' }, 500)
})

/**
 * The body worker writes through a connection of its own on PostgreSQL, since Ponder's API connections are read-only
 * there; on PGlite the API's client may write, and PGlite runs each statement exclusively, never inside an indexing
 * transaction.
 */
function bodyWriter(): Execute {
  const databaseUrl = process.env.DATABASE_URL
  if (databaseUrl === undefined || databaseUrl === '') return (query) => db.execute(query)
  const writer = drizzle(new pg.Pool({ connectionString: databaseUrl, max: 2, application_name: 'body_worker' }))
  return (query) => writer.execute(query)
}

if (process.env.INDEXER_BODY_WORKER !== 'off') {
  startBodyWorker({
    read: (query) => db.execute(query),
    write: bodyWriter(),
    urlTables: [sql`${schema.message}`, sql`${schema.comment}`, sql`${schema.messageVersion}`],
    gateway: (process.env.INDEXER_ARWEAVE_URL ?? 'https://arweave.net').replace(/\/+$/, ''),
    retryMs: Number(process.env.INDEXER_BODY_RETRY_MS) || 2_000,
    maxTries: Number(process.env.INDEXER_BODY_MAX_TRIES) || 8,
  })
}

export default app
