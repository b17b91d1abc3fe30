import { Hono } from 'hono'
import { and, asc, desc, eq, gt, gte, inArray, lt, ne, or, sql } from 'ponder'
import { db } from 'ponder:api'
import schema from 'ponder:schema'
import { body } from '../bodies/table'
import { indexedHead, notFound, page, respond } from './common'
import {
  parseActivityCursor,
  parseActivityKinds,
  parseAddress,
  parseCollectionSort,
  parseLeaderboardCursor,
  parseLimit,
  parseOffsetCursor,
  parsePosition,
} from './params'

/**
 * Routes over points, the launchpad and DeFi activity (issue #36). Amounts are wei (or token units) as decimal
 * strings, since they exceed JavaScript's safe integers; times are block timestamps in seconds.
 * - GET /leaderboard?cursor&limit: every account with activity points, most first;
 * - GET /collections?sort&cursor&limit: launchpad collections with their stats, trending, by volume or newest;
 * - GET /collections/:address: one collection's stats and its most recent trades;
 * - GET /collections/:address/trades?cursor&limit, /collections/:address/comments?cursor&limit;
 * - GET /accounts/:address/activity?kind&cursor&limit: swaps, stakes, claims and trades, newest first.
 */
const market = new Hono()

/** Trending looks back this long from the indexed head's time. */
const TRENDING_WINDOW_SECONDS = 24 * 60 * 60

market.get('/leaderboard', async (c) => {
  const cursor = parseLeaderboardCursor(c.req.query('cursor'))
  const limit = parseLimit(c.req.query('limit'))
  const p = schema.points
  const after =
    cursor === undefined
      ? undefined
      : or(lt(p.total, cursor.total), and(eq(p.total, cursor.total), gt(p.address, cursor.address)))
  const rows = await db
    .select({ points: p, defaultName: schema.account.defaultName })
    .from(p)
    .leftJoin(schema.account, eq(schema.account.address, p.address))
    .where(and(gt(p.total, 0n), after))
    .orderBy(desc(p.total), asc(p.address))
    .limit(limit + 1)
  const [multiplierRow] = await db.select().from(schema.pointsMultiplier)
  const multiplier = multiplierRow?.multiplier ?? 1n
  // The rank of the page's first entry: accounts ahead of it in the same order, plus one.
  const first = rows[0]?.points
  const [ahead] =
    first === undefined
      ? [{ count: 0 }]
      : await db
          .select({ count: sql<number>`count(*)` })
          .from(p)
          .where(or(gt(p.total, first.total), and(eq(p.total, first.total), lt(p.address, first.address))))
  const { rows: kept, nextCursor } = page(rows, limit, (last) => `${last.points.total}:${last.points.address}`)
  const firstRank = Number(ahead?.count ?? 0) + 1
  return respond(c, {
    entries: kept.map(({ points: row, defaultName }, i) => ({
      rank: firstRank + i,
      address: row.address,
      name: defaultName,
      points: (row.total * multiplier).toString(),
      bonusWei: row.bonusWei.toString(),
      weiSpent: row.weiSpent.toString(),
    })),
    nextCursor,
  })
})

type CollectionRow = typeof schema.collection.$inferSelect

function collectionJson(row: CollectionRow, recent?: { trades: number; volume: bigint }) {
  return {
    address: row.address,
    name: row.name,
    uniqueId: row.uniqueId,
    owner: row.owner,
    launchedBy: row.launchedBy,
    ratio: row.ratio.toString(),
    launchedAt: Number(row.launchedAt),
    blockNumber: Number(row.blockNumber),
    supply: row.supply,
    mints: row.mints,
    burns: row.burns,
    transfers: row.transfers,
    holders: row.holders,
    volume: row.volume.toString(),
    lastTradeAt: row.lastTradeAt === null ? null : Number(row.lastTradeAt),
    trades24h: recent?.trades ?? 0,
    volume24h: (recent?.volume ?? 0n).toString(),
  }
}

/** Buys and sells since `since` (seconds) per collection: count and wei. */
async function recentTrades(since: bigint, collections?: `0x${string}`[]) {
  const t = schema.nftTrade
  const rows = await db
    .select({
      collection: t.collection,
      trades: sql<number>`count(*)`.mapWith(Number),
      volume: sql<string>`coalesce(sum(${t.price}), 0)`,
    })
    .from(t)
    .where(
      and(
        ne(t.kind, 'transfer'),
        gte(t.at, since),
        collections === undefined ? undefined : inArray(t.collection, collections),
      ),
    )
    .groupBy(t.collection)
  return new Map(rows.map((row) => [row.collection, { trades: row.trades, volume: BigInt(row.volume) }]))
}

/** The start of the trending window: 24 h before the indexed head's block time (chain time, not the server's). */
async function trendingSince(): Promise<bigint> {
  const { timestamp } = await indexedHead()
  return BigInt(Math.max(0, (timestamp ?? 0) - TRENDING_WINDOW_SECONDS))
}

/**
 * GET /collections?sort&cursor&limit: collections with stats (supply, mints, burns, holders, volume, and trades and
 * volume in the last 24 h of chain time). sort=trending (most trades in 24 h, then 24 h volume, then newest),
 * volume (all-time) or newest. Paged by an offset cursor (`o<n>`).
 */
market.get('/collections', async (c) => {
  const sort = parseCollectionSort(c.req.query('sort'))
  const offset = parseOffsetCursor(c.req.query('cursor'))
  const limit = parseLimit(c.req.query('limit'))
  const since = await trendingSince()
  const k = schema.collection
  const t = schema.nftTrade
  const window = and(eq(t.collection, k.address), ne(t.kind, 'transfer'), gte(t.at, since))
  const trades24h = sql<number>`(select count(*) from ${t} where ${window})`
  const volume24h = sql<string>`(select coalesce(sum(${t.price}), 0) from ${t} where ${window})`
  const order =
    sort === 'trending'
      ? [desc(trades24h), desc(volume24h), desc(k.blockNumber), asc(k.address)]
      : sort === 'volume'
        ? [desc(k.volume), asc(k.address)]
        : [desc(k.blockNumber), asc(k.address)]
  const rows = await db
    .select({ collection: k, trades24h: trades24h.mapWith(Number), volume24h })
    .from(k)
    .orderBy(...order)
    .offset(offset)
    .limit(limit + 1)
  const { rows: kept, nextCursor } = page(rows, limit, () => `o${offset + limit}`)
  return respond(c, {
    collections: kept.map((row) =>
      collectionJson(row.collection, { trades: row.trades24h, volume: BigInt(row.volume24h) }),
    ),
    nextCursor,
  })
})

type TradeRow = typeof schema.nftTrade.$inferSelect

function tradeJson(row: TradeRow) {
  return {
    id: row.id,
    collection: row.collection,
    kind: row.kind,
    tokenId: row.tokenId.toString(),
    from: row.from,
    to: row.to,
    price: row.price === null ? null : row.price.toString(),
    at: Number(row.at),
    blockNumber: Number(row.blockNumber),
    transactionHash: row.transactionHash,
  }
}

/** A page of a collection's trades (buys, sells, transfers), newest first, after the `before` position. */
async function tradesOf(collection: `0x${string}`, before: string | undefined, limit: number) {
  const t = schema.nftTrade
  const rows = await db
    .select()
    .from(t)
    .where(and(eq(t.collection, collection), before === undefined ? undefined : lt(t.position, before)))
    .orderBy(desc(t.position))
    .limit(limit + 1)
  const { rows: kept, nextCursor } = page(rows, limit, (last) => last.position)
  return { trades: kept.map(tradeJson), nextCursor }
}

/** Trades shown with a collection's stats; more through /collections/:address/trades. */
const RECENT_TRADES = 10

market.get('/collections/:address', async (c) => {
  const address = parseAddress(c.req.param('address'), 'address')
  const [row] = await db.select().from(schema.collection).where(eq(schema.collection.address, address))
  if (row === undefined) return notFound(c, 'collection not found')
  const recent = (await recentTrades(await trendingSince(), [address])).get(address)
  const { trades, nextCursor } = await tradesOf(address, undefined, RECENT_TRADES)
  return respond(c, { collection: collectionJson(row, recent), recentTrades: trades, nextCursor })
})

market.get('/collections/:address/trades', async (c) => {
  const address = parseAddress(c.req.param('address'), 'address')
  const before = parsePosition(c.req.query('cursor'))
  const limit = parseLimit(c.req.query('limit'))
  return respond(c, await tradesOf(address, before, limit))
})

/**
 * GET /collections/:address/comments?cursor&limit: comments on a collection, newest first (deleted ones left out),
 * with `body` and `bodyStatus` as messages have them.
 */
market.get('/collections/:address/comments', async (c) => {
  const subject = parseAddress(c.req.param('address'), 'address')
  const before = parsePosition(c.req.query('cursor'))
  const limit = parseLimit(c.req.query('limit'))
  const m = schema.comment
  const rows = await db
    .select({ comment: m, bodyStatus: body.status, body: body.text })
    .from(m)
    .leftJoin(body, eq(body.url, m.url))
    .where(and(eq(m.subject, subject), eq(m.deleted, false), before === undefined ? undefined : lt(m.position, before)))
    .orderBy(desc(m.position))
    .limit(limit + 1)
  const { rows: kept, nextCursor } = page(rows, limit, (last) => last.comment.position)
  return respond(c, {
    comments: kept.map(({ comment: row, bodyStatus, body: text }) => ({
      id: row.id,
      subject: row.subject,
      commentIndex: row.commentIndex,
      author: row.author,
      createdAt: Number(row.createdAt),
      url: row.url,
      body: bodyStatus === 'ok' ? text : null,
      bodyStatus: bodyStatus ?? 'pending',
      blockNumber: Number(row.blockNumber),
      transactionHash: row.transactionHash,
    })),
    nextCursor,
  })
})

/**
 * GET /accounts/:address/activity?kind&cursor&limit: the account's swaps (with the pair's tokens and amounts), stake
 * deposits, withdrawals and reward claims, airdrop claims and NFT buys, sells, sends and receipts (with the
 * collection's name), newest first. `kind` keeps some kinds (comma-separated).
 */
market.get('/accounts/:address/activity', async (c) => {
  const account = parseAddress(c.req.param('address'), 'address')
  const kinds = parseActivityKinds(c.req.query('kind'))
  const before = parseActivityCursor(c.req.query('cursor'))
  const limit = parseLimit(c.req.query('limit'))
  const a = schema.activity
  const s = schema.swap
  const rows = await db
    .select({ entry: a, swap: s, pair: schema.pair, collectionName: schema.collection.name })
    .from(a)
    .leftJoin(s, and(eq(a.kind, 'swap'), eq(s.id, a.ref)))
    .leftJoin(schema.pair, eq(schema.pair.address, s.pair))
    .leftJoin(schema.collection, eq(schema.collection.address, a.contract))
    .where(
      and(
        eq(a.account, account),
        kinds === undefined ? undefined : inArray(a.kind, kinds),
        before === undefined ? undefined : lt(a.id, before),
      ),
    )
    .orderBy(desc(a.id))
    .limit(limit + 1)
  const { rows: kept, nextCursor } = page(rows, limit, (last) => last.entry.id)
  return respond(c, {
    address: account,
    activity: kept.map(({ entry, swap, pair, collectionName }) => ({
      id: entry.id,
      kind: entry.kind,
      contract: entry.contract,
      amount: entry.amount === null ? null : entry.amount.toString(),
      tokenId: entry.tokenId === null ? null : entry.tokenId.toString(),
      at: Number(entry.at),
      blockNumber: Number(entry.blockNumber),
      transactionHash: entry.transactionHash,
      collectionName,
      swap:
        swap === null
          ? null
          : {
              pair: swap.pair,
              token0: pair?.token0 ?? null,
              token1: pair?.token1 ?? null,
              amount0In: swap.amount0In.toString(),
              amount1In: swap.amount1In.toString(),
              amount0Out: swap.amount0Out.toString(),
              amount1Out: swap.amount1Out.toString(),
              router: swap.sender,
              to: swap.to,
            },
    })),
    nextCursor,
  })
})

export default market
