import { Agent, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SignedBody } from './indexBodies'

/**
 * A gateway between the index's body worker and arlocal that notes when each body has been served: the worker asks
 * for a transaction's header (`/tx/<id>`) and its data (`/<id>`) and stores the body as soon as both arrived and
 * checked out, so the moment the last of the two answers ends is when the body is about to be stored. Bodies handed
 * to `hold` are answered from memory, as a production gateway with the data at hand would (arlocal stores each
 * transaction in SQLite on one thread: ~30 bodies a second, an hour for 100,000); everything else is forwarded to
 * arlocal untouched, with one local hop.
 */

export interface CountingGateway {
  url: string
  /** Bodies among `ids` whose header and data were both answered 200, and when the last of them ended (ms epoch). */
  served(ids: ReadonlySet<string>): { count: number; lastAtMs: number }
  /** Answers these signed bodies from memory from now on: the header as arlocal gives it, the data as posted. */
  hold(bodies: readonly SignedBody[]): void
  close(): Promise<void>
}

const TX_ID = /^\/(tx\/)?([A-Za-z0-9_-]{43})$/
const HEADER = 1
const DATA = 2

/** Starts the gateway on a free port of 127.0.0.1 in front of `upstream` (arlocal's URL). */
export async function startCountingGateway(upstream: string): Promise<CountingGateway> {
  const target = new URL(upstream)
  const agent = new Agent({ keepAlive: true, maxSockets: 32 })
  /** Per transaction id: which of header and data were served (bit mask), and when both were. */
  const seen = new Map<string, { parts: number; atMs: number }>()
  const held = new Map<string, SignedBody['transaction']>()
  const noteServed = (id: string, part: number) => {
    const entry = seen.get(id) ?? { parts: 0, atMs: 0 }
    entry.parts |= part
    entry.atMs = Date.now()
    seen.set(id, entry)
  }
  const server = createServer((incoming, outgoing) => {
    const match = TX_ID.exec(incoming.url ?? '')
    const heldTransaction = match?.[2] === undefined ? undefined : held.get(match[2])
    if (match?.[2] !== undefined && heldTransaction !== undefined && incoming.method === 'GET') {
      const isHeader = match[1] !== undefined
      const { data, ...header } = heldTransaction
      outgoing.writeHead(200, { 'content-type': isHeader ? 'application/json' : 'application/json; charset=utf-8' })
      outgoing.end(isHeader ? JSON.stringify({ ...header, data: '' }) : Buffer.from(data, 'base64url'), () =>
        noteServed(match[2] as string, isHeader ? HEADER : DATA),
      )
      return
    }
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
        answer.on('end', () => {
          const id = match?.[2]
          if (id === undefined || answer.statusCode !== 200) return
          noteServed(id, match?.[1] === undefined ? DATA : HEADER)
        })
      },
    )
    forward.on('error', () => outgoing.writeHead(502).end())
    incoming.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served(ids) {
      let count = 0
      let lastAtMs = 0
      for (const id of ids) {
        const entry = seen.get(id)
        if (entry === undefined || entry.parts !== (HEADER | DATA)) continue
        count++
        lastAtMs = Math.max(lastAtMs, entry.atMs)
      }
      return { count, lastAtMs }
    },
    hold(bodies) {
      for (const body of bodies) held.set(body.url.slice('ar://'.length), body.transaction)
    },
    close: () =>
      new Promise((resolve) => {
        agent.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
