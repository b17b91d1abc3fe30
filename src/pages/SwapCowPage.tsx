import { PlaceholderPage } from './PlaceholderPage'

/** '/swap/cow' — CoW swap. */
export default function SwapCowPage() {
  return <PlaceholderPage title="Swap" description="Swap tokens through CoW Protocol. Coming to this site later." />
}
