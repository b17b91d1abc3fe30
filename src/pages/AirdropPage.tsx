import { FeatureGate } from './FeatureGate'
import { config } from '../config'
import { PlaceholderPage } from './PlaceholderPage'

/** '/airdrop' — Airdrop (spec §2); needs the airdrop flag and a claim-domains or activity-points airdrop contract. */
export default function AirdropPage() {
  return (
    <FeatureGate
      feature="airdrop"
      title="Airdrop"
      isConfigured={Boolean(config.airdropClaimDomainsAddress || config.airdropApAddress)}
    >
      <PlaceholderPage
        title="Airdrop"
        description={`Claim ${config.chatTokenSymbol} tokens for your ${config.tldName} name or your activity points.`}
        upcoming={[
          'How much you can claim, per name and for your points',
          'One-click claims with a clear confirmation',
        ]}
      />
    </FeatureGate>
  )
}
