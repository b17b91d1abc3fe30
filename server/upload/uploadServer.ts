import { createHash, randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import cors from '@fastify/cors'
import { getAddress, isAddress, verifyMessage } from 'ethers'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import Fastify from 'fastify'
import type {
  UploadContentType,
  UploadErrorBody,
  UploadErrorCode,
  UploadInfo,
  UploadNonce,
  UploadResult,
  UploadSession,
} from '../../protocol/upload'
import {
  MAX_UPLOAD_BYTES,
  SIGNATURE_FUTURE_TOLERANCE_MS,
  SIGNATURE_MAX_AGE_MS,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_ERRORS,
  UPLOAD_HEADERS,
  UPLOAD_SESSION_PATHS,
  isUploadContentType,
  mediaTypeOf,
  uploadSigningMessage,
} from '../../protocol/upload'
import type { UploadStorage } from './arweaveStore'
import type { LimitDecision, RateLimit, UploadGuards } from './guards'
import { GuardsUnavailable, createMemoryGuards } from './guards'
import type { NameLookup } from './nameLookup'
import type { SessionKeyLookup } from './sessionKeyLookup'
import type { RedisGuards } from './redisGuards'
import { createRedisGuards } from './redisGuards'
import type { QuickAuthVerifier } from './quickAuth'
import { QuickAuthRefused, looksLikeJwt } from './quickAuth'
import { SignInRefused, WrongChain, checkSignIn, wrongChainMessage } from './signIn'
import type { TrustProxy } from './trustProxy'
import { fastifyTrustProxy } from './trustProxy'
import { checkContent } from './validateContent'
import type { NotifyRoutesOptions } from '../notify/webhook'
import { registerNotifyRoutes } from '../notify/webhook'
import { createMemoryPreviewCache, createSharedPreviewCache } from '../linkPreview/cache'
import type { LinkPreviewRoutesOptions } from '../linkPreview/routes'
import { registerLinkPreviewRoutes } from '../linkPreview/routes'
import { generateNonce } from 'siwe'

export type { RateLimit }

/** Link previews as the upload app serves them (issue #38). */
export interface LinkPreviewOptions extends Pick<LinkPreviewRoutesOptions, 'fetch' | 'ttls'> {
  /** Preview requests per client IP, cache hits included (default 120 per 10 minutes). */
  limit?: RateLimit
}

export interface UploadServerOptions {
  /** Origins allowed to call from a browser (exact `scheme://host[:port]`), or '*' for any (devnet only). */
  allowedOrigins: readonly string[] | '*'
  /**
   * The chain the site runs on (CHAIN_ID): per-upload signatures and sign-ins must name it (issue #35), else they are
   * refused with 403 `wrong_chain`.
   */
  chainId: number
  /** The signer's main name on the TLD; an upload needs one. */
  lookupName: NameLookup
  storage: UploadStorage
  /** Uploads per signing address. */
  addressLimit?: RateLimit
  /** Requests per client IP, whatever their outcome (caps signature checks and name lookups from one source). */
  ipLimit?: RateLimit
  /**
   * Keep the limits and the used signatures in this Redis (REDIS_URL), shared by every instance that uses it; without
   * it they live in this process. Redis limits are fixed windows on Redis's clock (`now` does not move them).
   */
  redisUrl?: string
  /** Prefix of the Redis keys (default 'demo-social:upload:'). */
  redisKeyPrefix?: string
  /**
   * Take the client IP from X-Forwarded-For through this many proxies, or through these proxy addresses and CIDR
   * ranges (trustProxy.ts; only behind reverse proxies that set it). Off by default.
   */
  trustProxy?: TrustProxy
  maxBytes?: number
  /** Clock (ms); tests move it. */
  now?: () => number
  /** One line per request (and Redis connection changes); silent by default. */
  log?: (line: string) => void
  /**
   * Accept Farcaster Quick Auth tokens (issue #16, spec §7) as `Authorization: Bearer <jwt>`: inside a mini app the
   * site sends the token it already holds instead of signing in. Off when unset.
   */
  quickAuth?: QuickAuthVerifier
  /**
   * Serve the Farcaster notification webhook and link routes (issue #37, server/notify/) from this app too; with
   * `quickAuth` set, POST /farcaster/link accepts its tokens. Off when unset. The app closes the store on close.
   */
  notify?: Omit<NotifyRoutesOptions, 'verifyLink' | 'now' | 'log'>
  /**
   * Accept uploads signed by a session key registered on chain for the address they name (issue #38: the
   * `x-upload-session-key` header), so a posting session needs no sign-in. Off when unset: such uploads are refused.
   */
  sessionKeys?: SessionKeyLookup
  /**
   * Serve `GET /link-preview?url=` (issue #38, server/linkPreview/): Open Graph previews of http(s) links, fetched
   * SSRF-safe, limited per client IP and cached (in Redis with `redisUrl`, shared by every instance; else in memory).
   * Off when unset (LINK_PREVIEWS=on turns it on).
   */
  linkPreviews?: LinkPreviewOptions
}

const ALLOWED_HEADERS = [
  'content-type',
  'authorization',
  UPLOAD_HEADERS.address,
  UPLOAD_HEADERS.timestamp,
  UPLOAD_HEADERS.signature,
  UPLOAD_HEADERS.domain,
  UPLOAD_HEADERS.chainId,
  UPLOAD_HEADERS.sessionKey,
].join(', ')

/** A documented refusal: its code fixes the HTTP status (protocol/upload.ts UPLOAD_ERRORS). */
class Refusal extends Error {
  constructor(
    readonly code: UploadErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

/** The signature headers of a POST, checked before its body is read. */
interface SignedHeaders {
  contentType: UploadContentType
  /** The site host the text names (checked against the site's hosts). */
  domain: string
  chainId: number
  address: string
  timestamp: number
  signature: string
  /** The session key that signed for `address` (issue #38), when the upload names one. */
  sessionKey?: string
}

/** What the endpoint remembers about one request while it runs. */
interface RequestState {
  started: number
  /** Logged after the status: the refusal code or the stored URL. */
  detail: string
  signed?: SignedHeaders
  /** The Bearer token of an upload session, instead of `signed`. */
  sessionToken?: string
}

/** How long a sign-in nonce may wait for its signature (ms). */
const NONCE_TTL_MS = 5 * 60 * 1000
/** Largest sign-in request body (bytes): an EIP-4361 message and a signature. */
const MAX_SIGN_IN_BYTES = 4096
/** A session token of this endpoint (43 base64url characters) or a Quick Auth JWT (three base64url parts). */
const BEARER = /^Bearer ([A-Za-z0-9_-]{43}|[\w-]{1,2048}\.[\w-]{1,2048}\.[\w-]{1,2048})$/

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name]
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
}

const retryAfter = (ms: number) => ({ 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))) })

const UNAVAILABLE = new Refusal(
  'limits_unavailable',
  'The upload service cannot check its limits right now. Try again shortly.',
  { 'retry-after': '5' },
)

/** Runs a guard; a store that cannot be reached refuses the request (fail closed). */
async function guard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof GuardsUnavailable) throw UNAVAILABLE
    throw error
  }
}

function refuseIfLimited(decision: LimitDecision, message: string): void {
  if (!decision.allowed) throw new Refusal('rate_limited', message, retryAfter(decision.retryAfterMs))
}

/** The guards the options ask for: Redis when `redisUrl` is set, else memory. */
export function createUploadGuards(options: UploadServerOptions): UploadGuards | RedisGuards {
  const addressLimit = options.addressLimit ?? { limit: 30, windowMs: 10 * 60 * 1000 }
  const ipLimit = options.ipLimit ?? { limit: 300, windowMs: 10 * 60 * 1000 }
  const previewLimit = options.linkPreviews?.limit ?? { limit: 120, windowMs: 10 * 60 * 1000 }
  if (!options.redisUrl) return createMemoryGuards(addressLimit, ipLimit, previewLimit)
  return createRedisGuards({
    url: options.redisUrl,
    addressLimit,
    ipLimit,
    previewLimit,
    keyPrefix: options.redisKeyPrefix,
    log: options.log,
  })
}

/**
 * The upload endpoint as a Fastify app (issue #5 part 2, issue #19):
 * - `POST /` (or `/upload`) stores one message body or image on Arweave and answers `201 { url: 'ar://<id>' }`;
 * - `GET /info` tells the site the paying Arweave address and the limits; `GET /health` answers `{ ok: true }`;
 * - with `linkPreviews`, `GET /link-preview?url=` answers a link's preview (server/linkPreview/routes.ts);
 * - CORS (@fastify/cors) for `allowedOrigins`; a browser request from any other origin is refused.
 * A POST must be signed by the posting wallet (see protocol/upload.ts), fresh (≤ 5 min old, not ahead of the clock),
 * not a replay, from a holder of a name, at most 1 MB, of an allow-listed type whose bytes match it, and within the
 * rate limits. Every refusal is `{ error: { code, message } }` with its own HTTP status. The cheap header checks run
 * before the body is read (onRequest); the body is read by Fastify with `maxBytes` as its limit.
 */
export function createUploadApp(options: UploadServerOptions, guards = createUploadGuards(options)): FastifyInstance {
  const {
    allowedOrigins,
    chainId,
    lookupName,
    storage,
    trustProxy = false,
    maxBytes = MAX_UPLOAD_BYTES,
    now = Date.now,
    log = () => {},
    quickAuth,
    sessionKeys,
  } = options
  const info: UploadInfo = { arweaveAddress: storage.address, maxBytes, contentTypes: UPLOAD_CONTENT_TYPES }
  const isOriginAllowed = (origin: string) => allowedOrigins === '*' || allowedOrigins.includes(origin)
  const states = new WeakMap<FastifyRequest, RequestState>()
  const state = (request: FastifyRequest): RequestState => {
    let current = states.get(request)
    if (!current) {
      current = { started: now(), detail: '' }
      states.set(request, current)
    }
    return current
  }

  const app = Fastify({
    logger: false,
    trustProxy: fastifyTrustProxy(trustProxy),
    bodyLimit: maxBytes,
    requestTimeout: 60_000,
    forceCloseConnections: true,
    // A proxy that strips a prefix may leave '//info' or '/info/'.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  })
  app.server.headersTimeout = 15_000
  app.addHook('onClose', () => guards.close())

  function refuse(request: FastifyRequest, reply: FastifyReply, refusal: Refusal): FastifyReply {
    state(request).detail = refusal.code
    const body: UploadErrorBody = { error: { code: refusal.code, message: refusal.message } }
    return reply.code(UPLOAD_ERRORS[refusal.code]).headers(refusal.headers).send(body)
  }

  app.setErrorHandler((error: FastifyError | Refusal, request, reply) => {
    if (error instanceof Refusal) return refuse(request, reply, error)
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return refuse(request, reply, new Refusal('too_large', `The upload is larger than ${maxBytes} bytes.`))
    }
    return refuse(request, reply, new Refusal('storage_failed', 'The upload failed. Try again shortly.'))
  })
  app.setNotFoundHandler((request, reply) => refuse(request, reply, new Refusal('not_found', 'Not found.')))

  app.addHook('onRequest', async (request) => {
    state(request)
    const origin = header(request, 'origin')
    if (origin && !isOriginAllowed(origin)) {
      throw new Refusal('origin_not_allowed', 'This site may not use the upload endpoint.', { vary: 'Origin' })
    }
  })
  app.register(cors, {
    origin: allowedOrigins === '*' ? true : [...allowedOrigins],
    methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    maxAge: 600,
    strictPreflight: false,
  })
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff')
  })
  app.addHook('onResponse', async (request, reply) => {
    const { started, detail } = state(request)
    const path = (request.url.split('?')[0] ?? '/').replace(/\/{2,}/g, '/').replace(/\/$/, '') || '/'
    log(`${request.method} ${path} ${reply.statusCode}${detail ? ` ${detail}` : ''} ${now() - started}ms`)
  })

  // Bodies are raw bytes of any type (the allow-list is checked before reading); Fastify enforces `maxBytes` on
  // both the declared length and the streamed bytes.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) => done(null, body))

  app.get('/info', async () => info)

  // Sign-In with Ethereum (issue #16): one signature opens a session for uploads (protocol/upload.ts).
  const signInDomains = allowedOrigins === '*' ? ('*' as const) : allowedOrigins.map((origin) => new URL(origin).host)
  app.get(UPLOAD_SESSION_PATHS.nonce, async (request): Promise<UploadNonce> => {
    refuseIfLimited(await guard(() => guards.hitIp(request.ip, now())), 'Too many requests. Try again later.')
    const nonce = generateNonce()
    await guard(() => guards.putValue(`nonce:${nonce}`, '1', now(), now() + NONCE_TTL_MS))
    return { nonce }
  })
  app.post(UPLOAD_SESSION_PATHS.signIn, async (request, reply) => {
    refuseIfLimited(await guard(() => guards.hitIp(request.ip, now())), 'Too many requests. Try again later.')
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
    let parsed: { message?: unknown; signature?: unknown } = {}
    try {
      if (body.length <= MAX_SIGN_IN_BYTES) parsed = JSON.parse(body.toString('utf8')) as typeof parsed
    } catch {
      // Refused below.
    }
    const { message, signature } = parsed
    if (typeof message !== 'string' || typeof signature !== 'string' || !/^0x[0-9a-fA-F]{130}$/.test(signature)) {
      throw new Refusal('bad_sign_in', 'The sign-in must be JSON { message, signature }.')
    }
    const origin = header(request, 'origin')
    let session: { address: string; expiresAt: number }
    try {
      session = await checkSignIn({
        message,
        signature,
        domains: signInDomains,
        originHost: origin ? new URL(origin).host : '',
        chainId,
        takeNonce: async (nonce) => (await guard(() => guards.takeValue(`nonce:${nonce}`, now()))) !== null,
        now: now(),
      })
    } catch (error) {
      if (error instanceof WrongChain) throw new Refusal('wrong_chain', error.message)
      if (error instanceof SignInRefused) throw new Refusal('bad_sign_in', error.message)
      throw error
    }
    const token = randomBytes(32).toString('base64url')
    await guard(() => guards.putValue(`session:${token}`, session.address, now(), session.expiresAt))
    state(request).detail = `session ${session.address}`
    const result: UploadSession = { token, ...session }
    return reply.code(201).send(result)
  })
  // Issue #35: the site ends its session when the wallet disconnects, so a token left in the tab is worth nothing.
  app.delete(UPLOAD_SESSION_PATHS.revoke, async (request, reply) => {
    refuseIfLimited(await guard(() => guards.hitIp(request.ip, now())), 'Too many requests. Try again later.')
    const token = BEARER.exec(header(request, 'authorization'))?.[1]
    if (!token) throw new Refusal('bad_session', 'Send the session to end as Authorization: Bearer <token>.')
    // A Quick Auth JWT is not ours to end (stateless, short-lived); an unknown or ended session is already gone.
    if (!looksLikeJwt(token)) await guard(() => guards.takeValue(`session:${token}`, now()))
    state(request).detail = 'session revoked'
    return reply.code(204).send()
  })
  app.get('/health', async () => ({ ok: true }))

  if (options.notify) {
    const { store } = options.notify
    app.addHook('onClose', () => store.close())
    registerNotifyRoutes(app, {
      ...options.notify,
      verifyLink: quickAuth && ((request, token) => quickAuth(token, quickAuthAudiences(request), now())),
      now,
      log,
    })
  }

  if (options.linkPreviews) {
    const { fetch, ttls } = options.linkPreviews
    registerLinkPreviewRoutes(app, {
      cache: options.redisUrl ? createSharedPreviewCache(guards) : createMemoryPreviewCache(),
      hitLimit: (ip, at) => guards.hitPreview(ip, at),
      fetch,
      ttls,
      now,
      log,
    })
  }

  /**
   * True when `host` (lower-case) is one of the site's hosts; with '*' (devnet) it must be the request's Origin host
   * when the browser sent one.
   */
  function isSiteHost(request: FastifyRequest, host: string): boolean {
    if (signInDomains !== '*') return signInDomains.some((domain) => domain.toLowerCase() === host)
    const origin = header(request, 'origin')
    return !origin || (URL.canParse(origin) && new URL(origin).host === host)
  }

  /** Everything that can be refused from the headers alone, so a refused body is never read. */
  async function checkHeaders(request: FastifyRequest): Promise<void> {
    refuseIfLimited(await guard(() => guards.hitIp(request.ip, now())), 'Too many requests. Try again later.')
    const contentType = mediaTypeOf(header(request, 'content-type'))
    if (!isUploadContentType(contentType)) {
      throw new Refusal('unsupported_type', `Only ${UPLOAD_CONTENT_TYPES.join(', ')} can be uploaded.`)
    }
    const declaredLength = Number(header(request, 'content-length') || '0')
    if (declaredLength > maxBytes) throw new Refusal('too_large', `The upload is larger than ${maxBytes} bytes.`)

    const authorization = header(request, 'authorization')
    if (authorization) {
      const token = BEARER.exec(authorization)?.[1]
      if (!token) throw new Refusal('bad_session', 'The upload session token is malformed. Sign in again.')
      state(request).sessionToken = token
      state(request).signed = undefined
      return
    }

    const addressHeader = header(request, UPLOAD_HEADERS.address)
    const timestampHeader = header(request, UPLOAD_HEADERS.timestamp)
    const signature = header(request, UPLOAD_HEADERS.signature)
    const domain = header(request, UPLOAD_HEADERS.domain).toLowerCase()
    const chainIdHeader = header(request, UPLOAD_HEADERS.chainId)
    if (!addressHeader || !timestampHeader || !signature || !domain || !chainIdHeader) {
      throw new Refusal(
        'missing_headers',
        'The upload must carry the signer address, timestamp, site, chain id and signature headers.',
      )
    }
    if (!isSiteHost(request, domain)) {
      throw new Refusal('wrong_site', `The signature is for ${domain}, which may not use this upload service.`)
    }
    const signedChainId = /^\d{1,12}$/.test(chainIdHeader) ? Number(chainIdHeader) : Number.NaN
    if (signedChainId !== chainId) {
      throw new Refusal('wrong_chain', wrongChainMessage(chainIdHeader, chainId))
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
    const sessionKeyHeader = header(request, UPLOAD_HEADERS.sessionKey)
    if (sessionKeyHeader && !isAddress(sessionKeyHeader)) {
      throw new Refusal('bad_session_key', 'The session key is not a valid address.')
    }
    const sessionKey = sessionKeyHeader ? getAddress(sessionKeyHeader.toLowerCase()) : undefined
    state(request).signed = { contentType, domain, chainId: signedChainId, address, timestamp, signature, sessionKey }
  }

  /**
   * Issue #38: refuses an upload by session key `key` for `address` unless the registry has the key registered for
   * that address and not expired or revoked (on the endpoint's clock).
   */
  async function checkSessionKey(key: string, address: string): Promise<void> {
    if (!sessionKeys) throw new Refusal('bad_session_key', 'This upload service does not accept session keys.')
    let registration: Awaited<ReturnType<SessionKeyLookup>>
    try {
      registration = await sessionKeys(key)
    } catch {
      throw new Refusal('name_lookup_failed', 'Could not check your session key on the chain. Try again shortly.')
    }
    if (!registration || registration.user !== address) {
      throw new Refusal('bad_session_key', 'This session key is not registered for this address.')
    }
    if (registration.expiresAt * 1000 <= now()) {
      throw new Refusal('bad_session_key', 'This session has ended. Start a new one or post with your wallet.')
    }
  }

  /**
   * The hosts a Quick Auth token may be issued to (its `aud`, the domain the host's sign-in named): the site's hosts,
   * with and without port; with '*' the request's Origin (none sent: not checked, devnet only).
   */
  function quickAuthAudiences(request: FastifyRequest): string[] | null {
    const origins = allowedOrigins === '*' ? [header(request, 'origin')].filter(Boolean) : allowedOrigins
    if (allowedOrigins === '*' && origins.length === 0) return null
    return origins.flatMap((origin) => {
      const url = new URL(origin)
      return [url.host, url.hostname]
    })
  }

  /** The address a Bearer token stands for: a Quick Auth JWT's (checked with the issuer's keys), or a session's. */
  async function sessionAddress(request: FastifyRequest, token: string): Promise<string> {
    if (quickAuth && looksLikeJwt(token)) {
      try {
        return (await quickAuth(token, quickAuthAudiences(request), now())).address
      } catch (error) {
        if (error instanceof QuickAuthRefused) throw new Refusal('bad_session', error.message)
        throw new Refusal('sign_in_unavailable', 'Farcaster sign-in cannot be checked right now. Try again shortly.', {
          'retry-after': '5',
        })
      }
    }
    const address = await guard(() => guards.getValue(`session:${token}`, now()))
    if (!address) throw new Refusal('bad_session', 'Your sign-in has expired. Sign in again.')
    return address
  }

  /** An upload under a session: the session (or Quick Auth token) names the address; the other checks are the same. */
  async function uploadInSession(request: FastifyRequest, token: string): Promise<UploadResult> {
    const address = await sessionAddress(request, token)
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
    if (body.length === 0) throw new Refusal('empty_body', 'The upload is empty.')
    const contentType = mediaTypeOf(header(request, 'content-type')) as UploadContentType
    return storeChecked(address, contentType, body)
  }

  async function upload(request: FastifyRequest): Promise<UploadResult> {
    const { sessionToken } = state(request)
    if (sessionToken) return uploadInSession(request, sessionToken)
    const signed = state(request).signed
    if (!signed) throw new Refusal('missing_headers', 'The upload must carry the signature headers.')
    const { contentType, domain, address, timestamp, signature, sessionKey } = signed
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
    if (body.length === 0) throw new Refusal('empty_body', 'The upload is empty.')
    const sha256 = `0x${createHash('sha256').update(body).digest('hex')}`
    const message = uploadSigningMessage({
      domain,
      chainId: signed.chainId,
      address,
      contentType,
      sha256,
      size: body.length,
      timestamp,
    })
    let signer: string
    try {
      signer = verifyMessage(message, signature)
    } catch {
      throw new Refusal('bad_signature', 'The signature could not be verified.')
    }
    if (signer !== (sessionKey ?? address)) {
      throw new Refusal('bad_signature', 'The signature does not match this address and content.')
    }
    if (sessionKey) await checkSessionKey(sessionKey, address)
    if (!(await guard(() => guards.claim(signature, now(), timestamp + SIGNATURE_MAX_AGE_MS)))) {
      throw new Refusal('replayed_signature', 'This signature has already been used. Sign again.')
    }
    try {
      return await storeChecked(address, contentType, body)
    } catch (error) {
      // Refusals after the claim (limits, content, name) consume the signature; our own failures do not.
      const isOurs =
        !(error instanceof Refusal) ||
        ['storage_failed', 'name_lookup_failed', 'limits_unavailable'].includes(error.code)
      // A release that fails (Redis gone meanwhile) only costs the user a new signature.
      if (isOurs) await guards.release(signature).catch(() => {})
      throw error
    }
  }

  async function storeChecked(address: string, contentType: UploadContentType, body: Buffer): Promise<UploadResult> {
    refuseIfLimited(
      await guard(() => guards.hitAddress(address.toLowerCase(), now())),
      'Too many uploads from this address. Try again later.',
    )
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

  for (const url of ['/', '/upload']) {
    app.post(url, { onRequest: checkHeaders }, async (request, reply) => {
      const result = await upload(request)
      state(request).detail = result.url
      return reply.code(201).send(result)
    })
    app.route({
      method: ['GET', 'PUT', 'PATCH', 'DELETE'],
      url,
      handler: (request, reply) =>
        refuse(request, reply, new Refusal('method_not_allowed', 'Use POST to upload.', { allow: 'POST, OPTIONS' })),
    })
  }
  return app
}

export interface RunningUploadServer {
  url: string
  port: number
  /** The paying Arweave address (also served at GET /info). */
  arweaveAddress: string
  close(): Promise<void>
}

/** How long startUploadServer waits for Redis before it starts anyway (answering 503 until Redis is back). */
const REDIS_READY_WAIT_MS = 5_000

/**
 * Starts the upload endpoint on `host:port` (0 = any free port) and resolves once it listens. With `redisUrl` it
 * first waits up to 5 s for Redis, then starts either way: until Redis answers, uploads get 503 `limits_unavailable`.
 */
export async function startUploadServer(
  options: UploadServerOptions,
  { port = 0, host = '127.0.0.1' } = {},
): Promise<RunningUploadServer> {
  const guards = createUploadGuards(options)
  if ('whenReady' in guards && !(await guards.whenReady(REDIS_READY_WAIT_MS))) {
    options.log?.(`redis not reachable after ${REDIS_READY_WAIT_MS / 1000} s; uploads answer 503 until it is`)
  }
  const app = createUploadApp(options, guards)
  try {
    await app.listen({ port, host })
  } catch (error) {
    await app.close()
    throw error
  }
  const { port: actual } = app.server.address() as AddressInfo
  return {
    url: `http://${host}:${actual}`,
    port: actual,
    arweaveAddress: options.storage.address,
    close: () => app.close(),
  }
}
