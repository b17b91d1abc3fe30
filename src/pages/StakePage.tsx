import { FeatureGate } from './FeatureGate'
import { config } from '../config'
import { PlaceholderPage } from './PlaceholderPage'

/** '/stake' — Stake & Earn (spec §2); needs the stake flag and a staking contract. */
export default function StakePage() {
  return (
    <FeatureGate feature="stake" title="Stake & Earn" isConfigured={Boolean(config.stakingContractAddress)}>
      <PlaceholderPage
        title="Stake & Earn"
        description="Stake liquidity tokens and earn a share of the site's fees."
        upcoming={[
          'Your staked balance and pending rewards',
          'Stake, unstake and claim in one place',
          'The current reward period and its total',
        ]}
      />
    </FeatureGate>
  )
}
