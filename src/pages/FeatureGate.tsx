import type { ReactNode } from 'react'
import { config } from '../config'
import type { FeatureFlags } from '../config'
import { FeatureOffNotice } from '../ui/FeatureOffNotice'

/**
 * Renders `children` only when the feature is enabled on this site: its flag, and its contract when it needs one (the
 * same rules as the sidebar, spec §2 Left sidebar). Otherwise the route says so instead of showing a broken screen;
 * a hidden link is no gate, so every feature route goes through here.
 */
export function FeatureGate({
  feature,
  title,
  isConfigured = true,
  children,
}: {
  feature: keyof FeatureFlags
  title: string
  isConfigured?: boolean
  children: ReactNode
}) {
  if (config.features[feature] && isConfigured) return <>{children}</>
  return <FeatureOffNotice title={title} />
}
