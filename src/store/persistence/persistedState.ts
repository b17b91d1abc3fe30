import type { AppConfig } from '../../config'
import type { CacheState } from '../slices/cacheSlice'
import { sanitizeCache } from '../slices/cacheSlice'
import type { ReferralState } from '../slices/referralSlice'
import { sanitizeReferral } from '../slices/referralSlice'
import type { SettingsState } from '../slices/settingsSlice'
import { sanitizeSettings } from '../slices/settingsSlice'
import { isFresh } from '../../lib/expiry'

/**
 * The slices redux-persist keeps in localStorage (key 'persist:root'): client settings, the local cache records and
 * the referrer (spec §3). The remembered connector has its own key, 'connected-with' (src/services/storage).
 */
export const PERSISTED_KEYS = ['settings', 'cache', 'referral'] as const

export interface PersistedState {
  settings: SettingsState
  cache: CacheState
  referral: ReferralState
}

export type ExpiryConfig = Pick<AppConfig, 'expiryUsernames' | 'expiryPfps' | 'expiryCollections'>

/** Drops cache records past their configured expiry (spec §3; 0 = never; a stored time in the future is not trusted). */
export function dropExpired(cache: CacheState, config: ExpiryConfig, now: number): CacheState {
  const keep = <T extends { storedAt: number }>(records: Record<string, T>, expiryMs: number) =>
    Object.fromEntries(Object.entries(records).filter(([, record]) => isFresh(record, expiryMs, now)))
  return {
    usernames: keep(cache.usernames, config.expiryUsernames),
    pfps: keep(cache.pfps, config.expiryPfps),
    collections: keep(cache.collections, config.expiryCollections),
  }
}

/**
 * Turns migrated, untrusted stored data into valid slices: each slice is read field by field with defaults for what
 * cannot be read, and expired cache records are dropped. Only the persisted slices come out, so nothing else in
 * storage (a 'wallet' or API slice planted by hand) can reach the store.
 */
export function sanitizePersistedState(
  stored: Record<string, unknown>,
  config: ExpiryConfig,
  now: number,
): PersistedState {
  return {
    settings: sanitizeSettings(stored.settings),
    cache: dropExpired(sanitizeCache(stored.cache), config, now),
    referral: sanitizeReferral(stored.referral),
  }
}
