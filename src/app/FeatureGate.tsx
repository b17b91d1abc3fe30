import type { ReactNode } from 'react'
import { config } from '../config'
import type { FeatureFlags } from '../config'
import { PlaceholderPage } from '../pages/PlaceholderPage'

/**
 * Renders `children` only when the feature is enabled on this site (flag, and its contract when it needs one);
 * otherwise the route says so instead of showing a broken screen (issue #7 part 6).
 */
export function FeatureGate({ feature, title, isConfigured = true, children }: { feature: keyof FeatureFlags; title: string; isConfigured?: boolean; children: ReactNode }) {
  if (config.features[feature] && isConfigured) return <>{children}</>
  return <PlaceholderPage title={title} description={`${title} is not enabled on this site.`} />
}
