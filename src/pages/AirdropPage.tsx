import { FeatureGate } from './FeatureGate'
import { config } from '../config'
import { AirdropView } from '../features/airdrop/AirdropView'

/** '/airdrop' — Airdrop (spec §2); needs the airdrop flag and a claim-domains or activity-points airdrop contract. */
export default function AirdropPage() {
  return (
    <FeatureGate
      feature="airdrop"
      title="Airdrop"
      isConfigured={Boolean(config.airdropClaimDomainsAddress || config.airdropApAddress)}
    >
      <AirdropView />
    </FeatureGate>
  )
}
