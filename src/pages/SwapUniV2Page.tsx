import { FeatureGate } from './FeatureGate'
import { config } from '../config'
import { SwapForm } from '../features/swap/SwapForm'

/** '/swap/univ2' — the swap linked from the sidebar (spec §2, issue #13); needs the swap flag and a router contract. */
export default function SwapUniV2Page() {
  return (
    <FeatureGate feature="swap" title="Swap" isConfigured={Boolean(config.swapRouterAddress && config.wethAddress)}>
      <SwapForm />
    </FeatureGate>
  )
}
