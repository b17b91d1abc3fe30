import { FeatureGate } from '../app/FeatureGate'
import { usePageMetadata } from '../app/usePageMetadata'
import { config } from '../config'
import { ActivityPointsView } from '../features/activityPoints/ActivityPointsView'

/** '/activity-points' — the visitor's points, how to earn them, the referral link and the leaderboard. */
export default function ActivityPointsPage() {
  usePageMetadata()
  return (
    <FeatureGate feature="activityPoints" title="Activity points" isConfigured={Boolean(config.activityPointsAddress)}>
      <ActivityPointsView />
    </FeatureGate>
  )
}
