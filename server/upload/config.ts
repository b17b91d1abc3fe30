import type { JWKInterface } from 'arweave/node/lib/wallet'
import fs from 'node:fs'
import type { JSONWebKeySet } from 'jose'
import type { NotifyConfig } from '../notify/config'
import { readNotifyConfig } from '../notify/config'
import type { QuickAuthOptions } from './quickAuth'
import { FARCASTER_QUICK_AUTH_ORIGIN } from './quickAuth'
import type { TrustProxy } from './trustProxy'
import { parseTrustProxy } from './trustProxy'
import type { RateLimit } from './uploadServer'

/** Everything the standalone endpoint is configured with (see server/upload/README.md for the variables). */
export interface UploadServerConfig {
  host: string
  port: number
  arweaveKey: JWKInterface
  arweaveNodeUrl: string
  rpcUrl: string
  chainId: number
  tldAddress: string
  /** The SessionKeys registry (issue #38, SESSION_KEYS_ADDRESS); undefined: uploads by session keys are refused. */
  sessionKeysAddress?: string
  allowedOrigins: readonly string[] | '*'
  addressLimit: RateLimit
  ipLimit: RateLimit
  /** Proxies trusted to name the client in X-Forwarded-For: off, a hop count or their addresses (trustProxy.ts). */
  trustProxy: TrustProxy
  /** Shared limits and replay guard in Redis (several instances); undefined: in this process. */
  redisUrl?: string
  redisKeyPrefix?: string
  /** Prefix of the notification service's Redis keys (NOTIFY_REDIS_KEY_PREFIX, default 'demo-social:notify:'). */
  notifyKeyPrefix?: string
  /** Farcaster Quick Auth tokens accepted as Bearer (issue #16); undefined: off (QUICK_AUTH_ORIGIN=off). */
  quickAuth?: QuickAuthOptions
  /** Farcaster notifications (issue #37, server/notify/); undefined: off (no app-key check configured). */
  notify?: NotifyConfig
  /** GET /link-preview (issue #38, server/linkPreview/): LINK_PREVIEWS=on; off by default. */
  linkPreviews: boolean
  /** Link-preview requests per client IP per window (LINK_PREVIEW_RATE_LIMIT_PER_IP). */
  linkPreviewLimit: RateLimit
}

const isJwk = (value: unknown): value is JWKInterface =>
  typeof value === 'object' &&
  value !== null &&
  ['kty', 'n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'].every(
    (field) => typeof (value as Record<string, unknown>)[field] === 'string',
  )

function readKey(env: NodeJS.ProcessEnv): JWKInterface {
  const raw = env.ARWEAVE_KEY_JSON || (env.ARWEAVE_KEY_FILE ? fs.readFileSync(env.ARWEAVE_KEY_FILE, 'utf8') : '')
  if (!raw) throw new Error('Set ARWEAVE_KEY_JSON (the JWK as JSON) or ARWEAVE_KEY_FILE (a path to it)')
  let key: unknown
  try {
    key = JSON.parse(raw)
  } catch {
    throw new Error('The Arweave key is not valid JSON')
  }
  if (!isJwk(key)) throw new Error('The Arweave key is not an RSA private JWK (kty, n, e, d, p, q, dp, dq, qi)')
  return key
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim()
  if (!value) throw new Error(`Set ${name}`)
  return value
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`)
  return value
}

/** An on/off switch: `on` or `off` (unset: off); anything else is refused, so a typo does not pass for off. */
function onOff(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase() ?? ''
  if (raw === '' || raw === 'off') return false
  if (raw === 'on') return true
  throw new Error(`${name} must be on or off`)
}

function origins(raw: string): readonly string[] | '*' {
  if (raw.trim() === '*') return '*'
  const list = raw
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  for (const origin of list) {
    if (new URL(origin).origin !== origin)
      throw new Error(`ALLOWED_ORIGINS: "${origin}" is not an origin (scheme://host[:port])`)
  }
  return list
}

function redisUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.REDIS_URL?.trim()
  if (!raw) return undefined
  const protocol = URL.canParse(raw) ? new URL(raw).protocol : ''
  if (protocol !== 'redis:' && protocol !== 'rediss:') throw new Error('REDIS_URL must be a redis:// or rediss:// URL')
  return raw
}

function quickAuth(env: NodeJS.ProcessEnv): QuickAuthOptions | undefined {
  const issuer = env.QUICK_AUTH_ORIGIN?.trim() || FARCASTER_QUICK_AUTH_ORIGIN
  if (issuer === 'off') return undefined
  if (!URL.canParse(issuer)) throw new Error('QUICK_AUTH_ORIGIN must be a URL (or off)')
  const raw = env.QUICK_AUTH_JWKS_JSON?.trim()
  if (!raw) return { issuer }
  let jwks: unknown
  try {
    jwks = JSON.parse(raw)
  } catch {
    throw new Error('QUICK_AUTH_JWKS_JSON is not valid JSON')
  }
  if (!jwks || typeof jwks !== 'object' || !Array.isArray((jwks as { keys?: unknown }).keys))
    throw new Error('QUICK_AUTH_JWKS_JSON must be a JSON Web Key Set ({ "keys": [...] })')
  return { issuer, jwks: jwks as JSONWebKeySet }
}

/** Reads and checks the endpoint's environment; throws a message naming the variable that is wrong. */
export function readUploadServerConfig(env: NodeJS.ProcessEnv = process.env): UploadServerConfig {
  const tldAddress = required(env, 'TLD_ADDRESS')
  if (!/^0x[0-9a-fA-F]{40}$/.test(tldAddress)) throw new Error('TLD_ADDRESS must be a 0x address')
  const allowedOrigins = origins(required(env, 'ALLOWED_ORIGINS'))
  const sessionKeysAddress = env.SESSION_KEYS_ADDRESS?.trim() || undefined
  if (sessionKeysAddress && !/^0x[0-9a-fA-F]{40}$/.test(sessionKeysAddress))
    throw new Error('SESSION_KEYS_ADDRESS must be a 0x address')
  return {
    host: env.HOST || '127.0.0.1',
    port: positiveInt(env, 'PORT', 8787),
    arweaveKey: readKey(env),
    arweaveNodeUrl: env.ARWEAVE_NODE_URL || 'https://arweave.net',
    rpcUrl: required(env, 'RPC_URL'),
    chainId: positiveInt(env, 'CHAIN_ID', 84532),
    tldAddress,
    sessionKeysAddress,
    allowedOrigins,
    addressLimit: {
      limit: positiveInt(env, 'RATE_LIMIT_PER_ADDRESS', 30),
      windowMs: positiveInt(env, 'RATE_LIMIT_WINDOW_SEC', 600) * 1000,
    },
    ipLimit: {
      limit: positiveInt(env, 'RATE_LIMIT_PER_IP', 300),
      windowMs: positiveInt(env, 'RATE_LIMIT_WINDOW_SEC', 600) * 1000,
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisUrl: redisUrl(env),
    redisKeyPrefix: env.REDIS_KEY_PREFIX || undefined,
    notifyKeyPrefix: env.NOTIFY_REDIS_KEY_PREFIX || undefined,
    quickAuth: quickAuth(env),
    notify: readNotifyConfig(env, allowedOrigins),
    linkPreviews: onOff(env, 'LINK_PREVIEWS'),
    linkPreviewLimit: {
      limit: positiveInt(env, 'LINK_PREVIEW_RATE_LIMIT_PER_IP', 120),
      windowMs: positiveInt(env, 'RATE_LIMIT_WINDOW_SEC', 600) * 1000,
    },
  }
}
