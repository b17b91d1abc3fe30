import { logger } from '../../logger'

/** A pushed block head: its number and its logs bloom (hex, null when the node sent none). */
export interface BlockHead {
  number: number
  logsBloom: string | null
}

/** A push source of new blocks: `onHead` per block, `onLive` on every change between live and down. */
export interface HeadSource {
  /** Subscribes; returns the remover (the last remover closes the socket). */
  subscribe(onHead: (head: BlockHead) => void, onLive: (isLive: boolean) => void): () => void
}

/** The part of the WebSocket API this module uses (the browser's, or `ws` in node tests). */
export interface SocketLike {
  readonly readyState: number
  send(data: string): void
  close(): void
  onopen: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onclose: ((event: unknown) => void) | null
  onerror: ((event: unknown) => void) | null
}

export type SocketFactory = (url: string) => SocketLike

export interface NewHeadsOptions {
  /** ws:// or wss:// URL, or a path resolved against the page (`/devnet/rpc` -> `ws://host/devnet/rpc`). */
  url: string
  createSocket?: SocketFactory
  /** Waits before reconnecting after a failure: doubles from `retryMinMs` up to `retryMaxMs` (ms). */
  retryMinMs?: number
  retryMaxMs?: number
}

const SUBSCRIBE_ID = 1

/** Resolves a configured WebSocket RPC URL: absolute ws(s) URLs as they are, a path against the page's origin. */
export function resolveWsUrl(url: string, base: string | undefined = globalThis.location?.href): string {
  if (/^wss?:\/\//i.test(url)) return url
  const resolved = new URL(url, base)
  resolved.protocol = resolved.protocol === 'https:' ? 'wss:' : 'ws:'
  return resolved.toString()
}

const browserSocket: SocketFactory = (url) => new WebSocket(url) as unknown as SocketLike

function parseHead(data: unknown, subscriptionId: string | null): BlockHead | null {
  if (typeof data !== 'string') return null
  const message = JSON.parse(data) as {
    method?: string
    params?: { subscription?: string; result?: { number?: string; logsBloom?: unknown } }
  }
  if (message.method !== 'eth_subscription' || message.params?.subscription !== subscriptionId) return null
  const number = message.params?.result?.number
  if (typeof number !== 'string') return null
  const logsBloom = message.params?.result?.logsBloom
  return { number: Number.parseInt(number, 16), logsBloom: typeof logsBloom === 'string' ? logsBloom : null }
}

/**
 * New block heads over a WebSocket JSON-RPC connection (`eth_subscribe ["newHeads"]`, issue #18): one socket shared by
 * every subscriber, opened by the first and closed by the last. "Live" once the node confirmed the subscription; on a
 * close or error the subscribers hear "down" (and poll over HTTP meanwhile) while the socket reconnects with a doubling
 * wait, so the push heals by itself when the node is back.
 */
export function createNewHeadsSource({
  url,
  createSocket = browserSocket,
  retryMinMs = 1000,
  retryMaxMs = 30_000,
}: NewHeadsOptions): HeadSource {
  const subscribers = new Set<{ onHead: (head: BlockHead) => void; onLive: (isLive: boolean) => void }>()
  let socket: SocketLike | null = null
  let subscriptionId: string | null = null
  let isLive = false
  let retryMs = retryMinMs
  let retryTimer: ReturnType<typeof setTimeout> | null = null

  const setLive = (live: boolean) => {
    if (live === isLive) return
    isLive = live
    for (const subscriber of subscribers) subscriber.onLive(live)
  }

  const connect = () => {
    retryTimer = null
    let opened: SocketLike
    try {
      opened = createSocket(resolveWsUrl(url))
    } catch (error) {
      logger.warn('newHeads: cannot open the socket', error)
      return scheduleRetry()
    }
    socket = opened
    subscriptionId = null
    opened.onopen = () =>
      opened.send(JSON.stringify({ jsonrpc: '2.0', id: SUBSCRIBE_ID, method: 'eth_subscribe', params: ['newHeads'] }))
    opened.onmessage = ({ data }) => {
      try {
        if (subscriptionId === null) {
          const reply = JSON.parse(String(data)) as { id?: number; result?: unknown }
          if (reply.id === SUBSCRIBE_ID && typeof reply.result === 'string') {
            subscriptionId = reply.result
            retryMs = retryMinMs
            setLive(true)
          } else if (reply.id === SUBSCRIBE_ID) opened.close() // the node has no subscriptions: retry later
          return
        }
        const head = parseHead(String(data), subscriptionId)
        if (head !== null) for (const subscriber of subscribers) subscriber.onHead(head)
      } catch (error) {
        logger.warn('newHeads: unreadable message', error)
      }
    }
    opened.onerror = () => opened.close()
    opened.onclose = () => {
      if (socket !== opened) return
      socket = null
      setLive(false)
      scheduleRetry()
    }
  }

  const scheduleRetry = () => {
    if (subscribers.size === 0 || retryTimer) return
    retryTimer = setTimeout(connect, retryMs)
    retryMs = Math.min(retryMaxMs, retryMs * 2)
  }

  const disconnect = () => {
    if (retryTimer) clearTimeout(retryTimer)
    retryTimer = null
    const closing = socket
    socket = null
    isLive = false
    retryMs = retryMinMs
    closing?.close()
  }

  return {
    subscribe(onHead, onLive) {
      const subscriber = { onHead, onLive }
      subscribers.add(subscriber)
      if (!socket && !retryTimer) connect()
      else if (isLive) onLive(true)
      return () => {
        subscribers.delete(subscriber)
        if (subscribers.size === 0) disconnect()
      }
    },
  }
}

const sources = new Map<string, HeadSource>()

/** The shared head source for a configured URL (one socket per URL for the whole page). */
export function newHeadsFor(url: string): HeadSource {
  let source = sources.get(url)
  if (!source) {
    source = createNewHeadsSource({ url })
    sources.set(url, source)
  }
  return source
}
