import { FeatureGate } from './FeatureGate'
import { config } from '../config'
import { StakeView } from '../features/stake/StakeView'

/** '/stake' — Stake & Earn (spec §2); needs the stake flag, a staking contract and its LP token. */
export default function StakePage() {
  return (
    <FeatureGate
      feature="stake"
      title="Stake & Earn"
      isConfigured={Boolean(config.stakingContractAddress && config.lpTokenAddress)}
    >
      <StakeView />
    </FeatureGate>
  )
}
