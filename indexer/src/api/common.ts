import type { Context } from 'hono'
import { asc, eq, inArray, sql } from 'ponder'
import { db } from 'ponder:api'
import schema from 'ponder:schema'
import { body } from '../bodies/table'

/** Helpers shared by the API's route modules: the index's freshness and the JSON shape of a message. */

type MessageRow = typeof schema.message.$inferSelect

/** A message with its body's state, as the routes select it. */
export interface MessageWithBody {
  message: MessageRow
  bodyStatus: string | null
  body: string | null
}

/** Columns selected for every message: the row and its body (left join: no body row yet means pending). */
export const withBody = { message: schema.message, bodyStatus: body.status, body: body.text }

/** A message row as JSON: bigint columns as numbers (block numbers and seconds fit easily). */
export function messageJson({ message: row, bodyStatus, body: text }: MessageWithBody) {
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
    editCount: row.editCount,
    blockNumber: Number(row.blockNumber),
    transactionHash: row.transactionHash,
    body: bodyStatus === 'ok' ? text : null,
    bodyStatus: bodyStatus ?? 'pending',
  }
}

/** The reactions of one message: per emoji index used (0..5), how many and who (lower-case), earliest first. */
export interface ReactionJson {
  emoji: number
  count: number
  users: string[]
}

/** One body version of an edited message, oldest (version 0, as posted) first; `at` in seconds. */
export interface VersionJson {
  version: number
  url: string
  at: number
  body: string | null
  bodyStatus: string
}

/** The reactions of messages `ids`, by message id (messages without any left out), in one query (issue #38). */
export async function reactionsByMessage(ids: readonly string[]): Promise<Map<string, ReactionJson[]>> {
  const reactions = new Map<string, ReactionJson[]>()
  if (ids.length === 0) return reactions
  const r = schema.reaction
  const rows = await db
    .select()
    .from(r)
    .where(inArray(r.messageId, [...ids]))
    .orderBy(asc(r.messageId), asc(r.emoji), asc(r.position))
  for (const row of rows) {
    const list = reactions.get(row.messageId) ?? []
    const last = list[list.length - 1]
    if (last?.emoji === row.emoji) {
      last.count++
      last.users.push(row.user)
    } else list.push({ emoji: row.emoji, count: 1, users: [row.user] })
    reactions.set(row.messageId, list)
  }
  return reactions
}

/**
 * Messages as JSON plus their `reactions` (emoji in use only, by index) and `versions` (empty unless edited), read
 * for the whole page in two queries (issue #38).
 */
export async function withReactionsAndVersions<T extends { id: string }>(
  messages: T[],
): Promise<(T & { reactions: ReactionJson[]; versions: VersionJson[] })[]> {
  const ids = messages.map((m) => m.id)
  if (ids.length === 0) return []
  const v = schema.messageVersion
  const reactions = await reactionsByMessage(ids)
  const versionRows = await db
    .select({ version: v, bodyStatus: body.status, body: body.text })
    .from(v)
    .leftJoin(body, eq(body.url, v.url))
    .where(inArray(v.messageId, ids))
    .orderBy(asc(v.messageId), asc(v.version))
  const versions = new Map<string, VersionJson[]>()
  for (const { version: row, bodyStatus, body: text } of versionRows) {
    const list = versions.get(row.messageId) ?? []
    list.push({
      version: row.version,
      url: row.url,
      at: Number(row.at),
      body: bodyStatus === 'ok' ? text : null,
      bodyStatus: bodyStatus ?? 'pending',
    })
    versions.set(row.messageId, list)
  }
  return messages.map((m) => ({ ...m, reactions: reactions.get(m.id) ?? [], versions: versions.get(m.id) ?? [] }))
}

/**
 * The last block whose events are all indexed and its timestamp (seconds), from Ponder's own checkpoint table (what
 * its `/status` reports); nulls before the first checkpoint. The checkpoint is a fixed-width digit string: 10
 * digits of block timestamp, 16 of chain id, then 16 of block number (ponder/src/utils/checkpoint.ts).
 */
export async function indexedHead(): Promise<{ block: number | null; timestamp: number | null }> {
  const result = await db.execute(
    sql`select min(substring(latest_checkpoint from 27 for 16)::bigint) as block,
      min(substring(latest_checkpoint from 1 for 10)::bigint) as timestamp from _ponder_checkpoint`,
  )
  const row = result.rows[0] as { block?: string | number | null; timestamp?: string | number | null } | undefined
  const number = (value: string | number | null | undefined) =>
    value === null || value === undefined ? null : Number(value)
  return { block: number(row?.block), timestamp: number(row?.timestamp) }
}

/** The last indexed block (see indexedHead). */
export async function indexedBlock(): Promise<number | null> {
  return (await indexedHead()).block
}

/** A JSON answer carrying `indexedBlock`, so a client can tell how fresh it is. */
export async function respond(c: Context, answer: Record<string, unknown>) {
  return c.json({ indexedBlock: await indexedBlock(), ...answer })
}

/** A 404 JSON answer carrying `indexedBlock`. */
export async function notFound(c: Context, error: string) {
  return c.json({ indexedBlock: await indexedBlock(), error }, 404)
}

/** One page of `limit` rows out of `limit + 1` fetched, and the cursor of the next page (null on the last). */
export function page<T>(
  rows: T[],
  limit: number,
  cursorOf: (last: T) => string,
): { rows: T[]; nextCursor: string | null } {
  const kept = rows.slice(0, limit)
  const last = kept[kept.length - 1]
  return { rows: kept, nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null }
}

/** An account's default name: its label, the full name with the TLD, and the name's profile data (null if unset). */
export interface DefaultName {
  label: string
  fullName: string
  data: string | null
}

/**
 * The default names of `addresses` (lower-case hex), by address, in one query (the TLD's `defaultNames` joined with
 * the name it points to). Accounts without one are left out.
 */
export async function defaultNamesOf(addresses: readonly string[]): Promise<Map<string, DefaultName>> {
  const unique = [...new Set(addresses.map((address) => address.toLowerCase()))] as `0x${string}`[]
  if (unique.length === 0) return new Map()
  const rows = await db
    .select({
      address: schema.account.address,
      label: schema.name.label,
      fullName: schema.name.fullName,
      data: schema.name.data,
    })
    .from(schema.account)
    .innerJoin(schema.name, eq(schema.name.label, schema.account.defaultName))
    .where(inArray(schema.account.address, unique))
  return new Map(rows.map(({ address, ...name }) => [address.toLowerCase(), name]))
}
