import { useState } from 'react'
import { config } from '../../config'
import { Button } from '../../ui/Button'
import { useWalletActions } from './useWalletActions'

/** Spec §2: 'Switch to {chain name}' — switches the wallet to the supported chain, adding it when missing. */
export function SwitchChainButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { switchChain } = useWalletActions()
  const [isSwitching, setIsSwitching] = useState(false)
  return (
    <Button
      variant="secondary"
      fullWidth={fullWidth}
      isLoading={isSwitching}
      onClick={async () => {
        setIsSwitching(true)
        await switchChain()
        setIsSwitching(false)
      }}
    >
      Switch to {config.chain.name}
    </Button>
  )
}
