import type { VerifyAppKey } from '@farcaster/miniapp-node'
import { createVerifyAppKeyWithHub, verifyAppKeyWithNeynar } from '@farcaster/miniapp-node'
import type { SenderLoop } from './sender'
import { startIndexSender } from './sender'
import type { NotifyStore } from './store'
import { createMemoryNotifyStore, createRedisNotifyStore } from './store'
import type { LocalAppKey } from './webhook'
import { createLocalKeyRegistry, parseLocalAppKeys } from './webhook'

/** How the webhook checks that a signing key is one of the user's app keys. */
export type AppKeyCheck = { kind: 'local'; keys: LocalAppKey[] } | { kind: 'hub'; url: string } | { kind: 'neynar' }

/** The notification service's settings (server/upload/README.md, "Farcaster notifications"). */
export interface NotifyConfig {
  appKeys: AppKeyCheck
  /** The event index whose inboxes are sent; undefined: the webhook stores tokens, nothing is sent. */
  indexerUrl?: string
  /** The mini app's origin, which target URLs open. */
  siteOrigin: string
  /** Time between two sender rounds (ms). */
  intervalMs: number
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`)
  return value
}

function url(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim()
  if (!raw) return undefined
  if (!URL.canParse(raw)) throw new Error(`${name} must be a URL`)
  return raw
}

/**
 * The notification settings from the environment, or undefined (off) when no app-key check is configured:
 * FARCASTER_APP_KEYS (a local registry, devnet), FARCASTER_HUB_URL (a hub's HTTP API) or NEYNAR_API_KEY (Neynar's
 * hub), in that order. NOTIFY_SITE_URL defaults to the first of `allowedOrigins`.
 */
export function readNotifyConfig(
  env: NodeJS.ProcessEnv,
  allowedOrigins: readonly string[] | '*',
): NotifyConfig | undefined {
  const localKeys = env.FARCASTER_APP_KEYS?.trim()
  const hubUrl = url(env, 'FARCASTER_HUB_URL')
  const appKeys: AppKeyCheck | undefined = localKeys
    ? { kind: 'local', keys: parseLocalAppKeys(localKeys) }
    : hubUrl
      ? { kind: 'hub', url: hubUrl }
      : env.NEYNAR_API_KEY?.trim()
        ? { kind: 'neynar' }
        : undefined
  if (!appKeys) return undefined
  const siteOrigin = url(env, 'NOTIFY_SITE_URL') ?? (allowedOrigins === '*' ? undefined : allowedOrigins[0])
  if (!siteOrigin) throw new Error('Set NOTIFY_SITE_URL (the mini app origin notifications open)')
  return {
    appKeys,
    indexerUrl: url(env, 'NOTIFY_INDEXER_URL'),
    siteOrigin: new URL(siteOrigin).origin,
    intervalMs: positiveInt(env, 'NOTIFY_INTERVAL_SEC', 15) * 1000,
  }
}

/** The VerifyAppKey a configured check stands for (the package's hub and Neynar helpers, or a local registry). */
export function appKeyVerifier(check: AppKeyCheck): VerifyAppKey {
  if (check.kind === 'local') return createLocalKeyRegistry(check.keys)
  if (check.kind === 'hub') return createVerifyAppKeyWithHub(check.url)
  return verifyAppKeyWithNeynar
}

/** A running notification service: what the upload app registers, and the sender loop. */
export interface NotifyService {
  store: NotifyStore
  verifyAppKey: VerifyAppKey
  /** Starts sending every `intervalMs` (when an event index is configured; else a loop that never runs a round). */
  startSending(): SenderLoop
}

/**
 * Builds the service for `config`: its store in Redis at `redisUrl` (keys under `keyPrefix`, default
 * 'demo-social:notify:'), shared by every instance, or in memory (one instance) without it.
 */
export function createNotifyService(
  config: NotifyConfig,
  { redisUrl, keyPrefix, log = () => {} }: { redisUrl?: string; keyPrefix?: string; log?: (line: string) => void },
): NotifyService {
  const store = redisUrl ? createRedisNotifyStore({ url: redisUrl, keyPrefix, log }) : createMemoryNotifyStore()
  return {
    store,
    verifyAppKey: appKeyVerifier(config.appKeys),
    startSending() {
      if (!config.indexerUrl) return { rounds: () => 0, stop: async () => {} }
      const { indexerUrl, siteOrigin, intervalMs } = config
      return startIndexSender({ store, indexerUrl, siteOrigin, intervalMs, log })
    },
  }
}
