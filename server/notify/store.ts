import { Redis } from 'ioredis'

/** A user's notification details, as the Farcaster client gave them in `notifications_enabled` or `miniapp_added`. */
export interface Subscription {
  fid: number
  token: string
  /** The client's endpoint to POST notifications to. */
  url: string
  /** When notifications were enabled (ms): older inbox events are never sent. */
  enabledAt: number
  /** The user's wallet address, once a Quick Auth sign-in linked it (POST /farcaster/link); none: nothing to send. */
  address?: string
}

/** The store unreachable: the webhook answers 503 and the sender tries again on its next round. */
export class StoreUnavailable extends Error {}

/**
 * The notification service's state. With Redis it is shared by every instance (the same Redis as the upload
 * endpoint, its own key prefix); in memory it serves one process.
 */
export interface NotifyStore {
  /** Saves the fid's token and URL (replacing an older pair), keeping a linked address. */
  enable(fid: number, token: string, url: string, now: number): Promise<void>
  /** The last token ever enabled for the fid (kept when notifications are turned off), or null. */
  lastTokenOf(fid: number): Promise<string | null>
  /** Forgets the fid's token (notifications disabled or the app removed). */
  disable(fid: number): Promise<void>
  /** Forgets the fid's token only if it is still `token` (an invalid token the client reported). */
  dropToken(fid: number, token: string): Promise<void>
  /** Remembers which address the fid signs in with. */
  link(fid: number, address: string): Promise<void>
  /** Every fid with notifications enabled. */
  subscriptions(): Promise<Subscription[]>
  /** True the first time `key` is claimed within `ttlMs` (SET NX PX in Redis): replays and double sends lose. */
  claim(key: string, ttlMs: number): Promise<boolean>
  /** Gives a claim back (a send that did not happen). */
  release(key: string): Promise<void>
  close(): Promise<void>
}

/** The in-process store (one instance; its tokens are lost on restart until the client sends its next event). */
export function createMemoryNotifyStore(now: () => number = Date.now): NotifyStore {
  const subscriptions = new Map<number, Omit<Subscription, 'address'>>()
  const links = new Map<number, string>()
  const lastTokens = new Map<number, string>()
  const claims = new Map<string, number>()
  return {
    async enable(fid, token, url, at) {
      subscriptions.set(fid, { fid, token, url, enabledAt: at })
      lastTokens.set(fid, token)
    },
    async lastTokenOf(fid) {
      return lastTokens.get(fid) ?? null
    },
    async disable(fid) {
      subscriptions.delete(fid)
    },
    async dropToken(fid, token) {
      if (subscriptions.get(fid)?.token === token) subscriptions.delete(fid)
    },
    async link(fid, address) {
      links.set(fid, address)
    },
    async subscriptions() {
      return [...subscriptions.values()].map((entry) => ({ ...entry, address: links.get(entry.fid) }))
    },
    async claim(key, ttlMs) {
      const until = claims.get(key)
      if (until !== undefined && until > now()) return false
      claims.set(key, now() + ttlMs)
      return true
    },
    async release(key) {
      claims.delete(key)
    },
    async close() {},
  }
}

export interface RedisNotifyStoreOptions {
  /** `redis://[:password@]host:port[/db]` (REDIS_URL). */
  url: string
  /** Prefix of every key (default 'demo-social:notify:'). */
  keyPrefix?: string
  /** Connection changes, one line each. */
  log?: (line: string) => void
}

/**
 * The store in Redis: one hash `<prefix>sub:<fid>` (token, url, enabledAt) per enabled fid, listed in the set
 * `<prefix>subs`; hashes `<prefix>links` fid → address and `<prefix>last` fid → last token; claims are `SET NX PX`
 * keys. Fails fast like the upload
 * guards (no offline queue, 2 s command timeout): every call rejects with StoreUnavailable while Redis is away.
 */
export function createRedisNotifyStore({
  url,
  keyPrefix = 'demo-social:notify:',
  log = () => {},
}: RedisNotifyStoreOptions): NotifyStore & { whenReady(timeoutMs: number): Promise<boolean> } {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 2_000,
    connectTimeout: 5_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  })
  let hasLoggedLoss = false
  let closing: Promise<void> | undefined
  client.on('ready', () => {
    hasLoggedLoss = false
    log('notify: redis ready')
  })
  client.on('error', (error: Error) => {
    if (hasLoggedLoss) return
    hasLoggedLoss = true
    log(`notify: redis unavailable: ${error.message}`)
  })
  const key = (name: string) => `${keyPrefix}${name}`
  async function run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command()
    } catch (error) {
      throw new StoreUnavailable(error instanceof Error ? error.message : String(error))
    }
  }
  // Deletes the fid's subscription only while it still holds `token` (atomic, so a newer token is never lost).
  const DROP_IF_TOKEN = `
    if redis.call('HGET', KEYS[1], 'token') == ARGV[1] then
      redis.call('DEL', KEYS[1])
      redis.call('SREM', KEYS[2], ARGV[2])
    end
    return 1`

  return {
    async whenReady(timeoutMs) {
      if (client.status === 'ready') return true
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs)
        client.once('ready', () => {
          clearTimeout(timer)
          resolve(true)
        })
      })
    },
    enable: (fid, token, url, at) =>
      run(async () => {
        await client
          .multi()
          .hset(key(`sub:${fid}`), { token, url, enabledAt: String(at) })
          .sadd(key('subs'), String(fid))
          .hset(key('last'), String(fid), token)
          .exec()
      }),
    lastTokenOf: (fid) => run(async () => client.hget(key('last'), String(fid))),
    disable: (fid) =>
      run(async () => {
        await client
          .multi()
          .del(key(`sub:${fid}`))
          .srem(key('subs'), String(fid))
          .exec()
      }),
    dropToken: (fid, token) =>
      run(async () => {
        await client.eval(DROP_IF_TOKEN, 2, key(`sub:${fid}`), key('subs'), token, String(fid))
      }),
    link: (fid, address) =>
      run(async () => {
        await client.hset(key('links'), String(fid), address)
      }),
    subscriptions: () =>
      run(async () => {
        const fids = await client.smembers(key('subs'))
        const result: Subscription[] = []
        for (const fid of fids) {
          const [entry, address] = await Promise.all([
            client.hgetall(key(`sub:${fid}`)),
            client.hget(key('links'), fid),
          ])
          if (!entry.token || !entry.url) continue
          result.push({
            fid: Number(fid),
            token: entry.token,
            url: entry.url,
            enabledAt: Number(entry.enabledAt ?? 0),
            address: address ?? undefined,
          })
        }
        return result
      }),
    claim: (name, ttlMs) => run(async () => (await client.set(key(`claim:${name}`), '1', 'PX', ttlMs, 'NX')) === 'OK'),
    release: (name) =>
      run(async () => {
        await client.del(key(`claim:${name}`))
      }),
    // One QUIT however often it is called (the app's onClose and its owner may both close it).
    close() {
      closing ??= client.quit().then(
        () => {},
        () => client.disconnect(),
      )
      return closing
    },
  }
}
