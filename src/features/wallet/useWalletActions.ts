import { useCallback } from 'react'
import { notify } from '../../store/toasts/notify'
import type { AppDispatch } from '../../store/store'
import { useAppDispatch } from '../../store/store'
import { logger } from '../../services/logger'
import { ALREADY_CONNECTED_MESSAGE, isAlreadyConnectedError } from '../../services/wallet/alreadyConnected'
import { walletClient } from '../../services/wallet/walletClient'
import { connectEnded, connectStarted } from '../../store/slices/walletSlice'

export { ALREADY_CONNECTED_MESSAGE, isAlreadyConnectedError }

/**
 * Spec §4 Wallet session, one connect for the button and for the startup reconnect: the wallet service disconnects
 * first, connects (the dialog, or the remembered wallet `label` silently) and asks for the supported chain. Failures
 * are only logged, except 'already connected', which shows the spec's error toast and forces a disconnect. The
 * status ('connecting' / 'reconnecting') always ends. A thunk: `await dispatch(connectWallet(label))`; never rejects.
 */
export const connectWallet =
  (label?: string) =>
  async (dispatch: AppDispatch): Promise<void> => {
    dispatch(connectStarted({ isReconnect: Boolean(label) }))
    try {
      await walletClient.connect(label)
    } catch (error) {
      logger.warn(label ? `Reconnecting ${label} failed` : 'Wallet connection failed', error)
      if (isAlreadyConnectedError(error)) {
        notify.error(ALREADY_CONNECTED_MESSAGE)
        await walletClient
          .disconnect()
          .catch((disconnectError: unknown) => logger.warn('Disconnect failed', disconnectError))
      }
    } finally {
      dispatch(connectEnded())
    }
  }

/** Connect, disconnect and switch-chain actions for components (spec §4 Wallet session; failures logged only). */
export function useWalletActions() {
  const dispatch = useAppDispatch()

  const connect = useCallback(() => dispatch(connectWallet()), [dispatch])

  const disconnect = useCallback(async () => {
    try {
      await walletClient.disconnect()
    } catch (error) {
      logger.warn('Disconnect failed', error)
    }
  }, [])

  const switchChain = useCallback(async () => {
    try {
      return await walletClient.switchChain()
    } catch (error) {
      logger.warn('Network switch failed', error)
      return false
    }
  }, [])

  return { connect, disconnect, switchChain }
}
