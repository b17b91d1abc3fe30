import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SendNotificationRequest } from '@farcaster/miniapp-node'

/** How the client answers one token: delivered, rate-limited, or unknown to it. */
export type TokenAnswer = 'ok' | 'rate-limited' | 'invalid'

/**
 * A Farcaster client's notification endpoint for tests: records every request body and answers each token as
 * `answerFor(token)` says (default 'ok'), or with `failWith` as the HTTP status when set.
 */
export interface TestNotificationClient {
  url: string
  requests: SendNotificationRequest[]
  answerFor: (token: string) => TokenAnswer
  failWith: number | null
  close(): Promise<void>
}

export async function startTestNotificationClient(): Promise<TestNotificationClient> {
  const client: TestNotificationClient = {
    url: '',
    requests: [],
    answerFor: () => 'ok',
    failWith: null,
    close: async () => {},
  }
  const server = http.createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    request.on('end', () => {
      const body = JSON.parse(text) as SendNotificationRequest
      client.requests.push(body)
      if (client.failWith !== null) {
        response.writeHead(client.failWith).end()
        return
      }
      const pick = (answer: TokenAnswer) => body.tokens.filter((token) => client.answerFor(token) === answer)
      const result = {
        successfulTokens: pick('ok'),
        rateLimitedTokens: pick('rate-limited'),
        invalidTokens: pick('invalid'),
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ result }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  client.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/notifications`
  client.close = () => new Promise((resolve) => server.close(() => resolve()))
  return client
}
