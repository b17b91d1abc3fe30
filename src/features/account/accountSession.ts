import type { AppConfig } from '../../config'
import type { AppDispatch, RootState } from '../../store/store'
import { startAppListening } from '../../store/store'
import { namesApi } from '../../store/api/namesApi'
import { selectAddress, selectChainId } from '../../store/slices/walletSlice'
import { accountApi } from '../../store/api/accountApi'

interface Subscription {
  unsubscribe(): void
}

/**
 * Spec §4 Wallet session: when a wallet connects or its address changes, resolve the user's name and fetch the
 * activity points and the chat token balance once for that address. The subscriptions are held until the address
 * changes, so every component showing them shares one cache entry and nothing is read again unless a transaction
 * invalidates it. When the chain changes under the same address, the name is resolved again. Returns a stop function.
 */
export function startAccountSession(config: AppConfig, startListening = startAppListening): () => void {
  let sessionAddress: string | null = null
  let subscriptions: Subscription[] = []

  const openSession = (dispatch: AppDispatch, address: string) => {
    subscriptions = [dispatch(namesApi.endpoints.getUsername.initiate(address))]
    if (config.features.activityPoints && config.activityPointsAddress) {
      subscriptions.push(dispatch(accountApi.endpoints.getActivityPoints.initiate(address)))
    }
    if (config.chatTokenAddress) {
      subscriptions.push(
        dispatch(accountApi.endpoints.getTokenBalance.initiate({ token: config.chatTokenAddress, address })),
      )
    }
  }

  const closeSession = () => {
    subscriptions.forEach((subscription) => subscription.unsubscribe())
    subscriptions = []
  }

  const stop = startListening({
    predicate: (_action, state: RootState, previous: RootState) =>
      selectAddress(state) !== selectAddress(previous) || selectChainId(state) !== selectChainId(previous),
    effect: (_action, { dispatch, getState }) => {
      const address = selectAddress(getState())
      if (address === sessionAddress) {
        if (address)
          void dispatch(namesApi.endpoints.getUsername.initiate(address, { subscribe: false, forceRefetch: true }))
        return
      }
      closeSession()
      sessionAddress = address
      if (address) openSession(dispatch, address)
    },
  })

  return () => {
    stop()
    closeSession()
    sessionAddress = null
  }
}
