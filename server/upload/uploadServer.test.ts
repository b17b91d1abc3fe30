/** @jest-environment node */
import type { UploadStorage } from './arweaveStore'
import type { UploadErrorCode } from '../../protocol/upload'
import { MAX_UPLOAD_BYTES, UPLOAD_HEADERS } from '../../protocol/upload'
import { holder, messageBody, nameless, signedRequest, stranger, TEST_CHAIN_ID } from './test/signedRequest'
import type { RunningUploadServer, UploadServerOptions } from './uploadServer'
import { startUploadServer } from './uploadServer'

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
const SITE = 'https://site.example'

describe('upload endpoint', () => {
  let server: RunningUploadServer
  let stored: { data: Buffer; contentType: string }[]
  let failStorage = false
  let clockOffsetMs = 0

  async function start(overrides: Partial<UploadServerOptions> = {}) {
    const storage: UploadStorage = {
      address: 'arweave-address-of-the-endpoint',
      async store(data, contentType) {
        if (failStorage) throw new Error('node down')
        stored.push({ data, contentType })
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
      ...overrides,
    })
  }

  beforeEach(async () => {
    stored = []
    failStorage = false
    clockOffsetMs = 0
    await start()
  })
  afterEach(() => server.close())

  const post = async (request: RequestInit) => {
    const response = await fetch(server.url, request)
    return {
      status: response.status,
      headers: response.headers,
      json: (await response.json()) as Record<string, unknown>,
    }
  }
  const errorCode = (json: Record<string, unknown>) => (json.error as { code: UploadErrorCode } | undefined)?.code

  it('stores a signed message body of a name holder and answers its ar:// URL', async () => {
    const body = messageBody(holder.address, 'hello')
    const { status, json } = await post(await signedRequest({ body }))
    expect(status).toBe(201)
    expect(json.url).toMatch(/^ar:\/\/tx1_+$/)
    expect(stored).toEqual([{ data: body, contentType: 'application/json' }])
  })

  it('stores a PNG image', async () => {
    const { status } = await post(await signedRequest({ contentType: 'image/png', body: PNG }))
    expect(status).toBe(201)
    expect(stored[0]?.contentType).toBe('image/png')
  })

  it('tells the site its paying Arweave address and limits', async () => {
    const response = await fetch(`${server.url}/info`)
    expect(await response.json()).toEqual({
      arweaveAddress: 'arweave-address-of-the-endpoint',
      maxBytes: MAX_UPLOAD_BYTES,
      contentTypes: ['application/json', 'image/png', 'image/jpeg', 'image/webp', 'image/gif'],
    })
  })

  // Each refusal: what is wrong → HTTP status and error code; nothing is stored.
  const refusals: [string, number, UploadErrorCode, () => Promise<RequestInit>][] = [
    [
      'a signature by another wallet',
      401,
      'bad_signature',
      () => signedRequest({ wallet: stranger, address: holder.address }),
    ],
    [
      'a signature over other content',
      401,
      'bad_signature',
      () => signedRequest({ signedBody: messageBody(holder.address, 'something else') }),
    ],
    [
      'a malformed signature',
      401,
      'bad_signature',
      async () => signedRequest({ headers: { [UPLOAD_HEADERS.signature]: '0x1234' } }),
    ],
    ['a signature for another site (issue #35)', 403, 'wrong_site', () => signedRequest({ domain: 'evil.example' })],
    ['a signature for another chain (issue #35)', 403, 'wrong_chain', () => signedRequest({ chainId: 1 })],
    [
      'headers naming the site while the text was signed for another',
      401,
      'bad_signature',
      () => signedRequest({ domain: 'evil.example', headers: { [UPLOAD_HEADERS.domain]: 'site.example' } }),
    ],
    [
      'headers naming the chain while the text was signed for another',
      401,
      'bad_signature',
      () => signedRequest({ chainId: 1, headers: { [UPLOAD_HEADERS.chainId]: String(TEST_CHAIN_ID) } }),
    ],
    ['no site header', 400, 'missing_headers', () => signedRequest({ headers: { [UPLOAD_HEADERS.domain]: '' } })],
    [
      'a timestamp older than 5 minutes',
      401,
      'stale_timestamp',
      () => signedRequest({ timestamp: Date.now() - 5 * 60 * 1000 - 1000 }),
    ],
    [
      'a timestamp in the future',
      401,
      'future_timestamp',
      () => signedRequest({ timestamp: Date.now() + 5 * 60 * 1000 }),
    ],
    [
      'a signer without a name',
      403,
      'no_name',
      () => signedRequest({ wallet: nameless, body: messageBody(nameless.address) }),
    ],
    [
      'a body over 1 MB',
      413,
      'too_large',
      () => signedRequest({ contentType: 'image/png', body: Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]) }),
    ],
    [
      'an HTML upload',
      415,
      'unsupported_type',
      () => signedRequest({ contentType: 'text/html', body: Buffer.from('<script>alert(1)</script>') }),
    ],
    [
      'an SVG upload',
      415,
      'unsupported_type',
      () => signedRequest({ contentType: 'image/svg+xml', body: Buffer.from('<svg onload="alert(1)"/>') }),
    ],
    [
      'HTML bytes declared as PNG',
      415,
      'content_mismatch',
      () => signedRequest({ contentType: 'image/png', body: Buffer.from('<html><script>alert(1)</script></html>') }),
    ],
    [
      'a message body by someone else',
      403,
      'author_mismatch',
      () => signedRequest({ body: messageBody(stranger.address) }),
    ],
    [
      'a message body with extra fields',
      422,
      'bad_message_body',
      () =>
        signedRequest({
          body: Buffer.from(JSON.stringify({ author: holder.address, text: 'x', timestamp: 1, html: '<b>' })),
        }),
    ],
    ['a message body that is not JSON', 422, 'bad_message_body', () => signedRequest({ body: Buffer.from('gm') })],
    [
      'an empty message text',
      422,
      'bad_message_body',
      () => signedRequest({ body: Buffer.from(JSON.stringify({ author: holder.address, text: '  ', timestamp: 1 })) }),
    ],
    ['an empty body', 400, 'empty_body', () => signedRequest({ body: Buffer.alloc(0) })],
    [
      'missing signature headers',
      400,
      'missing_headers',
      async () => ({
        method: 'POST',
        body: messageBody(holder.address),
        headers: { 'content-type': 'application/json' },
      }),
    ],
    [
      'a malformed address',
      400,
      'bad_address',
      () => signedRequest({ headers: { [UPLOAD_HEADERS.address]: '0x123' } }),
    ],
    [
      'a non-numeric timestamp',
      400,
      'bad_timestamp',
      () => signedRequest({ headers: { [UPLOAD_HEADERS.timestamp]: 'yesterday' } }),
    ],
    [
      'a call from another site',
      403,
      'origin_not_allowed',
      () => signedRequest({ headers: { origin: 'https://evil.example' } }),
    ],
  ]

  it.each(refusals)('refuses %s (%i %s)', async (_label, status, code, makeRequest) => {
    const response = await post(await makeRequest())
    expect({ status: response.status, code: errorCode(response.json) }).toEqual({ status, code })
    expect(typeof (response.json.error as { message?: unknown }).message).toBe('string')
    expect(stored).toHaveLength(0)
  })

  it('refuses a body that grows past 1 MB without declaring its length', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)])
    const request = await signedRequest({ contentType: 'image/png', body: big })
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < big.length; offset += 64 * 1024)
          controller.enqueue(new Uint8Array(big.subarray(offset, offset + 64 * 1024)))
        controller.close()
      },
    })
    const response = await post({ ...request, body: stream, duplex: 'half' } as RequestInit)
    expect({ status: response.status, code: errorCode(response.json) }).toEqual({ status: 413, code: 'too_large' })
    expect(stored).toHaveLength(0)
  })

  it('refuses a replayed signature', async () => {
    const request = await signedRequest({})
    expect((await post(request)).status).toBe(201)
    const replay = await post(request)
    expect({ status: replay.status, code: errorCode(replay.json) }).toEqual({ status: 409, code: 'replayed_signature' })
    expect(stored).toHaveLength(1)
  })

  it('rate limits each address, with Retry-After', async () => {
    for (let i = 0; i < 3; i++)
      expect((await post(await signedRequest({ body: messageBody(holder.address, `m${i}`) }))).status).toBe(201)
    const limited = await post(await signedRequest({ body: messageBody(holder.address, 'one too many') }))
    expect({ status: limited.status, code: errorCode(limited.json) }).toEqual({ status: 429, code: 'rate_limited' })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    clockOffsetMs = 61_000
    expect(
      (await post(await signedRequest({ body: messageBody(holder.address, 'later'), timestamp: Date.now() + 61_000 })))
        .status,
    ).toBe(201)
  })

  it('rate limits each client IP', async () => {
    await server.close()
    await start({ ipLimit: { limit: 2, windowMs: 60_000 } })
    await post(await signedRequest({ wallet: stranger, address: holder.address }))
    await post(await signedRequest({ wallet: stranger, address: holder.address }))
    const limited = await post(await signedRequest({}))
    expect({ status: limited.status, code: errorCode(limited.json) }).toEqual({ status: 429, code: 'rate_limited' })
  })

  it('answers 502 when storage fails, and the same signature may be retried', async () => {
    failStorage = true
    const request = await signedRequest({})
    const failed = await post(request)
    expect({ status: failed.status, code: errorCode(failed.json) }).toEqual({ status: 502, code: 'storage_failed' })
    failStorage = false
    expect((await post(request)).status).toBe(201)
  })

  it('answers 503 when the name cannot be read', async () => {
    await server.close()
    await start({ lookupName: () => Promise.reject(new Error('rpc down')) })
    const response = await post(await signedRequest({}))
    expect({ status: response.status, code: errorCode(response.json) }).toEqual({
      status: 503,
      code: 'name_lookup_failed',
    })
  })

  it('allows CORS for the site origin only', async () => {
    const preflight = await fetch(server.url, {
      method: 'OPTIONS',
      headers: { origin: SITE, 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE)
    expect(preflight.headers.get('access-control-allow-headers')).toContain(UPLOAD_HEADERS.signature)
    const fromSite = await post(await signedRequest({ headers: { origin: SITE } }))
    expect(fromSite.status).toBe(201)
    expect(fromSite.headers.get('access-control-allow-origin')).toBe(SITE)
  })

  it('answers 404 and 405 as JSON', async () => {
    const missing = await fetch(`${server.url}/nope`)
    expect(missing.status).toBe(404)
    const wrongMethod = await fetch(server.url, { method: 'PUT', body: 'x' })
    expect(wrongMethod.status).toBe(405)
    expect(((await wrongMethod.json()) as { error: { code: string } }).error.code).toBe('method_not_allowed')
  })

  it('serves /info behind a proxy that leaves a double or trailing slash', async () => {
    for (const path of ['//info', '/info/', '//health']) {
      const response = await fetch(`${server.url}${path}`)
      expect({ path, status: response.status }).toEqual({ path, status: 200 })
    }
  })

  it('refuses a preflight from another site', async () => {
    const preflight = await fetch(server.url, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('logs one line per request with its status and refusal code or URL', async () => {
    await server.close()
    const lines: string[] = []
    await start({ log: (line) => lines.push(line) })
    await post(await signedRequest({}))
    await post(await signedRequest({ body: Buffer.from('gm') }))
    expect(lines).toEqual([
      expect.stringMatching(/^POST \/ 201 ar:\/\/tx1_+ \d+ms$/),
      expect.stringMatching(/^POST \/ 422 bad_message_body \d+ms$/),
    ])
  })
})
