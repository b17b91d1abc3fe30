import { config } from '../config'
import { useAppSelector } from './store'
import { selectFreshUsernameRecord } from './slices/cacheSlice'
import { useGetUsernameQuery } from './api/namesApi'

export interface UsernameResult {
  /** Full name ('alice.demo'), or '' when the address has none (or it is not known yet). */
  username: string
  isLoading: boolean
}

/**
 * The username of an address: the cached record first (spec §3, expiry `expiryUsernames`), then the chain.
 * With `revalidate` (the user's own name) the chain is always asked, so the UI never keeps disagreeing with it.
 */
export function useUsername(address: string | null | undefined, { revalidate = false } = {}): UsernameResult {
  const record = useAppSelector(selectFreshUsernameRecord(address, config.expiryUsernames))
  const query = useGetUsernameQuery(address ?? '', { skip: !address || (Boolean(record) && !revalidate) })
  // `currentData` is this address's own result: `data` would briefly show the previous account's name after a switch.
  const username = query.currentData ?? record?.username ?? ''
  return { username, isLoading: Boolean(address) && query.currentData === undefined && query.isFetching && !record }
}
