import { loadChainServices } from '../services/chain/loadChainServices'
import { logger } from '../services/logger'
import { referrerStored } from '../store/slices/referralSlice'
import type { AppDispatch, RootState } from '../store/store'

/**
 * Reads `ref` from a URL search string, resolves it (address, or name with or without the tld) and stores it as the
 * referrer (spec §4 Startup, §5 Referrer; honoured on any page). A value that does not resolve, the user's own
 * address or the native-coin constant leaves the stored referrer unchanged. A thunk; resolves when done, never rejects.
 */
export const storeReferrerFromUrl =
  (search: string) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const ref = new URLSearchParams(search).get('ref')
    if (!ref) return
    try {
      const chain = await loadChainServices()
      const referrer = await chain.resolveReferrer(ref, getState().wallet.address)
      if (referrer) dispatch(referrerStored(referrer))
    } catch (error) {
      logger.warn('Referrer resolution failed', error)
    }
  }
