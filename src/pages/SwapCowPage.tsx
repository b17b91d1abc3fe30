import { FeatureGate } from './FeatureGate'
import { PlaceholderPage } from './PlaceholderPage'

/** '/swap/cow' — swap through CoW Protocol (spec §2 "Swap (one kind)"); needs the swap flag. */
export default function SwapCowPage() {
  return (
    <FeatureGate feature="swap" title="Swap">
      <PlaceholderPage
        title="Swap"
        description="Swap tokens through CoW Protocol's batch auctions."
        upcoming={['A quote before you sign', 'Your slippage and deadline from Settings']}
      />
    </FeatureGate>
  )
}
