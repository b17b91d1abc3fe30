import { Hono } from 'hono'
import { and, asc, eq, gt, gte, inArray, lte } from 'ponder'
import { db } from 'ponder:api'
import schema from 'ponder:schema'
import { readAddresses } from '../../addresses'
import { indexedBlock, page, reactionsByMessage, type ReactionJson } from './common'
import { parseChannel, parseIndex, parseLimit } from './params'

/**
 * GET /channels/:channel/extras?since&thread&from&to&atLeast&cursor&limit (issue #38): the reactions and body
 * versions of the messages of one list (a channel's main messages, or the replies of main message `thread`; those
 * with index `from` to `to` inclusive when given, e.g. the ones on a client's screen) whose reactions or edits
 * changed in a block after `since`, so a client holding the list's extras as of block `since` reads only what
 * changed. Each change is a message's whole current state: `reactions` (per emoji index in use: count and users) and
 * `versions` (`version`, `url`, `at` of every body, oldest first; empty when unedited; no bodies: versions never
 * change, a client fetches the ones it lacks by URL). Paged by message index, ascending (`cursor`, `nextCursor`).
 *
 * `atLeast` (a block number, e.g. the pushed head that may hold a reaction) holds the answer until the index has
 * reached that block, for EXTRAS_WAIT_MS at most: the client asks once per such head instead of polling the index
 * until it caught up. `indexedBlock` is read before the rows, so every change up to it is in the answer: it is the
 * `since` of the client's next request.
 */
const extras = new Hono()
const addresses = readAddresses()

/**
 * Longest hold of an answer for `atLeast` (ms): the index follows a 2 s chain within about a block, and the app's
 * index client gives up after 8 s. INDEXER_EXTRAS_WAIT_MS sets another (the chain tests, on a busy machine).
 */
const EXTRAS_WAIT_MS = Number(process.env.INDEXER_EXTRAS_WAIT_MS) || 4_000
/** How often the indexed block is checked while an answer is held (ms). */
const WAIT_STEP_MS = 200

/** The indexed block once it is `block` or more, or as it is after EXTRAS_WAIT_MS; at once without `block`. */
async function indexedBlockAtLeast(block: number | undefined): Promise<number | null> {
  const deadline = Date.now() + EXTRAS_WAIT_MS
  for (;;) {
    const indexed = await indexedBlock()
    if (block === undefined || (indexed !== null && indexed >= block) || Date.now() >= deadline) return indexed
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS))
  }
}

/** One body version of a change, without its body. */
interface VersionUrlJson {
  version: number
  url: string
  at: number
}

extras.get('/channels/:channel/extras', async (c) => {
  const channel = parseChannel(addresses, c.req.param('channel'))
  const since = parseIndex(c.req.query('since'), 'since')
  const threadParam = c.req.query('thread')
  const thread = threadParam === undefined ? undefined : parseIndex(threadParam, 'thread')
  const atLeastParam = c.req.query('atLeast')
  const atLeast = atLeastParam === undefined ? undefined : parseIndex(atLeastParam, 'atLeast')
  const fromParam = c.req.query('from')
  const from = fromParam === undefined ? undefined : parseIndex(fromParam, 'from')
  const toParam = c.req.query('to')
  const to = toParam === undefined ? undefined : parseIndex(toParam, 'to')
  const cursorParam = c.req.query('cursor')
  const after = cursorParam === undefined ? undefined : parseIndex(cursorParam, 'cursor')
  const limit = parseLimit(c.req.query('limit'))

  const indexed = await indexedBlockAtLeast(atLeast)
  const m = schema.message
  const position = thread === undefined ? m.mainIndex : m.replyIndex
  const rows = await db
    .select({
      id: m.id,
      mainIndex: m.mainIndex,
      replyIndex: m.replyIndex,
      isReply: m.isReply,
      url: m.url,
      editCount: m.editCount,
      extrasBlock: m.extrasBlock,
    })
    .from(m)
    .where(
      and(
        eq(m.channel, channel),
        thread === undefined ? eq(m.isReply, false) : and(eq(m.isReply, true), eq(m.mainIndex, thread)),
        gt(m.extrasBlock, BigInt(since)),
        from === undefined ? undefined : gte(position, from),
        to === undefined ? undefined : lte(position, to),
        after === undefined ? undefined : gt(position, after),
      ),
    )
    .orderBy(asc(position))
    .limit(limit + 1)
  const { rows: changed, nextCursor } = page(rows, limit, (last) =>
    String(thread === undefined ? last.mainIndex : last.replyIndex),
  )
  const ids = changed.map((row) => row.id)
  const reactions: Map<string, ReactionJson[]> = await reactionsByMessage(ids)
  const edited = changed.filter((row) => row.editCount > 0).map((row) => row.id)
  const v = schema.messageVersion
  const versionRows =
    edited.length === 0
      ? []
      : await db
          .select({ messageId: v.messageId, version: v.version, url: v.url, at: v.at })
          .from(v)
          .where(inArray(v.messageId, edited))
          .orderBy(asc(v.messageId), asc(v.version))
  const versions = new Map<string, VersionUrlJson[]>()
  for (const row of versionRows) {
    versions.set(row.messageId, [
      ...(versions.get(row.messageId) ?? []),
      { version: row.version, url: row.url, at: Number(row.at) },
    ])
  }
  return c.json({
    indexedBlock: indexed,
    changes: changed.map(({ id, extrasBlock, ...row }) => ({
      ...row,
      extrasBlock: Number(extrasBlock),
      reactions: reactions.get(id) ?? [],
      versions: versions.get(id) ?? [],
    })),
    nextCursor,
  })
})

export default extras
