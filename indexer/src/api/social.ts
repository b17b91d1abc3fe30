import type { SQL } from 'drizzle-orm'
import { Hono } from 'hono'
import { and, desc, eq, lt, sql } from 'ponder'
import { db } from 'ponder:api'
import schema from 'ponder:schema'
import { readAddresses } from '../../addresses'
import { body } from '../bodies/table'
import { defaultNamesOf, messageJson, notFound, page, respond, withBody } from './common'
import { parseChannel, parseLabel, parseLimit, parsePosition } from './params'

/**
 * Routes over the chat's people (issue #36):
 * - GET /names/:label/mentions?cursor&limit: messages whose stored body mentions the name, newest first;
 * - GET /channels/:channel/first-screen?limit: a channel's newest messages with bodies and their authors' names
 *   and pictures, the app's first screen in one request.
 */
const social = new Hono()
const addresses = readAddresses()

/**
 * Characters a name can continue with, for a bracket expression (the hyphen last, where it is literal): a mention
 * must end before anything else (punctuation, space, end).
 */
const NAME_CHAR = 'a-z0-9_-'

/** `value` with every regular-expression metacharacter escaped (Postgres ARE syntax). */
const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The condition, over a query joined with `body`, that a fetched body mentions the name `label` (`fullName` with its
 * TLD) as `@label` or as its full name, case-insensitive and as a whole name. The full-text index narrows the
 * candidates ('simple' parses "alice.demo" as a host, one token); a regular expression then checks each.
 */
export function mentions(label: string, fullName: string): SQL {
  const mention = `(^|[^@.${NAME_CHAR}])(@${escapeRegex(label)}|${escapeRegex(fullName)})($|[^${NAME_CHAR}])`
  const candidates = sql`"body"."search" @@ (plainto_tsquery('simple', ${label}) || plainto_tsquery('simple', ${fullName}))`
  return and(eq(body.status, 'ok'), candidates, sql`${body.text} ~* ${mention}`) as SQL
}

/**
 * GET /names/:label/mentions?cursor&limit: main messages and replies (deleted ones left out) whose body mentions
 * the name as `@label` or as its full name (`label.demo`), case-insensitive and as a whole name (`@alice` does not
 * mention `alice-two`), across all history. Only fetched bodies count: a body still pending, missing or invalid
 * mentions nobody. The full-text index narrows the candidates; a regular expression then checks each.
 */
social.get('/names/:label/mentions', async (c) => {
  const label = parseLabel(c.req.param('label'))
  const before = parsePosition(c.req.query('cursor'))
  const limit = parseLimit(c.req.query('limit'))
  const [name] = await db.select().from(schema.name).where(eq(schema.name.label, label)).limit(1)
  if (name === undefined) return notFound(c, 'name not found')
  const m = schema.message
  const rows = await db
    .select(withBody)
    .from(m)
    .innerJoin(body, eq(body.url, m.url))
    .where(
      and(
        mentions(label, name.fullName),
        eq(m.deleted, false),
        before === undefined ? undefined : lt(m.position, before),
      ),
    )
    .orderBy(desc(m.position))
    .limit(limit + 1)
  const { rows: kept, nextCursor } = page(rows, limit, (last) => last.message.position)
  return respond(c, { name: name.fullName, messages: kept.map(messageJson), nextCursor })
})

/** The `image` of a name's profile JSON (what the app shows as the picture), or null. */
function pictureOf(data: string | null): string | null {
  if (data === null || data === '') return null
  try {
    const parsed: unknown = JSON.parse(data)
    if (typeof parsed !== 'object' || parsed === null || !('image' in parsed)) return null
    return typeof parsed.image === 'string' && parsed.image !== '' ? parsed.image : null
  } catch {
    return null
  }
}

/** Messages on a channel's first screen unless `limit` says otherwise. */
const FIRST_SCREEN = 20

/**
 * GET /channels/:channel/first-screen?limit: the channel (its counts), its newest live main messages with bodies
 * (a page of /channels/:channel/messages, `nextCursor` included) and `authors`: for each author, the default name
 * (null without one) and the picture from the name's profile data (null without one).
 */
social.get('/channels/:channel/first-screen', async (c) => {
  const channel = parseChannel(addresses, c.req.param('channel'))
  const limit = c.req.query('limit') === undefined ? FIRST_SCREEN : parseLimit(c.req.query('limit'))
  const m = schema.message
  const [channelRow] = await db.select().from(schema.channel).where(eq(schema.channel.address, channel))
  const rows = await db
    .select(withBody)
    .from(m)
    .leftJoin(body, eq(body.url, m.url))
    .where(and(eq(m.channel, channel), eq(m.isReply, false), eq(m.deleted, false)))
    .orderBy(desc(m.mainIndex))
    .limit(limit + 1)
  const { rows: kept, nextCursor } = page(rows, limit, (last) => String(last.message.mainIndex))
  const authorList = [...new Set(kept.map((row) => row.message.author))]
  const names = await defaultNamesOf(authorList)
  const authors = Object.fromEntries(
    authorList.map((address) => {
      const name = names.get(address.toLowerCase())
      return [address, { name: name?.label ?? null, picture: pictureOf(name?.data ?? null) }]
    }),
  )
  return respond(c, {
    channel: channelRow ?? { address: channel, mainCount: 0, replyCount: 0 },
    messages: kept.map(messageJson),
    nextCursor,
    authors,
  })
})

export default social
