import { PlaceholderPage } from './PlaceholderPage'

/** '/stake' — staking. */
export default function StakePage() {
  return <PlaceholderPage title="Stake & Earn" description="Staking: deposit LP tokens and earn a share of the fees. Coming to this site later." />
}
