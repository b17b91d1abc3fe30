import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { getAddress, isAddress, verifyMessage } from 'ethers'
import type { UploadStorage } from './arweaveStore'
import { RateLimiter, ReplayGuard } from './limits'
import type { NameLookup } from './nameLookup'
import type { UploadContentType, UploadErrorBody, UploadErrorCode, UploadInfo, UploadResult } from './protocol'
import {
  MAX_UPLOAD_BYTES,
  SIGNATURE_FUTURE_TOLERANCE_MS,
  SIGNATURE_MAX_AGE_MS,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_ERRORS,
  UPLOAD_HEADERS,
  isUploadContentType,
  mediaTypeOf,
  uploadSigningMessage,
} from './protocol'
import { checkContent } from './validateContent'

/** A hits-per-window limit. */
export interface RateLimit {
  limit: number
  windowMs: number
}

export interface UploadServerOptions {
  /** Origins allowed to call from a browser (exact `scheme://host[:port]`), or '*' for any (devnet only). */
  allowedOrigins: readonly string[] | '*'
  /** The signer's main name on the TLD; an upload needs one. */
  lookupName: NameLookup
  storage: UploadStorage
  /** Uploads per signing address. */
  addressLimit?: RateLimit
  /** Requests per client IP, whatever their outcome (caps signature checks and name lookups from one source). */
  ipLimit?: RateLimit
  /** Take the client IP from X-Forwarded-For (only behind a reverse proxy that sets it). */
  trustProxy?: boolean
  maxBytes?: number
  /** Clock (ms); tests move it. */
  now?: () => number
  /** One line per request; silent by default. */
  log?: (line: string) => void
}

const ALLOWED_HEADERS = [
  'content-type',
  UPLOAD_HEADERS.address,
  UPLOAD_HEADERS.timestamp,
  UPLOAD_HEADERS.signature,
].join(', ')

class Refusal extends Error {
  constructor(
    readonly code: UploadErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

function sendJson(
  response: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  })
  response.end(text)
}

function sendRefusal(response: http.ServerResponse, refusal: Refusal): void {
  const body: UploadErrorBody = { error: { code: refusal.code, message: refusal.message } }
  sendJson(response, UPLOAD_ERRORS[refusal.code], body, refusal.headers)
}

/** Reads the body, refusing it as soon as it grows past `maxBytes` (the declared length is checked before). */
function readBody(request: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let isDone = false
    request.on('data', (chunk: Buffer) => {
      if (isDone) return
      size += chunk.length
      if (size > maxBytes) {
        isDone = true
        reject(new Refusal('too_large', `The upload is larger than ${maxBytes} bytes.`))
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => {
      if (isDone) return
      isDone = true
      resolve(Buffer.concat(chunks))
    })
    request.on('error', (error) => {
      if (isDone) return
      isDone = true
      reject(error)
    })
  })
}

const header = (request: http.IncomingMessage, name: string): string => {
  const value = request.headers[name]
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
}

function clientIp(request: http.IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = header(request, 'x-forwarded-for').split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return request.socket.remoteAddress ?? 'unknown'
}

const retryAfter = (ms: number) => ({ 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))) })

/**
 * The upload endpoint as a plain `node:http` request handler (issue #5 part 2):
 * - `POST /` stores one message body or image on Arweave and answers `201 { url: 'ar://<id>' }`;
 * - `GET /info` tells the site the paying Arweave address and the limits; `GET /health` answers `{ ok: true }`;
 * - CORS for `allowedOrigins` (a browser request from any other origin is refused).
 * A POST must be signed by the posting wallet (see protocol.ts), fresh (≤ 5 min old, not ahead of the clock), not a
 * replay, from a holder of a name, at most 1 MB, of an allow-listed type whose bytes match it, and within the rate
 * limits. Every refusal is `{ error: { code, message } }` with its own HTTP status (protocol.ts UPLOAD_ERRORS).
 */
export function createUploadHandler(options: UploadServerOptions): http.RequestListener {
  const {
    allowedOrigins,
    lookupName,
    storage,
    addressLimit = { limit: 30, windowMs: 10 * 60 * 1000 },
    ipLimit = { limit: 300, windowMs: 10 * 60 * 1000 },
    trustProxy = false,
    maxBytes = MAX_UPLOAD_BYTES,
    now = Date.now,
    log = () => {},
  } = options
  const byAddress = new RateLimiter(addressLimit.limit, addressLimit.windowMs)
  const byIp = new RateLimiter(ipLimit.limit, ipLimit.windowMs)
  const replays = new ReplayGuard()
  const info: UploadInfo = { arweaveAddress: storage.address, maxBytes, contentTypes: UPLOAD_CONTENT_TYPES }

  const isOriginAllowed = (origin: string) => allowedOrigins === '*' || allowedOrigins.includes(origin)

  async function upload(request: http.IncomingMessage): Promise<UploadResult> {
    const ipHit = byIp.hit(clientIp(request, trustProxy), now())
    if (!ipHit.allowed)
      throw new Refusal('rate_limited', 'Too many requests. Try again later.', retryAfter(ipHit.retryAfterMs))

    const contentType = mediaTypeOf(header(request, 'content-type'))
    if (!isUploadContentType(contentType)) {
      throw new Refusal('unsupported_type', `Only ${UPLOAD_CONTENT_TYPES.join(', ')} can be uploaded.`)
    }
    const declaredLength = Number(header(request, 'content-length') || '0')
    if (declaredLength > maxBytes) throw new Refusal('too_large', `The upload is larger than ${maxBytes} bytes.`)

    const addressHeader = header(request, UPLOAD_HEADERS.address)
    const timestampHeader = header(request, UPLOAD_HEADERS.timestamp)
    const signature = header(request, UPLOAD_HEADERS.signature)
    if (!addressHeader || !timestampHeader || !signature) {
      throw new Refusal('missing_headers', 'The upload must carry the signer address, timestamp and signature headers.')
    }
    if (!isAddress(addressHeader)) throw new Refusal('bad_address', 'The signer address is not a valid address.')
    const address = getAddress(addressHeader.toLowerCase())
    if (!/^\d{1,16}$/.test(timestampHeader))
      throw new Refusal('bad_timestamp', 'The timestamp must be Unix time in ms.')
    const timestamp = Number(timestampHeader)
    const age = now() - timestamp
    if (age > SIGNATURE_MAX_AGE_MS)
      throw new Refusal(
        'stale_timestamp',
        'The signature is more than 5 minutes old (or your clock is behind). Sign again.',
      )
    if (age < -SIGNATURE_FUTURE_TOLERANCE_MS) {
      throw new Refusal('future_timestamp', 'The signature is dated in the future. Check your clock and sign again.')
    }
    if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) throw new Refusal('bad_signature', 'The signature is malformed.')

    const body = await readBody(request, maxBytes)
    if (body.length === 0) throw new Refusal('empty_body', 'The upload is empty.')
    const sha256 = `0x${createHash('sha256').update(body).digest('hex')}`
    const message = uploadSigningMessage({ address, contentType, sha256, size: body.length, timestamp })
    let signer: string
    try {
      signer = verifyMessage(message, signature)
    } catch {
      throw new Refusal('bad_signature', 'The signature could not be verified.')
    }
    if (signer !== address) {
      throw new Refusal('bad_signature', 'The signature does not match this address and content.')
    }
    if (!replays.claim(signature, now(), timestamp + SIGNATURE_MAX_AGE_MS)) {
      throw new Refusal('replayed_signature', 'This signature has already been used. Sign again.')
    }
    try {
      return await storeChecked(address, contentType, body)
    } catch (error) {
      // Refusals after the claim (limits, content, name) consume the signature; our own failures do not.
      if (!(error instanceof Refusal) || error.code === 'storage_failed' || error.code === 'name_lookup_failed') {
        replays.release(signature)
      }
      throw error
    }
  }

  async function storeChecked(address: string, contentType: UploadContentType, body: Buffer): Promise<UploadResult> {
    const addressHit = byAddress.hit(address.toLowerCase(), now())
    if (!addressHit.allowed) {
      throw new Refusal(
        'rate_limited',
        'Too many uploads from this address. Try again later.',
        retryAfter(addressHit.retryAfterMs),
      )
    }
    const problem = checkContent(contentType, body, address)
    if (problem) throw new Refusal(problem.code, problem.message)
    let name: string
    try {
      name = await lookupName(address)
    } catch {
      throw new Refusal('name_lookup_failed', 'Could not check your name on the chain. Try again shortly.')
    }
    if (!name) throw new Refusal('no_name', 'Only holders of a name can upload. Get a name first.')
    let id: string
    try {
      id = await storage.store(body, contentType)
    } catch {
      throw new Refusal('storage_failed', 'Permanent storage did not accept the upload. Try again shortly.')
    }
    return { url: `ar://${id}` }
  }

  return (request, response) => {
    const started = now()
    // Collapse repeated slashes: a proxy that strips a prefix may leave '//info'.
    const path = ((request.url ?? '/').split('?')[0] ?? '/').replace(/\/{2,}/g, '/').replace(/\/$/, '') || '/'
    const origin = header(request, 'origin')
    const corsHeaders: Record<string, string> =
      origin && isOriginAllowed(origin) ? { 'access-control-allow-origin': origin, vary: 'Origin' } : { vary: 'Origin' }
    const finish = (status: number, detail = '') =>
      log(`${request.method} ${path} ${status}${detail ? ` ${detail}` : ''} ${now() - started}ms`)
    const refuse = (refusal: Refusal) => {
      sendRefusal(response, new Refusal(refusal.code, refusal.message, { ...corsHeaders, ...refusal.headers }))
      finish(UPLOAD_ERRORS[refusal.code], refusal.code)
    }

    if (origin && !isOriginAllowed(origin)) {
      request.resume()
      return refuse(new Refusal('origin_not_allowed', 'This site may not use the upload endpoint.'))
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...corsHeaders,
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers': ALLOWED_HEADERS,
        'access-control-max-age': '600',
      })
      response.end()
      return finish(204)
    }
    if (request.method === 'GET' && (path === '/info' || path === '/health')) {
      request.resume()
      sendJson(response, 200, path === '/info' ? info : { ok: true }, corsHeaders)
      return finish(200)
    }
    if (path !== '/' && path !== '/upload') {
      request.resume()
      return refuse(new Refusal('not_found', 'Not found.'))
    }
    if (request.method !== 'POST') {
      request.resume()
      return refuse(new Refusal('method_not_allowed', 'Use POST to upload.', { allow: 'POST, OPTIONS' }))
    }
    upload(request).then(
      (result) => {
        sendJson(response, 201, result, corsHeaders)
        finish(201, result.url)
      },
      (error: unknown) => {
        // Stop reading a refused body; the connection closes after the answer.
        request.resume()
        if (error instanceof Refusal) return refuse(error)
        refuse(new Refusal('storage_failed', 'The upload failed. Try again shortly.'))
      },
    )
  }
}

export interface RunningUploadServer {
  url: string
  port: number
  /** The paying Arweave address (also served at GET /info). */
  arweaveAddress: string
  close(): Promise<void>
}

/** Starts the upload endpoint on `host:port` (0 = any free port) and resolves once it listens. */
export function startUploadServer(
  options: UploadServerOptions,
  { port = 0, host = '127.0.0.1' } = {},
): Promise<RunningUploadServer> {
  const server = http.createServer(createUploadHandler(options))
  server.requestTimeout = 60_000
  server.headersTimeout = 15_000
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      const { port: actual } = server.address() as AddressInfo
      resolve({
        url: `http://${host}:${actual}`,
        port: actual,
        arweaveAddress: options.storage.address,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
