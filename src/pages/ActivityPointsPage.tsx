import { PlaceholderPage } from './PlaceholderPage'

/** '/activity-points' — the visitor's points and how to earn them. */
export default function ActivityPointsPage() {
  return <PlaceholderPage title="Activity points" description="Your points and how to earn them. This page is being built." />
}
