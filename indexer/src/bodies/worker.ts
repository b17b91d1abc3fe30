import type { SQL } from 'drizzle-orm'
import { and, asc, eq, lte, sql } from 'ponder'
import { body, CREATE_BODY_TABLE, type BodyStatus } from './table'
import { bodyMismatch } from './verify'

/**
 * The body worker (issue #36): fetches every indexed message's body from an Arweave gateway into the `arweave.body`
 * table (table.ts), apart from Ponder's indexing, so a slow or absent gateway never holds up chain events. Each pass
 * queues the URLs of new messages (at most every IDLE_MS unless a full batch is waiting), then fetches the due ones
 * FETCH_BATCH at a time: a body arrives and is checked against its transaction (verify.ts), or is retried with
 * exponential back-off, and is marked 'missing' after the last try.
 */

/** Runs one SQL statement; returns its rows (drizzle's `execute` over PGlite or node-postgres). */
export type Execute = (query: SQL) => Promise<{ rows: Record<string, unknown>[] }>

export interface BodyWorkerOptions {
  /** Reads Ponder's tables (the API's database connection). */
  read: Execute
  /** Writes the body table (a connection allowed to write). */
  write: Execute
  /** Qualified names of Ponder's tables whose `url` column names bodies (chat messages, NFT comments), as SQL. */
  urlTables: SQL[]
  /** Gateway base URL: GET <gateway>/tx/<id> is the header, GET <gateway>/<id> the data. */
  gateway: string
  /** Delay before the first retry (ms); doubles each try, at most 10 minutes. */
  retryMs: number
  /** Tries before a body is marked 'missing'. */
  maxTries: number
}

/** URLs queued per pass and bodies fetched at once: small, so a pass never keeps the database busy for long. */
const QUEUE_BATCH = 500
const FETCH_BATCH = 16
const FETCH_TIMEOUT_MS = 15_000
const MAX_RETRY_MS = 10 * 60_000
/** Chat bodies are short texts; anything larger is not one and is not stored. */
const MAX_BODY_BYTES = 256 * 1024
const IDLE_MS = 500
const TX_ID = /^[A-Za-z0-9_-]{43}$/
/**
 * Control characters (tab and newlines excepted) are removed from stored text: they are never part of a chat
 * message, and the search route uses two of them as highlight markers.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

type Outcome = { status: Exclude<BodyStatus, 'pending'>; text?: string; error?: string } | { retry: string }

/** Fetches and checks one body; never throws. */
async function fetchBody(gateway: string, url: string): Promise<Outcome> {
  const id = url.slice('ar://'.length)
  if (!url.startsWith('ar://') || !TX_ID.test(id)) return { status: 'invalid', error: 'not an ar:// transaction URL' }
  try {
    const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS)
    const [header, data] = await Promise.all([
      fetch(`${gateway}/tx/${id}`, { signal }),
      fetch(`${gateway}/${id}`, { signal }),
    ])
    if (!header.ok || !data.ok) return { retry: `gateway answered ${header.status}/${data.status}` }
    const headerJson: unknown = await header.json()
    const bytes = Buffer.from(await data.arrayBuffer())
    if (bytes.byteLength > MAX_BODY_BYTES) return { status: 'invalid', error: `body over ${MAX_BODY_BYTES} bytes` }
    const mismatch = bodyMismatch(id, headerJson, bytes)
    if (mismatch !== null) return { status: 'invalid', error: mismatch }
    const parsed: unknown = JSON.parse(bytes.toString('utf8'))
    const text = typeof parsed === 'object' && parsed !== null ? (parsed as { text?: unknown }).text : undefined
    if (typeof text !== 'string') return { status: 'invalid', error: 'not a chat body ({author, text, timestamp})' }
    return { status: 'ok', text: text.replace(CONTROL, '') }
  } catch (error) {
    if (error instanceof SyntaxError) return { status: 'invalid', error: 'body is not JSON' }
    return { retry: error instanceof Error ? error.message : String(error) }
  }
}

/** Queues the URLs of messages and comments that have no body row yet; returns how many. */
async function queueNew(opts: BodyWorkerOptions): Promise<number> {
  const sources = sql.join(
    opts.urlTables.map((table) => sql`select url from ${table}`),
    sql` union all `,
  )
  const { rows } = await opts.read(
    sql`select distinct m.url from (${sources}) m left join ${body} b on b.url = m.url
        where b.url is null limit ${QUEUE_BATCH}`,
  )
  const urls = rows.map((row) => String(row.url))
  if (urls.length === 0) return 0
  const values = sql.join(
    urls.map((url) => sql`(${url}, 'pending', 0, now())`),
    sql`, `,
  )
  await opts.write(sql`insert into ${body} (url, status, tries, next_try_at) values ${values} on conflict do nothing`)
  return urls.length
}

/** A fetched body's row as the pass writes it back. */
interface BodyUpdate {
  url: string
  status: BodyStatus
  text: string | null
  tries: number
  error: string | null
  /** The wait before the next try (a Postgres interval), or null when there is none. */
  retryAfter: string | null
}

/** What the body table's row of `url` becomes after its try number `tries` ended in `outcome`. */
function toUpdate(opts: BodyWorkerOptions, url: string, tries: number, outcome: Outcome): BodyUpdate {
  if (!('retry' in outcome)) {
    return {
      url,
      status: outcome.status,
      text: outcome.text ?? null,
      tries,
      error: outcome.error ?? null,
      retryAfter: null,
    }
  }
  const isLast = tries >= opts.maxTries
  const delayMs = Math.min(opts.retryMs * 2 ** (tries - 1), MAX_RETRY_MS)
  return {
    url,
    status: isLast ? 'missing' : 'pending',
    text: null,
    tries,
    error: outcome.retry,
    retryAfter: `${delayMs} milliseconds`,
  }
}

/**
 * Fetches the bodies due now and writes their rows back in one statement (one per body made a long catch-up as
 * slow as the database's round trips); returns how many were tried.
 */
async function fetchDue(opts: BodyWorkerOptions): Promise<number> {
  const { rows } = await opts.write(
    sql`select ${body.url} as url, ${body.tries} as tries from ${body}
        where ${and(eq(body.status, 'pending'), lte(body.nextTryAt, sql`now()`))}
        order by ${asc(body.nextTryAt)} limit ${FETCH_BATCH}`,
  )
  if (rows.length === 0) return 0
  const updates = await Promise.all(
    rows.map(async (row) => {
      const url = String(row.url)
      const tries = Number(row.tries) + 1
      return toUpdate(opts, url, tries, await fetchBody(opts.gateway, url))
    }),
  )
  const values = sql.join(
    updates.map(
      (u) =>
        sql`(${u.url}, ${u.status}, ${u.text}::text, ${u.tries}::integer, ${u.error}::text, ${u.retryAfter}::interval)`,
    ),
    sql`, `,
  )
  await opts.write(
    sql`update ${body} as b set status = v.status, text = v.text, tries = v.tries, error = v.error,
        next_try_at = coalesce(now() + v.retry_after, b.next_try_at)
        from (values ${values}) as v(url, status, text, tries, error, retry_after) where b.url = v.url`,
  )
  return rows.length
}

/**
 * Starts the worker's endless loop (creating the body table first). Errors (the database not ready yet, a lost
 * connection) are logged and the pass is tried again after a pause; the loop never ends the process.
 */
export function startBodyWorker(opts: BodyWorkerOptions): void {
  let isTableReady = false
  let queueDueAt = 0
  const pass = async (): Promise<boolean> => {
    if (!isTableReady) {
      for (const statement of CREATE_BODY_TABLE) await opts.write(statement)
      isTableReady = true
    }
    let queued = 0
    if (Date.now() >= queueDueAt) {
      queued = await queueNew(opts)
      // Looking for new URLs compares every message with the body table, which grows with the history: after a full
      // batch look again at once, else only after IDLE_MS, not on every fetch pass of a long catch-up.
      queueDueAt = queued === QUEUE_BATCH ? 0 : Date.now() + IDLE_MS
    }
    const fetched = await fetchDue(opts)
    return queued + fetched > 0
  }
  const loop = async () => {
    for (;;) {
      let isBusy = false
      try {
        isBusy = await pass()
      } catch (error) {
        // Ponder creates its tables after loading the API: the first passes may find none.
        if (!/relation .* does not exist/.test(String(error))) console.error('body worker:', error)
      }
      await new Promise((resolve) => setTimeout(resolve, isBusy ? 0 : IDLE_MS))
    }
  }
  void loop()
}
