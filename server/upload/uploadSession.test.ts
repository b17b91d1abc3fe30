/** @jest-environment node */
import type { UploadErrorCode } from '../../protocol/upload'
import { UPLOAD_SESSION_MAX_MS } from '../../protocol/upload'
import type { UploadStorage } from './arweaveStore'
import { fetchNonce, revoke, sessionRequest, signIn } from './test/signIn'
import { holder, messageBody, nameless, signedRequest, stranger, TEST_CHAIN_ID } from './test/signedRequest'
import type { RunningUploadServer } from './uploadServer'
import { startUploadServer } from './uploadServer'

const SITE = 'https://site.example'
const HOUR = 60 * 60 * 1000

// Sign-In with Ethereum (issue #16): one signature opens a session; uploads then carry a Bearer token and keep every
// other check (name held, limits per address, body rules).
describe('upload sessions (Sign-In with Ethereum)', () => {
  let server: RunningUploadServer
  let stored: Buffer[]
  let clockOffsetMs = 0

  beforeEach(async () => {
    stored = []
    clockOffsetMs = 0
    const storage: UploadStorage = {
      address: 'arweave-address-of-the-endpoint',
      async store(data) {
        stored.push(data)
        return `tx${stored.length}`.padEnd(43, '_')
      },
    }
    server = await startUploadServer({
      allowedOrigins: [SITE],
      chainId: TEST_CHAIN_ID,
      lookupName: async (address) => (address === holder.address ? 'alice' : ''),
      storage,
      addressLimit: { limit: 3, windowMs: 60_000 },
      now: () => Date.now() + clockOffsetMs,
    })
  })
  afterEach(() => server.close())

  const upload = async (request: RequestInit) => {
    const response = await fetch(server.url, request)
    const json = (await response.json()) as { url?: string; error?: { code: UploadErrorCode } }
    return { status: response.status, code: json.error?.code, url: json.url }
  }

  it('signs in once, then stores several uploads without another signature', async () => {
    const before = Date.now()
    const { status, json } = await signIn(server.url, holder)
    expect(status).toBe(201)
    expect(json.address).toBe(holder.address)
    expect(json.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(json.expiresAt).toBeGreaterThan(before)
    expect(json.expiresAt).toBeLessThanOrEqual(Date.now() + UPLOAD_SESSION_MAX_MS)
    const token = json.token ?? ''
    for (const text of ['one', 'two']) {
      const result = await upload(sessionRequest(token, messageBody(holder.address, text)))
      expect(result).toEqual({ status: 201, code: undefined, url: expect.stringMatching(/^ar:\/\//) })
    }
    expect(stored.map((data) => (JSON.parse(data.toString()) as { text: string }).text)).toEqual(['one', 'two'])
  })

  it('keeps a shorter expiration time the message asks for, and refuses the token after it', async () => {
    const { json } = await signIn(server.url, holder, { expirationTime: new Date(Date.now() + HOUR) })
    expect(json.expiresAt).toBeLessThanOrEqual(Date.now() + HOUR)
    clockOffsetMs = HOUR + 1000
    expect((await upload(sessionRequest(json.token ?? '', messageBody(holder.address)))).code).toBe('bad_session')
  })

  it('still accepts per-upload signatures (clients without a session)', async () => {
    expect((await upload(await signedRequest({}))).status).toBe(201)
  })

  it.each([
    ['another site', { domain: 'evil.example', origin: SITE }],
    ['another statement', { statement: 'Sign in to something else.' }],
    ['a nonce it never issued', { nonce: 'abcdefgh12345678' }],
    ['a message issued long ago', { issuedAt: new Date(Date.now() - 10 * 60 * 1000) }],
    ['an expired message', { expirationTime: new Date(Date.now() - 1000) }],
    ['a signature by another wallet', { signer: stranger }],
  ])('refuses a sign-in with %s', async (_case, options) => {
    const { status, json } = await signIn(server.url, holder, options)
    expect(status).toBe(401)
    expect(json.error?.code).toBe('bad_sign_in')
    expect(json.token).toBeUndefined()
  })

  it('refuses a sign-in for another chain with 403 wrong_chain, naming both chains (issue #35)', async () => {
    const { status, json } = await signIn(server.url, holder, { chainId: 1 })
    expect(status).toBe(403)
    expect(json.error).toEqual({
      code: 'wrong_chain',
      message: `The signature is for chain 1, but this site runs on chain ${TEST_CHAIN_ID}. Reload the page and try again.`,
    })
    expect(json.token).toBeUndefined()
  })

  it('ends a session on DELETE /session (wallet disconnect, issue #35), and the token is refused after', async () => {
    const { json } = await signIn(server.url, holder)
    const token = json.token ?? ''
    expect((await upload(sessionRequest(token, messageBody(holder.address, 'before')))).status).toBe(201)
    expect((await revoke(server.url, token)).status).toBe(204)
    expect(await upload(sessionRequest(token, messageBody(holder.address, 'after')))).toMatchObject({
      status: 401,
      code: 'bad_session',
    })
    // Ending it again (a second tab, a retried call) is not an error.
    expect((await revoke(server.url, token)).status).toBe(204)
    expect((await revoke(server.url, 'short')).status).toBe(401)
  })

  it('uses a nonce once', async () => {
    const nonce = await fetchNonce(server.url)
    expect((await signIn(server.url, holder, { nonce })).status).toBe(201)
    expect((await signIn(server.url, holder, { nonce })).json.error?.code).toBe('bad_sign_in')
  })

  it('refuses malformed sign-in bodies', async () => {
    const response = await fetch(`${server.url}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE },
      body: '{"message": 5}',
    })
    expect(response.status).toBe(401)
  })

  it.each([
    ['an unknown token', `Bearer ${'x'.repeat(43)}`],
    ['a malformed header', 'Bearer short'],
    ['another scheme', `Basic ${'x'.repeat(43)}`],
  ])('refuses an upload with %s (bad_session), storing nothing', async (_case, authorization) => {
    const result = await upload({
      method: 'POST',
      body: new Uint8Array(messageBody(holder.address)),
      headers: { 'content-type': 'application/json', authorization },
    })
    expect(result).toMatchObject({ status: 401, code: 'bad_session' })
    expect(stored).toEqual([])
  })

  it('keeps every other check under a session: name held, author of the body, limits per address', async () => {
    const nameless_ = await signIn(server.url, nameless)
    expect(nameless_.status).toBe(201)
    expect((await upload(sessionRequest(nameless_.json.token ?? '', messageBody(nameless.address)))).code).toBe(
      'no_name',
    )

    const { json } = await signIn(server.url, holder)
    const token = json.token ?? ''
    expect((await upload(sessionRequest(token, messageBody(stranger.address)))).code).toBe('author_mismatch')
    expect((await upload(sessionRequest(token, Buffer.from('not an image'), 'image/png'))).code).toBe(
      'content_mismatch',
    )
    // The address limit (3 per window here) counts session uploads like signed ones; two were refused above.
    await upload(sessionRequest(token, messageBody(holder.address)))
    expect((await upload(sessionRequest(token, messageBody(holder.address)))).code).toBe('rate_limited')
  })
})
