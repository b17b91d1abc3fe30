import type { AppConfig } from '../../config'
import type { CacheState } from '../../features/cache/cacheSlice'
import { sanitizeCache } from '../../features/cache/cacheSlice'
import type { ReferralState } from '../../features/referral/referralSlice'
import { sanitizeReferral } from '../../features/referral/referralSlice'
import type { SettingsState } from '../../features/settings/settingsSlice'
import { sanitizeSettings } from '../../features/settings/settingsSlice'
import { isFresh } from '../../lib/expiry'

/** The slices redux-persist keeps in localStorage (key 'persist:root'). */
export const PERSISTED_KEYS = ['settings', 'cache', 'referral'] as const
export type PersistedKey = (typeof PERSISTED_KEYS)[number]

export interface PersistedState {
  settings: SettingsState
  cache: CacheState
  referral: ReferralState
}

/** Reads one persisted slice from untrusted storage into a valid value (defaults for what cannot be read). */
export function sanitizePersistedSlice<K extends PersistedKey>(key: K, stored: unknown): PersistedState[K] {
  const sanitizers: { [P in PersistedKey]: (value: unknown) => PersistedState[P] } = {
    settings: sanitizeSettings,
    cache: sanitizeCache,
    referral: sanitizeReferral,
  }
  return sanitizers[key](stored)
}

/** Drops cache records past their configured expiry (spec §3; 0 = never). */
export function dropExpired(cache: CacheState, config: Pick<AppConfig, 'expiryUsernames' | 'expiryPfps' | 'expiryCollections'>, now: number): CacheState {
  const keep = <T extends { storedAt: number }>(records: Record<string, T>, expiryMs: number) =>
    Object.fromEntries(Object.entries(records).filter(([, record]) => isFresh(record, expiryMs, now)))
  return {
    usernames: keep(cache.usernames, config.expiryUsernames),
    pfps: keep(cache.pfps, config.expiryPfps),
    collections: keep(cache.collections, config.expiryCollections),
  }
}
