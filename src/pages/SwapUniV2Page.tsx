import { FeatureGate } from './FeatureGate'
import { config } from '../config'
import { PlaceholderPage } from './PlaceholderPage'

/** '/swap/univ2' — the swap linked from the sidebar (spec §2); needs the swap flag and a router contract. */
export default function SwapUniV2Page() {
  return (
    <FeatureGate feature="swap" title="Swap" isConfigured={Boolean(config.swapRouterAddress)}>
      <PlaceholderPage
        title="Swap"
        description={`Swap ${config.tokenSymbol} and ${config.chatTokenSymbol} on the community exchange.`}
        upcoming={[
          'Prices and price impact before you sign',
          'Your slippage and deadline from Settings',
          'Token approvals only when needed',
        ]}
      />
    </FeatureGate>
  )
}
