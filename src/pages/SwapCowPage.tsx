import { FeatureGate } from './FeatureGate'
import { CowSwap } from '../features/swap/cow/CowSwap'

/** '/swap/cow' — swap through CoW Protocol (spec §2 "Swap (one kind)", issue #13); needs the swap flag. */
export default function SwapCowPage() {
  return (
    <FeatureGate feature="swap" title="Swap">
      <CowSwap />
    </FeatureGate>
  )
}
