import { config } from '../config'
import { useAppSelector } from './store'
import { selectAddress, selectChainId, selectWalletStatus } from './slices/walletSlice'

/** The wallet session as components need it (spec §6: disconnected visitor vs connected wallet user). */
export interface WalletSession {
  address: string | null
  chainId: number | null
  isConnected: boolean
  isConnecting: boolean
  /** Connected and on the supported chain (minting and posting need it). */
  isSupportedChain: boolean
}

export function useWalletSession(): WalletSession {
  const address = useAppSelector(selectAddress)
  const chainId = useAppSelector(selectChainId)
  const status = useAppSelector(selectWalletStatus)
  const isConnected = status === 'connected' && address !== null
  return {
    address: isConnected ? address : null,
    chainId,
    isConnected,
    isConnecting: status === 'connecting' || status === 'reconnecting',
    isSupportedChain: isConnected && chainId === config.supportedChainId,
  }
}
