import type { ReactNode } from 'react'
import { ConnectButton, SwitchChainButton } from '../wallet'
import { useWalletSession } from '../../store/useWalletSession'

/** The action of a form when the wallet can sign it; otherwise Connect Wallet, or the switch to the supported chain. */
export function WalletAction({ children }: { children: ReactNode }) {
  const { isConnected, isSupportedChain } = useWalletSession()
  if (!isConnected) return <ConnectButton fullWidth />
  if (!isSupportedChain) return <SwitchChainButton fullWidth />
  return <>{children}</>
}
