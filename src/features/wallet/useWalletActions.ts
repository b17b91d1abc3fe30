import { useCallback } from 'react'
import { notify } from '../../app/toasts/notify'
import { useAppDispatch } from '../../app/store'
import { logger } from '../../services/logger'
import { walletClient } from '../../services/wallet/walletClient'
import { connectEnded, connectStarted } from './walletSlice'

export const ALREADY_CONNECTED_MESSAGE = 'ConnectorAlreadyConnectedError Error, please try connecting again.'

/** A wallet that is already connected or still busy with an earlier connection request (MetaMask -32002). */
export function isAlreadyConnectedError(error: unknown): boolean {
  const text = error instanceof Error ? error.message : String(error)
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
  return code === -32002 || /already (connected|processing)/i.test(text)
}

/**
 * Connect, disconnect and switch-chain actions (spec §4 Wallet session). Failures are only logged, except
 * 'already connected', which shows the spec's error toast and forces a disconnect.
 */
export function useWalletActions() {
  const dispatch = useAppDispatch()

  const connect = useCallback(async () => {
    dispatch(connectStarted({ isReconnect: false }))
    try {
      await walletClient.connect()
    } catch (error) {
      logger.warn('Wallet connection failed', error)
      if (isAlreadyConnectedError(error)) {
        notify.error(ALREADY_CONNECTED_MESSAGE)
        await walletClient.disconnect().catch((disconnectError: unknown) => logger.warn('Disconnect failed', disconnectError))
      }
    } finally {
      dispatch(connectEnded())
    }
  }, [dispatch])

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
