import { sql } from 'ponder'
import { integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Message bodies fetched from Arweave, keyed by the message's `ar://` URL. Not a Ponder table: bodies are not chain
 * data, are written by the body worker (worker.ts) rather than by event handlers, and stay valid across
 * reorganisations and re-indexing (the same URL always names the same bytes), so they live in their own schema that
 * Ponder neither rolls back nor drops. `search` is a generated `tsvector` (the 'simple' configuration: no stemming
 * or stop words, as the chat mixes languages) with a GIN index, which the search route matches with
 * `websearch_to_tsquery`.
 *
 * `status`: 'pending' (not fetched yet, or retrying at `nextTryAt`), 'ok' (`text` holds the body's text), 'missing'
 * (no gateway answer after the last try) or 'invalid' (not an Arweave transaction URL, data that does not match its
 * transaction, or not a chat body; `error` says which).
 */
export const BODY_SCHEMA = 'arweave'
export const arweaveSchema = pgSchema(BODY_SCHEMA)

export type BodyStatus = 'pending' | 'ok' | 'missing' | 'invalid'

export const body = arweaveSchema.table('body', {
  url: text('url').primaryKey(),
  status: text('status').$type<BodyStatus>().notNull(),
  text: text('text'),
  tries: integer('tries').notNull(),
  nextTryAt: timestamp('next_try_at', { withTimezone: true }).notNull(),
  error: text('error'),
})

/** Idempotent DDL creating the table and its indexes (run by the worker before its first pass). */
export const CREATE_BODY_TABLE = [
  sql.raw(`create schema if not exists ${BODY_SCHEMA}`),
  sql.raw(`create table if not exists ${BODY_SCHEMA}.body (
    url text primary key,
    status text not null,
    text text,
    tries integer not null default 0,
    next_try_at timestamptz not null default now(),
    error text,
    search tsvector generated always as (to_tsvector('simple', coalesce(text, ''))) stored
  )`),
  sql.raw(`create index if not exists body_search_idx on ${BODY_SCHEMA}.body using gin (search)`),
  sql.raw(`create index if not exists body_due_idx on ${BODY_SCHEMA}.body (next_try_at) where status = 'pending'`),
]
