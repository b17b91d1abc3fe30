import { PlaceholderPage } from './PlaceholderPage'

/** '/swap/univ2' — Uniswap v2 style swap. */
export default function SwapUniV2Page() {
  return <PlaceholderPage title="Swap" description="Swap tokens on the community DEX. Coming to this site later." />
}
