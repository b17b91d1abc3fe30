import { CowSwapWidget } from '@cowprotocol/widget-react'
import type { ComponentProps } from 'react'
import { useSyncExternalStore } from 'react'
import { config } from '../../../config'
import { walletStore } from '../../../services/wallet/walletStore'
import { selectColorMode } from '../../../store/slices/settingsSlice'
import { useAppSelector } from '../../../store/store'

// The widget's own types, taken from its props (its re-exported type names do not resolve through widget-react).
type WidgetProps = ComponentProps<typeof CowSwapWidget>
type CowSwapWidgetParams = WidgetProps['params']
type EthereumProvider = NonNullable<WidgetProps['provider']>

/** Our EIP-1193 provider as the widget types it (same `request`/`on` calls, looser generics). */
const asWidgetProvider = (provider: NonNullable<ReturnType<typeof walletStore.get>>['provider']): EthereumProvider =>
  provider as unknown as EthereumProvider

/**
 * The CoW Swap widget (its own chunk, loaded only on a chain CoW serves): in dapp mode with the connected wallet's
 * EIP-1193 provider, standalone (its own connect button) when no wallet is connected; in the site's light/dark theme.
 */
export default function CowWidget() {
  const wallet = useSyncExternalStore(walletStore.subscribe, walletStore.get)
  const colorMode = useAppSelector(selectColorMode)
  const params: CowSwapWidgetParams = {
    appCode: config.projectName,
    width: '100%',
    height: '640px',
    chainId: config.chain.chainId as CowSwapWidgetParams['chainId'],
    standaloneMode: !wallet,
    theme: colorMode,
  }
  return <CowSwapWidget params={params} provider={wallet ? asWidgetProvider(wallet.provider) : undefined} />
}
