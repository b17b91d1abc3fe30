import { config } from '../config'
import { useAppSelector } from './store'
import { selectFreshUsernameRecord } from './slices/cacheSlice'

/**
 * The username of an address as the names cache holds it (spec §3, expiry `expiryUsernames`): '' when it has none or
 * it is not known yet. Asks nothing: `useUsername` (store/useUsername.ts) asks the chain and fills the cache. The
 * shell's first paint uses this one, so it carries no chain API code (issue #18).
 */
export function useCachedUsername(address: string | null | undefined): string {
  return useAppSelector(selectFreshUsernameRecord(address, config.expiryUsernames))?.username ?? ''
}
