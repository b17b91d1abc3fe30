import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { sendNotificationRequestSchema } from '@farcaster/miniapp-node'

/** One request the endpoint received. */
export interface ReceivedNotification {
  /** The JSON body as sent (`{ notificationId, title, body, targetUrl, tokens }` when well-formed). */
  body: unknown
  /**
   * What Farcaster's request schema (miniapp-core's sendNotificationRequestSchema) finds wrong with it, as
   * "path: message", leaving out targetUrl's https-and-public-host rule: the devnet app is served over http from
   * 127.0.0.1, so the test checks targetUrl itself. Empty when the request is one a Farcaster client accepts.
   */
  problems: string[]
}

/** A Farcaster client's notification endpoint, played on a loopback port (one per host, so one per test). */
export interface NotificationEndpoint {
  /** What the client hands out as `notificationDetails.url`. */
  url: string
  /** Every request so far, in arrival order, refused ones included. */
  readonly received: ReceivedNotification[]
  /** Stops listening (open connections are cut). Safe to call twice. */
  close(): Promise<void>
}

/** The schema's complaints about `body`, without the ones about targetUrl. */
function problemsOf(body: unknown): string[] {
  const parsed = sendNotificationRequestSchema.safeParse(body)
  if (parsed.success) return []
  return parsed.error.issues
    .filter((issue) => issue.path[0] !== 'targetUrl')
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
}

/**
 * Starts the endpoint a Farcaster client runs for mini-app notifications (Farcaster's format): it takes
 * `POST { notificationId, title, body, targetUrl, tokens[] }` and answers
 * `200 { result: { successfulTokens, invalidTokens, rateLimitedTokens } }` with every token delivered, or 400 when the
 * body breaks the schema (the sender then retries it, which the test sees as a second request). Records everything.
 */
export async function startNotificationEndpoint(): Promise<NotificationEndpoint> {
  const received: ReceivedNotification[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      let body: unknown
      let problems: string[]
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
        problems = request.method === 'POST' ? problemsOf(body) : [`method: ${request.method} is not POST`]
      } catch {
        body = Buffer.concat(chunks).toString('utf8')
        problems = ['(body): not JSON']
      }
      received.push({ body, problems })
      if (problems.length > 0) {
        response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: problems }))
        return
      }
      const { tokens } = body as { tokens: string[] }
      const result = { successfulTokens: tokens, invalidTokens: [], rateLimitedTokens: [] }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ result }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // Never hold the worker open: the fixture closes it, and a forgotten one dies with the worker.
  server.unref()
  let closed: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/frame-notifications`,
    received,
    close: () =>
      (closed ??= new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })),
  }
}
