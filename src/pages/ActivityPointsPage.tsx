import { FeatureGate } from './FeatureGate'
import { config } from '../config'
import { ActivityPointsView } from '../features/activityPoints/ActivityPointsView'

/** '/activity-points' — the visitor's points, how to earn them, the referral link and the leaderboard. */
export default function ActivityPointsPage() {
  return (
    <FeatureGate feature="activityPoints" title="Activity points" isConfigured={Boolean(config.activityPointsAddress)}>
      <ActivityPointsView />
    </FeatureGate>
  )
}
